/** Structured data for the college directory. */
import { siteUrl } from "@/lib/seo/metadata";
import { categoryTabLabel, nirfYear, type CollegeCategory } from "@/content/colleges/categories";
import type { DirectoryCollege } from "./directory";

/** One ItemList per category: the colleges in NIRF order, each a CollegeOrUniversity. */
export function collegeItemListJsonLd(category: CollegeCategory, colleges: DirectoryCollege[]) {
  const inCategory = colleges.filter((college) => college.category === category);
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: `${categoryTabLabel[category]} colleges in India by NIRF ${nirfYear} rank`,
    url: siteUrl(`/admisson?tab=${category}`),
    numberOfItems: inCategory.length,
    itemListOrder: "https://schema.org/ItemListOrderAscending",
    itemListElement: inCategory.map((college, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: {
        "@type": "CollegeOrUniversity",
        name: college.name,
        alternateName: college.shortName,
        address: {
          "@type": "PostalAddress",
          addressLocality: college.city,
          addressRegion: college.state,
          addressCountry: "IN",
        },
      },
    })),
  };
}

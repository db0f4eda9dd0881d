/** Metadata and structured data for the college directory's views. */
import type { Metadata } from "next";
import { categoryTabLabel, nirfYear, type CollegeCategory } from "@/content/colleges/categories";
import { admissonPage } from "@/content/pages/admisson";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata, siteUrl } from "@/lib/seo/metadata";
import { collegeTabPath, type DirectoryCollege } from "./directory";

/**
 * A tab's title and description, with its own URL as canonical. A filtered or sorted view of
 * the tab shares them: its canonical is the tab, so search engines index each list once.
 */
export function collegeTabMetadata(tab: CollegeCategory): Metadata {
  return pageMetadata({ ...admissonPage.tabs[tab], path: collegeTabPath(tab) });
}

/** Home › Explore Colleges by Category › Medical colleges (the default tab is the directory itself). */
export function collegeTabBreadcrumbJsonLd(tab: CollegeCategory) {
  const directory = { name: admissonPage.heading, path: collegeTabPath("btech") };
  const trail =
    tab === "btech" ? [directory] : [directory, { name: `${categoryTabLabel[tab]} colleges`, path: collegeTabPath(tab) }];
  return breadcrumbJsonLd(trail);
}

/** A tab's ItemList: its colleges in NIRF order, each a CollegeOrUniversity. */
export function collegeItemListJsonLd(category: CollegeCategory, colleges: DirectoryCollege[]) {
  const inCategory = colleges.filter((college) => college.category === category);
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: `${categoryTabLabel[category]} colleges in India by NIRF ${nirfYear} rank`,
    url: siteUrl(collegeTabPath(category)),
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

import { site } from "@/content/site";
import { siteUrl } from "@/lib/seo/metadata";

type Thing = Record<string, unknown>;

/** The organisation with its offices (home, about and contact pages). */
export function organizationJsonLd(): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    name: site.name,
    url: siteUrl("/"),
    logo: siteUrl(site.logo.src),
    email: site.contactEmail,
    telephone: site.phoneHref.replace(/^tel:/, ""),
    foundingDate: String(site.claims.trustedSince),
    sameAs: site.socialProfiles.map((profile) => profile.url),
    location: site.offices.map((office) => ({
      "@type": "Place",
      name: office.label,
      address: {
        "@type": "PostalAddress",
        streetAddress: office.addressLines.join(", "),
        addressLocality: office.city,
        addressRegion: office.region,
        postalCode: office.postalCode,
        addressCountry: office.countryCode,
      },
    })),
  };
}

/** The questions and answers of an FAQ section (home page). */
export function faqPageJsonLd(items: { question: string; answer: string }[]): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** Breadcrumbs for an inner page: Home › … › this page. */
export function breadcrumbJsonLd(trail: { name: string; path: string }[]): Thing {
  const items = [{ name: "Home", path: "/" }, ...trail];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: siteUrl(item.path),
    })),
  };
}

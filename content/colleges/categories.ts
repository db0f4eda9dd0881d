/**
 * The three college categories and their labels. Zod-free on purpose: the directory's client
 * code imports this module, and zod would add weight to the browser bundle.
 */
export const collegeCategories = ["btech", "medical", "management"] as const;
export type CollegeCategory = (typeof collegeCategories)[number];

export function isCollegeCategory(value: unknown): value is CollegeCategory {
  return typeof value === "string" && (collegeCategories as readonly string[]).includes(value);
}

/** The public tab labels on /admisson. */
export const categoryTabLabel: Record<CollegeCategory, string> = {
  btech: "B.Tech",
  medical: "Medical",
  management: "Management",
};

/** The category names staff see in the admin panel and send on the old API. */
export const adminCategoryLabel: Record<CollegeCategory, "Engineering" | "Medical" | "Management"> = {
  btech: "Engineering",
  medical: "Medical",
  management: "Management",
};

/** The NIRF (India Rankings) edition every rank on the site is taken from. */
export const nirfYear = 2024;

/** The NIRF ranking list each category's rank belongs to. */
export const nirfCategoryLabel: Record<CollegeCategory, string> = {
  btech: "Engineering",
  medical: "Medical",
  management: "Management",
};

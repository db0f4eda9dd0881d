/**
 * Every public, indexable URL of the site: the one list behind app/sitemap.ts and the benchmark
 * (scripts/bench). Routes built from data (university pages, blog articles) are appended to the
 * sitemap from their own modules.
 */
export type PublicRoute = {
  path: string;
  /** How often the page's content is expected to change, a hint for crawlers. */
  changeFrequency: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
};

export const publicRoutes: readonly PublicRoute[] = [
  { path: "/", changeFrequency: "weekly", priority: 1 },
  { path: "/about", changeFrequency: "monthly", priority: 0.8 },
  { path: "/contact", changeFrequency: "monthly", priority: 0.8 },
  { path: "/admisson", changeFrequency: "weekly", priority: 0.9 },
  { path: "/predictor", changeFrequency: "yearly", priority: 0.9 },
  { path: "/predictor/method", changeFrequency: "yearly", priority: 0.5 },
  { path: "/cutoffs", changeFrequency: "yearly", priority: 0.8 },
  { path: "/sip", changeFrequency: "monthly", priority: 0.7 },
  { path: "/aboradstudy", changeFrequency: "monthly", priority: 0.9 },
  { path: "/testimonials", changeFrequency: "monthly", priority: 0.6 },
  { path: "/skillmigration", changeFrequency: "monthly", priority: 0.7 },
  { path: "/franchise", changeFrequency: "monthly", priority: 0.6 },
  { path: "/boards/10th", changeFrequency: "daily", priority: 0.8 },
  { path: "/boards/12th", changeFrequency: "daily", priority: 0.8 },
  { path: "/privacy", changeFrequency: "yearly", priority: 0.3 },
  { path: "/terms", changeFrequency: "yearly", priority: 0.3 },
  { path: "/stream-selection", changeFrequency: "monthly", priority: 0.7 },
  { path: "/exam-preparation", changeFrequency: "monthly", priority: 0.7 },
  { path: "/placement", changeFrequency: "monthly", priority: 0.7 },
  { path: "/career-counselling", changeFrequency: "monthly", priority: 0.7 },
  { path: "/onlineMba", changeFrequency: "monthly", priority: 0.8 },
  { path: "/blogs", changeFrequency: "weekly", priority: 0.7 },
  { path: "/career", changeFrequency: "monthly", priority: 0.5 },
  { path: "/eduvoyage", changeFrequency: "monthly", priority: 0.7 },
  { path: "/settleabroad", changeFrequency: "monthly", priority: 0.7 },
];

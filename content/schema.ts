/**
 * Zod schemas for every static content module under `content/`.
 *
 * Each content module parses its data with the matching schema at module load
 * (`schema.parse(data)`), so a malformed entry fails the build instead of
 * reaching a page. Types are inferred from the schemas and exported below.
 */
import { z } from "zod";

/* ------------------------------------------------------------------ */
/* Primitives                                                          */
/* ------------------------------------------------------------------ */

const text = z.string().trim().min(1);

/** A site-relative path or in-page anchor: "/about", "/admisson?tab=btech", "#study-uk". */
export const internalHrefSchema = z
  .string()
  .regex(/^(\/[^\s]*|#[a-z0-9-]+)$/, "must be a site path starting with / or an #anchor, with no spaces");

/** An absolute https URL. */
export const httpsUrlSchema = z.url({ protocol: /^https$/ });

/** A local SVG illustration under public/images. */
export const imagePathSchema = z
  .string()
  .regex(/^\/images\/[a-z0-9][a-z0-9/_-]*\.svg$/, "must be /images/...svg (lower-case, no spaces)");

export const imageSchema = z.object({
  src: imagePathSchema,
  alt: text,
});

/** What a slug looks like (content ids, college and university URLs): lower-case letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugSchema = z.string().regex(SLUG_PATTERN, "must be a lower-case slug");

/** ISO calendar date, YYYY-MM-DD. */
export const isoDateSchema = z.iso.date();

/** SEO metadata: title at most 60 characters, description 120 to 160. */
export const metaSchema = z.object({
  title: text.max(60),
  description: z.string().trim().min(120).max(160),
});

/**
 * A call to action.
 * - chat: opens the WhatsApp conversation in a new tab (greeting defaults to site.chatGreeting)
 * - link: navigates inside the site
 * - external: opens an external https site in a new tab
 * - button: a button with no target (the specification keeps some of these)
 */
export const ctaSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("chat"), label: text, greeting: text.optional() }),
  z.object({ kind: z.literal("link"), label: text, href: internalHrefSchema }),
  z.object({ kind: z.literal("external"), label: text, href: httpsUrlSchema }),
  z.object({ kind: z.literal("button"), label: text }),
]);

export const linkSchema = z.object({ label: text, href: internalHrefSchema });

export const heroSchema = z.object({
  eyebrow: text.optional(),
  heading: text,
  subheading: text.optional(),
  text: text.optional(),
  image: imageSchema,
  ctas: z.array(ctaSchema).optional(),
});

/** A card or list entry with a title and a short text. */
export const featureSchema = z.object({
  title: text,
  text: text,
  image: imageSchema.optional(),
});

/** A titled block of prose. */
export const proseSchema = z.object({
  heading: text,
  paragraphs: z.array(text).min(1),
  image: imageSchema.optional(),
});

/** A titled block of feature cards. */
export const featureSectionSchema = z.object({
  heading: text,
  intro: text.optional(),
  items: z.array(featureSchema).min(1),
});

export const statSchema = z.object({
  label: text,
  target: z.number().int().nonnegative(),
  suffix: z.string(),
});

export const factSchema = z.object({ value: text, label: text });

/* ------------------------------------------------------------------ */
/* Site                                                                */
/* ------------------------------------------------------------------ */

export const officeSchema = z.object({
  id: slugSchema,
  label: text,
  isHeadOffice: z.boolean(),
  addressLines: z.array(text).min(1),
  city: text,
  region: text,
  postalCode: text,
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  country: text,
  mapSearchUrl: z.string().startsWith("https://www.google.com/maps/search/?api=1&query=").optional(),
  mapEmbedUrl: z.string().startsWith("https://www.google.com/maps?").optional(),
});

export const socialNetworkSchema = z.enum(["facebook", "instagram", "linkedin", "youtube"]);

export const socialProfileSchema = z.object({
  network: socialNetworkSchema,
  label: text,
  handle: text,
  url: httpsUrlSchema,
});

export const footerGroupSchema = z.object({
  heading: text,
  links: z.array(linkSchema).min(1),
});

export const claimsSchema = z.object({
  studentsCounselled: text,
  yearsExperienceAbout: z.number().int(),
  yearsExperienceHome: z.number().int(),
  visaSuccessRate: text,
  globalPlacements: text,
  tickerPlacements: text,
  universityPartners: text,
  successStories: text,
  scholarshipsUpTo: text,
  coursesStartingAt: text,
  topCollegeAdmissions: text,
  trustedSince: z.number().int(),
  settleAbroadStudents: text,
});

export const siteSchema = z.object({
  name: text,
  shortName: text,
  legalName: text,
  tagline: text,
  description: text,
  contactEmail: z.email(),
  phoneDisplay: text,
  phoneHref: z.string().regex(/^tel:\+\d{10,15}$/),
  hours: text,
  offices: z.array(officeSchema).length(3),
  socialProfiles: z.array(socialProfileSchema).length(4),
  youtubeChannelUrl: httpsUrlSchema,
  chatGreeting: text,
  directoryChatGreeting: text,
  mainNav: z.array(linkSchema).min(1),
  servicesMenu: z.object({ label: text, items: z.array(linkSchema).length(7) }),
  loginLabel: text,
  freeCounsellingLabel: text,
  leadModal: z.object({ heading: text, intro: text, benefits: z.array(text).length(6) }),
  footer: z.object({
    about: text,
    brochure: z.object({ label: text, href: z.string().regex(/^\/[a-z0-9-]+\.pdf$/), fileName: text }),
    contactHeading: text,
    groups: z.array(footerGroupSchema).min(1),
    socialHeading: text,
    copyright: text,
  }),
  logo: imageSchema,
  claims: claimsSchema,
});

/* ------------------------------------------------------------------ */
/* Home                                                                */
/* ------------------------------------------------------------------ */

export const hubStepSchema = z.object({ label: text, href: internalHrefSchema });

export const techProviderSchema = z.object({
  name: text,
  summary: text,
  claims: z.array(text).min(1),
  partnerColleges: z.array(text).min(2),
});

export const slideSchema = z.object({
  id: slugSchema,
  eyebrow: text.optional(),
  heading: text,
  text: text,
  image: imageSchema,
  chatLabel: text,
  highlights: z.array(text).optional(),
  hub: z.array(hubStepSchema).length(6).optional(),
  providers: z.array(techProviderSchema).length(2).optional(),
});

export const resultCardSchema = z.object({
  id: slugSchema,
  title: text,
  icon: imageSchema,
  action: z.discriminatedUnion("type", [
    z.object({ type: z.literal("external"), href: httpsUrlSchema, newTab: z.literal(true) }),
    z.object({ type: z.literal("internal"), href: internalHrefSchema }),
  ]),
});

export const updateArticleSchema = z.object({
  id: slugSchema,
  /** Its id among the blogs (/blogs/<blogId>-<title slug>): digits, so never a staff blog's cuid. */
  blogId: z.string().regex(/^[1-9][0-9]*$/),
  /** The whole article, one paragraph per entry, as /blogs shows it. */
  body: z.array(text).min(3),
  title: text,
  category: text,
  date: isoDateSchema,
  author: text,
  views: z.number().int().positive().optional(),
  readMinutes: z.number().int().positive().optional(),
  summary: text,
  image: imageSchema,
});

export const verseSchema = z.object({
  devanagari: z.array(text).min(1),
  transliteration: z.array(text).min(1),
  translation: text,
  source: text,
});

/** The home page's study abroad block: the targets of the footer's #study-… and support anchors. */
export const studyAbroadStripSchema = z.object({
  heading: text,
  intro: text,
  destinations: z
    .array(
      z.object({
        id: z.enum(["study-uk", "study-us", "study-nz", "study-australia", "study-canada"]),
        code: z.string().regex(/^[A-Z]{2}$/),
        title: text,
        text: text,
        link: linkSchema,
      }),
    )
    .length(5),
  support: z
    .array(
      z.object({
        id: z.enum(["scholarships", "visa-assistance"]),
        title: text,
        text: text,
        chat: z.object({ label: text, greeting: text }),
      }),
    )
    .length(2),
});

export const homeSchema = z.object({
  meta: metaSchema,
  ticker: z.array(text).min(3),
  slides: z.array(slideSchema).length(6),
  results: z.object({ heading: text, cards: z.array(resultCardSchema).length(4) }),
  welcome: z.object({ quote: text, attribution: text, role: text }),
  videos: z.object({ heading: text, intro: text, allVideosLabel: text }),
  benefits: z.object({ heading: text, intro: text, items: z.array(featureSchema).length(5) }),
  updates: z.object({
    heading: text,
    intro: text,
    viewAllLabel: text,
    articles: z.array(updateArticleSchema).length(3),
  }),
  verse: verseSchema,
  faq: z.object({ heading: text, intro: text, askLabel: text }),
  testimonials: z.object({ heading: text, intro: text, bookLabel: text }),
  studyAbroad: studyAbroadStripSchema,
  topUniversities: z.object({
    heading: text,
    intro: text,
    tabs: z.array(z.object({ key: z.enum(["uk", "usa", "germany", "canada", "australia"]), label: text })).length(5),
    defaultTab: z.literal("uk"),
  }),
});

/* ------------------------------------------------------------------ */
/* Directory-style lists                                               */
/* ------------------------------------------------------------------ */

export const faqSchema = z.object({ question: text, answer: text });
export const faqListSchema = z.array(faqSchema).length(6);

export const testimonialSchema = z.object({
  id: slugSchema,
  image: imageSchema,
  title: text,
  description: text,
  name: text,
  role: text,
});
export const testimonialListSchema = z
  .array(testimonialSchema)
  .length(7)
  .refine((list) => new Set(list.map((t) => t.id)).size === list.length, "testimonial ids must be unique");

export const videoSchema = z.object({
  id: slugSchema,
  title: text,
  category: z.literal("Educational Content"),
  description: text,
  youtubeId: z.string().regex(/^[A-Za-z0-9_-]{11}$/),
  poster: imageSchema,
});
export const videoListSchema = z
  .array(videoSchema)
  .length(5)
  .refine((list) => new Set(list.map((v) => v.youtubeId)).size === list.length, "video ids must be unique");

export const boardSchema = z.object({
  id: slugSchema,
  name: text,
  shortName: text,
  state: text,
  url: httpsUrlSchema,
  declared: z.boolean(),
});
export const boardListSchema = z
  .array(boardSchema)
  .min(25)
  .max(32)
  .refine((list) => new Set(list.map((b) => b.id)).size === list.length, "board ids must be unique")
  .refine((list) => new Set(list.map((b) => b.url)).size === list.length, "board urls must be unique in a list");

const boardPageSchema = z.object({ meta: metaSchema, heading: text, intro: text, exam: text });
export const boardPagesSchema = z.object({
  "10th": boardPageSchema,
  "12th": boardPageSchema,
  /** The year of the board exams whose results the grids link to. */
  examYear: z.number().int().min(2025).max(2100),
  notDeclaredLabel: text,
  closeLabel: text,
  filter: z.object({ label: text, hint: text, clear: text }),
});

export const programmeSchema = z.object({
  id: slugSchema,
  school: text,
  title: text,
  highlight: text,
  degree: text,
  durationMonths: z.number().int().positive(),
  isNew: z.boolean(),
  image: imageSchema,
});
export const programmeListSchema = z
  .array(programmeSchema)
  .length(11)
  .refine((list) => new Set(list.map((p) => p.id)).size === list.length, "programme ids must be unique")
  .refine(
    (list) => [11, 12, 14, 15, 18, 24, 30].every((m) => list.some((p) => p.durationMonths === m)),
    "durations 11, 12, 14, 15, 18, 24 and 30 months must all appear",
  )
  .refine((list) => {
    const n = list.filter((p) => p.isNew).length;
    return n >= 2 && n <= 3;
  }, "two or three programmes are marked new");

export const onlineMbaPageSchema = z.object({
  meta: metaSchema,
  hero: heroSchema,
  intro: proseSchema,
  whyOnline: featureSectionSchema,
  eligibility: z.object({ heading: text, points: z.array(text).min(1) }),
  careerImpact: z.object({ heading: text, text: text, stats: z.array(factSchema).min(1) }),
  programmes: z.object({ heading: text, intro: text, newTag: text, viewLabel: text, durationUnit: text, disclaimer: text }),
  cta: z.object({ heading: text, text: text, button: ctaSchema }),
});

/* ------------------------------------------------------------------ */
/* About                                                               */
/* ------------------------------------------------------------------ */

export const leaderSchema = z.object({
  id: slugSchema,
  name: text,
  role: text,
  bio: z.array(text).min(1),
  image: imageSchema,
});

export const aboutSchema = z.object({
  meta: metaSchema,
  hero: heroSchema,
  values: z.object({
    heading: text,
    intro: text,
    items: z
      .array(featureSchema)
      .length(5)
      .refine(
        (items) => ["Education", "Values", "Service", "Humanity", "Nationalism"].every((t, i) => items[i]?.title === t),
        "values are Education, Values, Service, Humanity, Nationalism, in order",
      ),
  }),
  story: proseSchema,
  vision: featureSchema,
  mission: featureSchema,
  stats: z.array(statSchema).length(5),
  leadership: z.object({ heading: text, intro: text, leaders: z.array(leaderSchema).length(2) }),
});

/* ------------------------------------------------------------------ */
/* Pages under content/pages                                           */
/* ------------------------------------------------------------------ */

export const sipPageSchema = z.object({
  meta: metaSchema,
  hero: heroSchema,
  heading: text,
  explanation: z.array(text).min(1),
  whatIs: proseSchema,
  partner: z.object({ name: text, text: text, image: imageSchema }),
  benefits: z.object({ heading: text, items: z.array(featureSchema).length(5) }),
  coaching: z.object({
    heading: text,
    intro: text,
    tracks: z
      .array(z.object({ exam: text, stream: text, text: text, points: z.array(text).min(1), image: imageSchema }))
      .length(2),
  }),
  cta: z.object({ heading: text, text: text, button: ctaSchema }),
});

export const skillMigrationPageSchema = z.object({
  meta: metaSchema,
  hero: heroSchema,
  whyChoose: featureSectionSchema,
  destinations: z.object({
    heading: text,
    intro: text,
    items: z
      .array(z.object({ id: slugSchema, country: text, text: text, jobs: z.array(text).min(2), image: imageSchema }))
      .length(6),
  }),
  services: featureSectionSchema,
  cta: z.object({ heading: text, text: text, button: ctaSchema }),
});

export const franchisePageSchema = z.object({
  meta: metaSchema,
  hero: heroSchema,
  whyJoin: featureSectionSchema,
  whoWeLookFor: z.object({ heading: text, intro: text, points: z.array(text).min(1) }),
  form: z.object({ heading: text, intro: text }),
});

export const careerPageSchema = z.object({
  meta: metaSchema,
  hero: heroSchema,
  whyWork: featureSectionSchema,
  openRoles: z.object({
    heading: text,
    intro: text,
    roles: z.array(z.object({ id: slugSchema, title: text, location: text, type: text, experience: text, summary: text })).min(1),
  }),
  form: z.object({ heading: text, intro: text, resumeHint: text }),
});

export const eduVoyagePageSchema = z.object({
  meta: metaSchema,
  hero: heroSchema,
  timeline: z.object({
    heading: text,
    items: z
      .array(z.object({ id: z.enum(["problem", "solution", "win-win-win", "uniqueness"]), label: text, title: text, text: text }))
      .length(4),
  }),
  benefits: z.object({
    heading: text,
    groups: z
      .array(
        z.object({
          audience: z.enum(["students", "schools", "colleges"]),
          title: text,
          points: z.array(text).min(1),
          image: imageSchema,
        }),
      )
      .length(3),
  }),
  offerings: z.object({ heading: text, intro: text, items: z.array(featureSchema).length(7) }),
  facts: z.object({ heading: text, items: z.array(factSchema).min(3) }),
  cta: z.object({ heading: text, text: text, button: ctaSchema }),
});

export const settleAbroadPageSchema = z.object({
  meta: metaSchema,
  hero: heroSchema,
  trustBadges: z.array(text).min(1),
  highlights: featureSectionSchema,
  countries: z.object({
    heading: text,
    intro: text,
    enquireLabel: text,
    items: z
      .array(
        z.object({
          id: slugSchema,
          country: text,
          priceFrom: text,
          priceFromLakh: z.number().positive(),
          text: text,
          points: z.array(text).min(1),
          image: imageSchema,
        }),
      )
      .length(2),
  }),
  courses: z.object({ heading: text, items: z.array(text).min(1) }),
  process: z.object({ heading: text, steps: z.array(featureSchema).min(3) }),
  cta: z.object({ heading: text, text: text, button: ctaSchema }),
});

export const servicePageSchema = z.object({
  meta: metaSchema,
  hero: heroSchema,
  sections: z.array(z.union([proseSchema, featureSectionSchema])).min(1),
  cta: z.object({ heading: text, text: text, button: ctaSchema }),
});

export const examPreparationPageSchema = z.object({
  meta: metaSchema,
  hero: heroSchema,
  intro: proseSchema,
  exams: z.object({
    heading: text,
    items: z
      .array(z.object({ id: slugSchema, name: text, fullName: text, forWhom: text, text: text, image: imageSchema }))
      .length(7),
  }),
  approach: featureSectionSchema,
  cta: z.object({ heading: text, text: text, button: ctaSchema }),
});

export const placementPageSchema = z.object({
  meta: metaSchema,
  hero: heroSchema,
  statsHeading: text,
  stats: z.array(factSchema).min(1),
  services: featureSectionSchema,
  nursing: z.object({ heading: text, text: text, points: z.array(text).min(1), image: imageSchema }),
  process: featureSectionSchema,
  cta: z.object({ heading: text, text: text, button: ctaSchema }),
});

export const testimonialsPageSchema = z.object({
  meta: metaSchema,
  hero: heroSchema,
  listHeading: text,
  intro: text,
  cta: z.object({ heading: text, text: text, button: ctaSchema }),
});

export const contactPageSchema = z.object({
  meta: metaSchema,
  hero: heroSchema,
  intro: text,
  formHeading: z.literal("Register for Counselling"),
  formIntro: text,
  officesHeading: text,
  reachHeading: text,
  phoneLabel: text,
  emailLabel: text,
  hoursLabel: text,
  whatsappLabel: text,
  mapTitle: text,
});

export const blogArticleSchema = z.object({
  /** Letters and digits only: it is the <id> of /blogs/<id>-<slug>, like a database blog's id. */
  id: z.string().regex(/^[a-z0-9]+$/, "must be lower-case letters and digits"),
  title: text,
  author: text,
  course: text,
  date: isoDateSchema,
  image: imageSchema,
  body: z.array(text).min(3),
});

export const blogsPageSchema = z.object({
  meta: metaSchema,
  hero: heroSchema,
  listHeading: text,
  intro: text,
  byLabel: text,
  courseLabel: text,
  readLabel: text,
  backLabel: text,
  article: blogArticleSchema,
  cta: z.object({ heading: text, text: text, button: ctaSchema }),
});

export const policySectionSchema = z.object({
  id: slugSchema,
  heading: text,
  paragraphs: z.array(text).min(1),
  points: z.array(text).optional(),
});

export const privacyPageSchema = z.object({
  meta: metaSchema,
  heading: text,
  /** The notice's version: the date it last changed. Enquiries record the version shown to the visitor. */
  version: isoDateSchema,
  intro: text,
  sections: z.array(policySectionSchema).min(7),
});

export const termsPageSchema = z.object({
  meta: metaSchema,
  heading: text,
  lastUpdated: z.literal("Last updated: 20 May 2025"),
  intro: text,
  sections: z.array(policySectionSchema).length(7),
});

/* ------------------------------------------------------------------ */
/* Inferred types                                                      */
/* ------------------------------------------------------------------ */

export type Image = z.infer<typeof imageSchema>;
export type Meta = z.infer<typeof metaSchema>;
export type Cta = z.infer<typeof ctaSchema>;
export type Hero = z.infer<typeof heroSchema>;
export type Feature = z.infer<typeof featureSchema>;
export type Prose = z.infer<typeof proseSchema>;
export type FeatureSection = z.infer<typeof featureSectionSchema>;
export type Fact = z.infer<typeof factSchema>;
export type Slide = z.infer<typeof slideSchema>;
export type Board = z.infer<typeof boardSchema>;
export type Programme = z.infer<typeof programmeSchema>;
export type ServicePage = z.infer<typeof servicePageSchema>;
export type PolicySection = z.infer<typeof policySectionSchema>;

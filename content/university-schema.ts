/**
 * Zod schemas and types for the study-abroad university directory.
 *
 * Plain data only: no React, no database. `content/universities.ts` parses its
 * list with these schemas at module load, so a bad record fails the build.
 */
import { z } from "zod";
import { slugSchema } from "./schema";

/* ------------------------------------------------------------------ */
/* Countries                                                           */
/* ------------------------------------------------------------------ */

export const countryKeys = ["uk", "usa", "germany", "canada", "australia"] as const;
export const countrySchema = z.enum(countryKeys);
export type CountryKey = z.infer<typeof countrySchema>;

export const countryLabels: Record<CountryKey, string> = {
  uk: "United Kingdom",
  usa: "USA",
  germany: "Germany",
  canada: "Canada",
  australia: "Australia",
};

/* ------------------------------------------------------------------ */
/* Months, badge colours                                               */
/* ------------------------------------------------------------------ */

export const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
export const monthSchema = z.enum(monthNames);

/** WCAG relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of white text on a #rrggbb background (1 to 21). */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (relativeLuminance(hex) + 0.05);
}

/** Minimum contrast for normal-size white text on a badge (WCAG AA). */
export const MIN_BADGE_CONTRAST = 4.5;

export const badgeSchema = z.strictObject({
  /** 1–4 capital letters shown on the monogram badge. */
  initials: z.string().regex(/^[A-Z]{1,4}$/, "initials must be 1–4 capital letters"),
  /** Background colour; white text on it must reach a 4.5:1 contrast ratio. */
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, "color must be #rrggbb")
    .refine(
      (hex) => contrastWithWhite(hex) >= MIN_BADGE_CONTRAST,
      `color is too light: white text on it must have a contrast ratio of at least ${MIN_BADGE_CONTRAST}:1`,
    ),
});

/* ------------------------------------------------------------------ */
/* University                                                          */
/* ------------------------------------------------------------------ */

const text = z.string().trim().min(1);

export const universitySchema = z
  .strictObject({
    slug: slugSchema,
    /** Official name, e.g. "Heriot-Watt University". */
    name: text.max(120),
    /** Other names people (and the previous site's links) use for it, e.g. "LMU Munich". */
    aliases: z.array(text.max(120)).optional(),
    country: countrySchema,
    city: text.max(60),
    /** Display text, e.g. "London, United Kingdom" or "Yorkton, Saskatchewan, Canada". */
    location: text.max(100),
    /** Display text, e.g. "300+ Courses". */
    courses: text.regex(/^\d[\d,]*\+? Courses$/, 'courses must look like "300+ Courses"'),
    /** Plain text, 200–600 characters, written for Indian students and parents. */
    about: z.string().trim().min(200).max(600),
    /** The institution's official website (https), when known. */
    website: z.url({ protocol: /^https$/ }).optional(),
    /** Display text in the local currency, e.g. "£15,000–£20,000 per year". */
    tuition: text.max(80).optional(),
    /** Main intake months, e.g. ["September", "January"]. */
    intake: z.array(monthSchema).min(1).optional(),
    badge: badgeSchema,
  })
  .superRefine((university, ctx) => {
    const label = countryLabels[university.country];
    if (!university.location.endsWith(`, ${label}`)) {
      ctx.addIssue({
        code: "custom",
        path: ["location"],
        message: `location must end with ", ${label}" for country "${university.country}"`,
      });
    }
    if (university.intake && new Set(university.intake).size !== university.intake.length) {
      ctx.addIssue({ code: "custom", path: ["intake"], message: "intake months must not repeat" });
    }
  });

export type UniversityInput = z.input<typeof universitySchema>;
export type University = z.output<typeof universitySchema>;

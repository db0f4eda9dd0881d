/** Testimonials page (/testimonials): page intro. The testimonials themselves are in content/testimonials.ts. */
import { testimonialsPageSchema } from "../schema";

export const testimonialsPage = testimonialsPageSchema.parse({
  meta: {
    title: "Student Success Stories | Disha Education & Careers",
    description:
      "Read how students and professionals found the right college, course, country or job with Disha. Real stories of admissions, visas, scholarships and careers.",
  },
  hero: {
    eyebrow: "Testimonials",
    heading: "Stories that make us proud",
    text: "Behind every admission letter, visa and job offer is a student who trusted us with an important decision.",
    image: { src: "/images/pages/testimonials-hero.svg", alt: "Happy students holding admission letters and passports" },
  },
  listHeading: "In their own words",
  intro:
    "From first-year engineers and medical students to nurses in Melbourne and managers who studied online, here are a few of the people we have had the privilege to guide.",
  cta: {
    heading: "Write your own success story",
    text: "Your journey can start with a single free conversation.",
    button: { kind: "chat", label: "Book Your Career Counselling Session" },
  },
});

export const { meta, hero, intro, cta } = testimonialsPage;

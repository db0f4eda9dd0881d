/** About us page (/about). */
import { aboutSchema } from "./schema";
import { claims } from "./site";

export const about = aboutSchema.parse({
  meta: {
    title: "About Us | Disha Education & Careers",
    description:
      "Meet Disha Education & Careers: 25 years of experience guiding Indian students and families through courses, admissions, study abroad and careers.",
  },
  hero: {
    eyebrow: "About us",
    heading: "Helping young India find its direction",
    text: "Disha means direction. For more than a decade, our counsellors have helped students and parents make confident choices about courses, colleges, countries and careers.",
    image: { src: "/images/pages/about-hero.svg", alt: "Counsellor and a family looking at a map of possible career paths" },
  },
  values: {
    heading: "The values that guide us",
    intro: "Five words we return to whenever we give advice.",
    items: [
      {
        title: "Education",
        text: "We believe good education changes lives, and that every student deserves honest information to choose it well.",
        image: { src: "/images/icons/value-education.svg", alt: "Open book icon" },
      },
      {
        title: "Values",
        text: "We recommend what is right for the student, never what earns us the most. Integrity comes before targets.",
        image: { src: "/images/icons/value-values.svg", alt: "Balanced scales icon" },
      },
      {
        title: "Service",
        text: "We answer the phone, return the call and stay with families until the admission letter, the visa or the job offer arrives.",
        image: { src: "/images/icons/value-service.svg", alt: "Helping hands icon" },
      },
      {
        title: "Humanity",
        text: "Behind every file is a young person with hopes and worries. We listen first, with patience and respect.",
        image: { src: "/images/icons/value-humanity.svg", alt: "Heart icon" },
      },
      {
        title: "Nationalism",
        text: "Whether our students build careers in India or abroad, we want them to carry India's name with pride and give back to it.",
        image: { src: "/images/icons/value-nationalism.svg", alt: "Indian flag icon" },
      },
    ],
  },
  story: {
    heading: "Our story",
    paragraphs: [
      `Disha began in ${claims.trustedSince} with a small counselling room and a simple belief: students make better choices when someone takes the time to understand them. Our founders had already spent years in education and had seen too many bright students land in the wrong course because of rumours, pressure or missing information.`,
      "What started as admission guidance for engineering and medical aspirants in Delhi NCR has grown into a full career partner. Today we help with stream selection, entrance exam preparation, college admissions across India, study abroad, online MBA programmes, skilled migration and placements, from offices in Greater Noida West, Dehradun and Melbourne.",
      "Through all of it, one thing has not changed. We still sit down with each student and family, listen carefully and give advice we would give our own children.",
    ],
    image: {
      src: "/images/pages/about-story.svg",
      alt: "A small counselling office growing into a busy team across three cities",
    },
  },
  vision: {
    title: "Our vision",
    text: "A future in which every Indian student, whatever their background or city, can choose a course and a career with clarity and confidence.",
    image: { src: "/images/icons/vision.svg", alt: "Telescope icon" },
  },
  mission: {
    title: "Our mission",
    text: "To give students and parents honest, personal and well-informed guidance at every step, from choosing a stream to starting a career, in India and around the world.",
    image: { src: "/images/icons/mission.svg", alt: "Flag on a mountain peak icon" },
  },
  stats: [
    { label: "Students counselled", target: 25000, suffix: "+" },
    { label: "Years of experience", target: claims.yearsExperienceAbout, suffix: "" },
    { label: "Visa success rate", target: 99, suffix: "%" },
    { label: "University partners", target: 150, suffix: "+" },
    { label: "Success stories", target: 500, suffix: "+" },
  ],
  leadership: {
    heading: "Our leadership",
    intro: "The people who set our standards and still meet students every week.",
    leaders: [
      {
        id: "leader-ceo",
        name: "Anil Bhardwaj",
        role: "CEO & Founder",
        bio: [
          "Anil has spent 25 years in education, first as a physics teacher and then as an admissions adviser, before founding Disha.",
          "He leads the counselling team and still takes sessions himself, especially with families facing difficult choices.",
        ],
        image: { src: "/images/avatars/leader-ceo.svg", alt: "Illustrated portrait of Anil Bhardwaj, CEO and Founder" },
      },
      {
        id: "leader-coo",
        name: "Meenakshi Rawat",
        role: "COO & Co-founder",
        bio: [
          "Meenakshi built Disha's study abroad, visa and placement operations and opened our Dehradun and Melbourne offices.",
          "She makes sure every file is complete, every deadline is met and every student hears back on time.",
        ],
        image: { src: "/images/avatars/leader-coo.svg", alt: "Illustrated portrait of Meenakshi Rawat, COO and Co-founder" },
      },
    ],
  },
});

export const { meta, hero, values, story, vision, mission, stats, leadership } = about;

/** The stats counters: they count up over 2 s once half of the strip is in view. */
export const statsAnimation = { durationMs: 2000, visibilityThreshold: 0.5 } as const;

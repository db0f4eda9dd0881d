/** Skilled migration page (/skillmigration). */
import { skillMigrationPageSchema } from "../schema";

export const skillMigrationPage = skillMigrationPageSchema.parse({
  meta: {
    title: "Skilled Migration & Jobs Abroad | Disha",
    description:
      "Work abroad with Disha: skilled jobs in Germany, Australia, USA, Malta, Portugal and the Middle East, with work visa, training and relocation support.",
  },
  hero: {
    eyebrow: "Skilled migration",
    heading: "Take your skills to the world",
    text: "Employers across Europe, Australia, North America and the Gulf are looking for skilled Indian professionals. We help you find the right job, clear the paperwork and settle in.",
    image: {
      src: "/images/pages/skillmigration-hero.svg",
      alt: "Skilled workers with luggage in front of a world map with flight paths",
    },
    ctas: [{ kind: "chat", label: "Check my eligibility" }],
  },
  whyChoose: {
    heading: "Why choose skilled migration",
    items: [
      { title: "Higher salaries", text: "Earn in a stronger currency, with pay that reflects your skills and experience." },
      {
        title: "Legal work permits and PR pathways",
        text: "Work on a proper employer-sponsored visa, with routes to permanent residence in many countries.",
      },
      {
        title: "Family settlement",
        text: "Many visas allow your spouse and children to join you, with access to schools and healthcare.",
      },
      { title: "Training", text: "Language courses and skill upgrades prepare you for the job and the new workplace culture." },
    ],
  },
  destinations: {
    heading: "Destinations and in-demand jobs",
    intro: "Where Indian professionals are finding work today.",
    items: [
      {
        id: "germany",
        country: "Germany",
        text: "Europe's largest economy needs skilled workers in health and technical trades.",
        jobs: [
          "Nurses and care workers",
          "Electricians and mechatronics technicians",
          "IT professionals",
          "Welders and CNC operators",
        ],
        image: { src: "/images/destinations/germany.svg", alt: "Illustration of the Brandenburg Gate" },
      },
      {
        id: "australia",
        country: "Australia",
        text: "A points-based system that rewards skills, English and experience.",
        jobs: ["Registered nurses and aged-care workers", "Software engineers", "Chefs and cooks", "Construction trades"],
        image: { src: "/images/destinations/australia.svg", alt: "Illustration of the Sydney Opera House" },
      },
      {
        id: "usa",
        country: "USA",
        text: "Opportunities for experienced professionals in healthcare and technology.",
        jobs: ["Registered nurses", "Physical therapists", "Software and data engineers", "Medical technologists"],
        image: { src: "/images/destinations/usa.svg", alt: "Illustration of the Statue of Liberty" },
      },
      {
        id: "malta",
        country: "Malta",
        text: "An English-speaking EU country with steady demand in hospitality and services.",
        jobs: ["Hotel and restaurant staff", "Chefs and kitchen assistants", "Caregivers", "Delivery and logistics staff"],
        image: { src: "/images/destinations/malta.svg", alt: "Illustration of Valletta harbour" },
      },
      {
        id: "portugal",
        country: "Portugal",
        text: "A welcoming EU destination with growing needs in agriculture, construction and tourism.",
        jobs: ["Farm and greenhouse workers", "Construction workers", "Hospitality staff", "Factory operators"],
        image: { src: "/images/destinations/portugal.svg", alt: "Illustration of a Lisbon tram" },
      },
      {
        id: "dubai-middle-east",
        country: "Dubai / Middle East",
        text: "Tax-free salaries and a large Indian community across the Gulf.",
        jobs: [
          "Nurses and technicians",
          "Engineers and site supervisors",
          "Drivers and logistics staff",
          "Retail and hospitality staff",
        ],
        image: { src: "/images/destinations/dubai-middle-east.svg", alt: "Illustration of the Dubai skyline" },
      },
    ],
  },
  services: {
    heading: "How we help",
    items: [
      {
        title: "Job placement and employer tie-ups",
        text: "We connect you with verified employers and recruiters abroad and prepare you for interviews.",
      },
      {
        title: "Work visa and documentation help",
        text: "From offer letter to visa stamp, we check every document and guide every application.",
      },
      {
        title: "Language and skill training",
        text: "German, English and job-specific training so you meet the employer's and the visa's requirements.",
      },
      {
        title: "Relocation and settlement support",
        text: "Travel, accommodation, local registration and the first weeks abroad, planned before you fly.",
      },
    ],
  },
  cta: {
    heading: "Ready to work abroad?",
    text: "Share your qualification and experience, and a migration counsellor will tell you which countries and jobs suit you best.",
    button: { kind: "chat", label: "Talk to a migration counsellor" },
  },
});

export const { meta, hero, whyChoose, destinations, services, cta } = skillMigrationPage;

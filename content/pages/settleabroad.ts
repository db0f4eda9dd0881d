/** Settle abroad page (/settleabroad): hospitality study-abroad landing page. */
import { settleAbroadPageSchema } from "../schema";
import { claims } from "../site";

export const settleAbroadPage = settleAbroadPageSchema.parse({
  meta: {
    title: "Study Hospitality Abroad: No IELTS | Disha",
    description:
      "Study hospitality in Mauritius or Malta with no IELTS or PTE, courses from 2 lakh rupees, fees paid after your visa and paid internships from day one.",
  },
  hero: {
    eyebrow: "Settle abroad",
    heading: "Study hospitality abroad and build a global career",
    subheading: "No IELTS/PTE required. Courses from ₹2 lakh. Pay after visa.",
    text: "Hotel and tourism careers are open to you around the world. Start with an affordable hospitality programme that includes paid internships from day one.",
    image: { src: "/images/pages/settleabroad-hero.svg", alt: "A hospitality student in uniform in front of a seaside hotel" },
    ctas: [{ kind: "chat", label: "Check my eligibility" }],
  },
  trustBadges: [
    `Trusted since ${claims.trustedSince}`,
    `Over ${claims.settleAbroadStudents.replace("+", "")} students`,
    "No IELTS/PTE",
    "Pay after visa",
  ],
  highlights: {
    heading: "Why students choose this route",
    items: [
      {
        title: "No IELTS/PTE",
        text: "Admission is based on an interview and your school results, with no English test score needed.",
      },
      {
        title: "Courses from ₹2 lakh",
        text: "Diplomas and certificates in hospitality at a fraction of typical study-abroad costs.",
      },
      {
        title: "Pay after visa",
        text: "Your tuition fee is due only after your visa is approved, so your money is never at risk.",
      },
      { title: "Internships from day one", text: "Paid internships in hotels and restaurants from the start of your course." },
      {
        title: `Trusted since ${claims.trustedSince}`,
        text: `Over ${claims.settleAbroadStudents.replace("+", "")} students have trusted Disha to plan their future abroad.`,
      },
    ],
  },
  countries: {
    heading: "Choose your destination",
    intro: "Two welcoming, English-friendly destinations with strong tourism industries.",
    enquireLabel: "Ask about courses in",
    items: [
      {
        id: "mauritius",
        country: "Mauritius",
        priceFrom: "From ₹3.5 lakh",
        priceFromLakh: 3.5,
        text: "A tropical island with world-class resorts and a large Indian-origin community.",
        points: ["Hotel and resort internships", "Safe, friendly and familiar culture", "Short flight from India"],
        image: { src: "/images/destinations/mauritius.svg", alt: "Illustration of a Mauritius beach resort" },
      },
      {
        id: "malta",
        country: "Malta",
        priceFrom: "From ₹5 lakh",
        priceFromLakh: 5,
        text: "An English-speaking European Union country with a busy tourism and hospitality sector.",
        points: [
          "Study and work in Europe",
          "Internships in hotels, restaurants and cruise services",
          "English as an official language",
        ],
        image: { src: "/images/destinations/malta.svg", alt: "Illustration of Valletta harbour" },
      },
    ],
  },
  courses: {
    heading: "Popular courses",
    items: [
      "Diploma in Hospitality Management",
      "Diploma in Culinary Arts",
      "Certificate in Food and Beverage Service",
      "Diploma in Front Office and Housekeeping",
      "Diploma in Travel and Tourism Management",
    ],
  },
  process: {
    heading: "Your journey in four steps",
    steps: [
      { title: "Free counselling", text: "We understand your goals and suggest the right course and country." },
      { title: "Admission", text: "We apply on your behalf and help you prepare for the college interview." },
      { title: "Visa", text: "We prepare your visa file; you pay the tuition fee only after the visa is approved." },
      { title: "Fly and start earning", text: "Begin your course and your paid internship, with our team in touch throughout." },
    ],
  },
  cta: {
    heading: "Your hospitality career starts here",
    text: "Talk to a counsellor today to know your options, costs and next intake dates.",
    button: { kind: "chat", label: "Talk to a counsellor" },
  },
});

/** The greeting of a destination's chat button, naming the country so the counsellor can answer straight away. */
export const countryGreeting = (country: string): string =>
  `Hello, I would like to know about hospitality courses in ${country}.`;

export const { meta, hero, trustBadges, highlights, countries, courses, process: processSteps, cta } = settleAbroadPage;

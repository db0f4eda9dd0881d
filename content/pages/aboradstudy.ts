/** Study abroad page (/aboradstudy): banner, why choose, top universities by country. */
import { z } from "zod";
import { featureSectionSchema, heroSchema, metaSchema } from "../schema";
import { claims, site } from "../site";

const text = z.string().trim().min(1);

export const aboradStudyPageSchema = z.object({
  meta: metaSchema,
  hero: heroSchema,
  whyChoose: featureSectionSchema,
  universities: z.object({ heading: text, intro: text }),
  help: z.object({ heading: text, text: text, chatLabel: text }),
});

export const aboradStudyPage = aboradStudyPageSchema.parse({
  meta: {
    title: "Study Abroad: UK, USA, Canada, Germany, Australia",
    description:
      "Plan your study abroad journey with Disha: university shortlisting, applications, scholarships and visa filing for the UK, USA, Canada, Germany and Australia.",
  },
  hero: {
    eyebrow: "Study abroad",
    heading: "Study at a top university abroad",
    subheading: `Scholarships up to ${claims.scholarshipsUpTo} · ${claims.visaSuccessRate} visa success rate`,
    text: "From choosing the right country and course to your visa and pre-departure briefing, a Disha counsellor guides you at every step.",
    image: {
      src: "/images/slides/global-academic-journey.svg",
      alt: "A student with a suitcase and a graduation cap in front of a globe and landmarks abroad",
    },
    ctas: [{ kind: "chat", label: "Talk to a study abroad counsellor", greeting: site.directoryChatGreeting }],
  },
  whyChoose: {
    heading: "Why choose Disha for study abroad",
    intro: `Over ${claims.universityPartners} university partners and a process built around Indian students and parents.`,
    items: [
      {
        title: "Honest shortlisting",
        text: "We match universities to your marks, test scores and budget, so you apply where you have a real chance of admission and scholarship.",
      },
      {
        title: "Applications and SOPs",
        text: "Help with statements of purpose, recommendation letters and application forms, checked before every deadline.",
      },
      {
        title: `Scholarships up to ${claims.scholarshipsUpTo}`,
        text: "We look for merit scholarships and fee waivers at each university on your list and help you apply for them.",
      },
      {
        title: "Visa filing",
        text: `Document checklists, financial proofs and interview practice, with a ${claims.visaSuccessRate} visa success rate.`,
      },
      {
        title: "Test preparation",
        text: "Guidance for IELTS, TOEFL, GRE and SAT, so your scores are ready when the applications open.",
      },
      {
        title: "Before you fly",
        text: "Accommodation, forex, travel and a pre-departure briefing, so your first weeks abroad go smoothly.",
      },
    ],
  },
  universities: {
    heading: "Top Universities to Study Abroad",
    intro: "Choose a country to see our partner universities and colleges there. Open one for its courses, tuition and intakes.",
  },
  help: {
    heading: "Ready to plan your move?",
    text: "Book a free session: we will map out countries, courses, costs and timelines for your profile.",
    chatLabel: "Get Free Counselling",
  },
});

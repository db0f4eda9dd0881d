/** Colleges by category (/admisson): the copy around the directory. */
import { z } from "zod";
import { metaSchema } from "../schema";

const text = z.string().trim().min(1);

export const admissonPageSchema = z.object({
  /** Each tab is its own indexable view, with its own title and description. */
  tabs: z.object({ btech: metaSchema, medical: metaSchema, management: metaSchema }),
  eyebrow: text,
  heading: text,
  intro: text,
  disclaimer: text,
  help: z.object({ heading: text, text: text, chatLabel: text }),
});

export const admissonPage = admissonPageSchema.parse({
  tabs: {
    btech: {
      title: "Top B.Tech Engineering Colleges in India (NIRF 2024)",
      description:
        "Compare India's top B.Tech colleges, from the IITs and NITs to leading private institutes, by NIRF 2024 rank, fees, package and entrance exam. Free counselling.",
    },
    medical: {
      title: "Top Medical Colleges in India for MBBS (NIRF 2024)",
      description:
        "Compare India's top medical colleges for MBBS, AIIMS and leading government and private colleges, by NIRF 2024 rank, fees and NEET route. Free counselling.",
    },
    management: {
      title: "Top MBA and Management Colleges in India (NIRF 2024)",
      description:
        "Compare India's top MBA colleges, the IIMs and leading private B-schools, by NIRF 2024 rank, fees, average package and entrance exam. Free counselling.",
    },
  },
  eyebrow: "Admissions in India",
  heading: "Explore Colleges by Category",
  intro:
    "Shortlist B.Tech, MBBS and MBA colleges by NIRF rank, location, fees and entrance exam, then talk to a counsellor about your chances and the admission route that fits you.",
  disclaimer:
    "Ranks are from NIRF 2024 (India Rankings, Ministry of Education). Fees are approximate total tuition for the full programme and packages are recent averages; both change every year, so confirm on the college's own website before you apply.",
  help: {
    heading: "Not sure which college fits you?",
    text: "Tell us your marks, exam scores and budget. A Disha counsellor will build a realistic shortlist with you, free of charge.",
    chatLabel: "Get Free Counselling",
  },
});

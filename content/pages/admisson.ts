/** Colleges by category (/admisson): the copy around the directory. */
import { z } from "zod";
import { metaSchema } from "../schema";

const text = z.string().trim().min(1);

export const admissonPageSchema = z.object({
  meta: metaSchema,
  eyebrow: text,
  heading: text,
  intro: text,
  disclaimer: text,
  help: z.object({ heading: text, text: text, chatLabel: text }),
});

export const admissonPage = admissonPageSchema.parse({
  meta: {
    title: "Top B.Tech, Medical and MBA Colleges in India (NIRF 2024)",
    description:
      "Compare India's top engineering, medical and management colleges by NIRF 2024 rank, fees, average package, accreditation and entrance exam. Free counselling.",
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

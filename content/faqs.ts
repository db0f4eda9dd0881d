/** The six FAQ items of the home page accordion. */
import { faqListSchema } from "./schema";

export const faqs = faqListSchema.parse([
  {
    question: "Is the first counselling session really free?",
    answer:
      "Yes. Your first session with a Disha counsellor is completely free and carries no obligation. We talk about your interests, marks and goals, and you leave with a clear list of next steps, whether or not you continue with us.",
  },
  {
    question: "How do you help with college admissions in India?",
    answer:
      "We help you shortlist B.Tech, medical and management colleges that match your marks, entrance scores and budget, then guide you through forms, counselling rounds, document checks and deadlines so that nothing is missed.",
  },
  {
    question: "Which countries can I study in through Disha?",
    answer:
      "Students most often choose the UK, USA, Canada, Germany, Australia and New Zealand, and for hospitality courses Mauritius and Malta. We handle university shortlisting, applications, statements of purpose, scholarships and the visa file.",
  },
  {
    question: "How much does Disha charge after the free session?",
    answer:
      "Fees depend on the service you choose, such as admission support, study abroad or test preparation. Every fee is explained in writing before you sign up, and there are no hidden charges.",
  },
  {
    question: "Can you help me get a scholarship?",
    answer:
      "Yes. We look for merit and need-based scholarships at each university on your shortlist, and many of our study abroad students receive awards of up to 50% of tuition. We also help you write strong scholarship essays.",
  },
  {
    question: "Can my parents join the counselling session?",
    answer:
      "We encourage it. Big decisions are easier when the family understands the options, costs and timelines together. Sessions can take place at our offices, on a video call or over the phone.",
  },
]);

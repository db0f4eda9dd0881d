/** Career counselling page (/career-counselling). The booking button has no target, as specified. */
import { servicePageSchema } from "../schema";

export const careerCounsellingPage = servicePageSchema.parse({
  meta: {
    title: "Career Counselling for Students | Disha",
    description:
      "One-to-one career counselling for students and parents: aptitude tests, career mapping and a clear plan for courses, colleges and exams. Book your session.",
  },
  hero: {
    eyebrow: "Career counselling",
    heading: "Know yourself. Choose your future.",
    text: "Career counselling helps you understand your strengths and interests, explore the careers that match them, and build a practical plan to get there.",
    image: { src: "/images/pages/career-counselling-hero.svg", alt: "A counsellor and a student discussing a career roadmap" },
  },
  sections: [
    {
      heading: "Why career counselling?",
      paragraphs: [
        "There are more career options today than ever before, and more advice too, not all of it reliable. A trained counsellor helps you cut through the noise.",
        "Good counselling does not tell you what to do. It helps you discover what suits you, then shows you the steps, costs and timelines so that you and your family can decide together.",
      ],
    },
    {
      heading: "Who it is for",
      items: [
        { title: "Classes 8 to 10", text: "Discover interests early and choose the right stream with confidence." },
        { title: "Classes 11 and 12", text: "Pick the right courses, entrance exams and colleges." },
        { title: "College students", text: "Plan internships, postgraduate study or a first job." },
        { title: "Working professionals", text: "Switch careers, upskill or plan an MBA or a move abroad." },
      ],
    },
    {
      heading: "What your session includes",
      items: [
        { title: "Psychometric assessment", text: "A reliable test of aptitude, interests and personality." },
        { title: "Detailed report", text: "Your strengths and best-fit career clusters, explained in plain language." },
        {
          title: "One-to-one discussion",
          text: "An unhurried conversation with an experienced counsellor, with parents welcome.",
        },
        { title: "Action plan", text: "Courses, colleges, exams and timelines written down for you to follow." },
      ],
    },
  ],
  cta: {
    heading: "Start with a conversation",
    text: "Book a counselling session and take the first step towards a career you will enjoy.",
    button: { kind: "button", label: "Book a Counselling Session" },
  },
});

export const { meta, hero, sections, cta } = careerCounsellingPage;

/** Stream selection page (/stream-selection). */
import { servicePageSchema } from "../schema";

export const streamSelectionPage = servicePageSchema.parse({
  meta: {
    title: "Stream Selection after 10th & 12th | Disha",
    description:
      "Science, commerce or humanities? Choose your stream after Class 10 or your course after Class 12 with aptitude tests and one-to-one counselling.",
  },
  hero: {
    eyebrow: "Stream selection",
    heading: "Choose the stream that fits you, not the crowd",
    text: "The choice you make after Class 10 or Class 12 shapes the next several years. We help you make it with clarity, using your interests, abilities and goals.",
    image: {
      src: "/images/pages/stream-selection-hero.svg",
      alt: "A student choosing between three paths labelled science, commerce and humanities",
    },
    ctas: [{ kind: "chat", label: "Book a free session" }],
  },
  sections: [
    {
      heading: "Why stream selection matters",
      paragraphs: [
        "Many students choose a stream because friends are choosing it, or because it is considered safe. A year later, some find themselves struggling with subjects they never enjoyed.",
        "A little time spent understanding yourself now can save years of frustration later, and open doors to careers you might never have considered.",
      ],
    },
    {
      heading: "After Class 10",
      intro: "Each stream leads to many careers. Here is a quick look.",
      items: [
        { title: "Science (PCM)", text: "Engineering, architecture, data science, defence, pure sciences and research." },
        { title: "Science (PCB)", text: "Medicine, dentistry, nursing, pharmacy, biotechnology and allied health." },
        { title: "Commerce", text: "Chartered accountancy, finance, banking, business management and economics." },
        { title: "Humanities", text: "Law, psychology, journalism, design, civil services, teaching and social work." },
      ],
    },
    {
      heading: "After Class 12",
      intro: "Choosing a course is as important as choosing a college.",
      items: [
        { title: "Professional degrees", text: "B.Tech, MBBS, BDS, B.Arch, LLB and other programmes with defined career paths." },
        { title: "Management and commerce", text: "BBA, B.Com, BMS and integrated MBA programmes." },
        { title: "Computer applications", text: "BCA and B.Sc in computer science, data science or AI." },
        { title: "Creative and emerging fields", text: "Design, media, hospitality, aviation and sports management." },
      ],
    },
    {
      heading: "How we help you decide",
      items: [
        {
          title: "Aptitude and interest assessment",
          text: "A scientific test that maps your strengths, interests and personality.",
        },
        { title: "One-to-one counselling", text: "A detailed discussion of your report with an experienced counsellor." },
        { title: "Family session", text: "Parents join in so the whole family agrees on the plan." },
        { title: "Written roadmap", text: "A clear plan of subjects, entrance exams and next steps to take home." },
      ],
    },
  ],
  cta: {
    heading: "Confused about your stream?",
    text: "Book a free session and leave with a clear recommendation.",
    button: { kind: "chat", label: "Book a free session" },
  },
});

export const { meta, hero, sections, cta } = streamSelectionPage;

/** School Integrated Program page (/sip). */
import { sipPageSchema } from "../schema";

export const sipPage = sipPageSchema.parse({
  meta: {
    title: "School Integrated Program (SIP) for JEE & NEET | Disha",
    description:
      "Disha's School Integrated Program brings JEE and NEET coaching into school hours, with expert faculty and affordable fees. No extra commute, no burnout.",
  },
  hero: {
    eyebrow: "SIP",
    heading: "School Integrated Program",
    subheading: "Board exams and entrance preparation, together in one school day",
    image: {
      src: "/images/pages/sip-hero.svg",
      alt: "Students in a school classroom solving physics problems with a coaching teacher",
    },
    ctas: [{ kind: "chat", label: "Bring SIP to my school" }],
  },
  heading: "Coaching that comes to your school",
  explanation: [
    "Many students in Classes 9 to 12 spend long hours travelling between school and coaching centres, with little time left to rest or revise. The School Integrated Program changes that.",
    "We work with schools to build JEE and NEET preparation into the regular timetable, so students prepare for entrance exams and board exams at the same time, in the same place, with one plan.",
  ],
  whatIs: {
    heading: "What is the School Integrated Program",
    paragraphs: [
      "SIP is a partnership between your school, Disha and our test-preparation partner. Subject experts teach entrance-level concepts within school hours, in step with the board syllabus.",
      "Regular tests, doubt-clearing sessions and progress reports keep students, parents and teachers informed. Schools get a proven academic programme; students get the best of both worlds.",
    ],
    image: { src: "/images/pages/sip-what-is.svg", alt: "A school timetable with coaching periods highlighted" },
  },
  partner: {
    name: "Saksham Test Prep",
    text: "Our test-preparation partner brings experienced JEE and NEET faculty, a structured study plan, printed study material and an online test series to every SIP school.",
    image: { src: "/images/partners/test-prep-partner.svg", alt: "Test-preparation partner logo" },
  },
  benefits: {
    heading: "Benefits of SIP",
    items: [
      {
        title: "Coaching in school hours",
        text: "No extra travel and no late evenings: preparation happens within the school day.",
      },
      { title: "Expert faculty", text: "Experienced teachers who know the JEE and NEET pattern inside out teach on campus." },
      {
        title: "Result-oriented approach",
        text: "Weekly tests, performance analysis and focused revision keep every student on track.",
      },
      {
        title: "Affordable coaching",
        text: "Quality preparation at a fraction of the fees charged by big-city coaching centres.",
      },
      {
        title: "Skills and placement support",
        text: "Guidance on careers, college admissions and skills that carry students beyond the exam.",
      },
    ],
  },
  coaching: {
    heading: "Targeted coaching for JEE and NEET",
    intro: "Two focused tracks, one for future engineers and one for future doctors.",
    tracks: [
      {
        exam: "JEE",
        stream: "Engineering",
        text: "Preparation for JEE Main and JEE Advanced, built on strong concepts in physics, chemistry and mathematics.",
        points: [
          "Concept classes aligned with the board syllabus",
          "Problem-solving practice at JEE level",
          "Full-length mock tests with rank analysis",
        ],
        image: { src: "/images/pages/sip-jee.svg", alt: "Engineering student with a circuit board and formulae" },
      },
      {
        exam: "NEET",
        stream: "Medical",
        text: "Preparation for NEET UG with special focus on NCERT biology, chemistry and physics.",
        points: [
          "Chapter-wise NCERT mastery",
          "Daily practice questions and diagram drills",
          "Mock tests in the real NEET format",
        ],
        image: { src: "/images/pages/sip-neet.svg", alt: "Medical student with a stethoscope and a biology model" },
      },
    ],
  },
  cta: {
    heading: "Are you a school or a parent?",
    text: "Talk to us about starting the School Integrated Program in your school or enrolling your child.",
    button: { kind: "chat", label: "Talk to our SIP team" },
  },
});

export const { meta, hero, heading, explanation, whatIs, partner, benefits, coaching, cta } = sipPage;

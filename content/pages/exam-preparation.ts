/** Exam preparation page (/exam-preparation). */
import { examPreparationPageSchema } from "../schema";

export const examPreparationPage = examPreparationPageSchema.parse({
  meta: {
    title: "Exam Prep: IELTS, TOEFL, SAT, GRE, CUET, JEE, NEET",
    description:
      "Prepare for IELTS, TOEFL, SAT, GRE, CUET, JEE and NEET with expert faculty, mock tests and personal feedback. Pick the right exam with Disha's counsellors.",
  },
  hero: {
    eyebrow: "Exam preparation",
    heading: "Prepare smart for the exam that opens your door",
    text: "Whether you are aiming for an IIT, a medical college, a central university or a university abroad, we help you prepare with a clear plan and regular practice.",
    image: {
      src: "/images/pages/exam-preparation-hero.svg",
      alt: "A focused student preparing with books, a timer and mock test papers",
    },
    ctas: [{ kind: "chat", label: "Find the right course" }],
  },
  intro: {
    heading: "The right exam, the right plan",
    paragraphs: [
      "Every entrance and language test has its own pattern, timing and scoring. Our counsellors first help you decide which exams you actually need, then connect you with preparation that fits your level and schedule.",
    ],
  },
  exams: {
    heading: "Exams we prepare you for",
    items: [
      {
        id: "ielts",
        name: "IELTS",
        fullName: "International English Language Testing System",
        forWhom: "Study, work and migration to the UK, Australia, Canada and more",
        text: "Listening, reading, writing and speaking practice with band-score feedback on every mock test.",
        image: { src: "/images/exams/ielts.svg", alt: "IELTS exam icon" },
      },
      {
        id: "toefl",
        name: "TOEFL",
        fullName: "Test of English as a Foreign Language",
        forWhom: "Universities in the USA and around the world",
        text: "Computer-based practice for all four sections, with strategies for integrated tasks.",
        image: { src: "/images/exams/toefl.svg", alt: "TOEFL exam icon" },
      },
      {
        id: "sat",
        name: "SAT",
        fullName: "Scholastic Assessment Test",
        forWhom: "Undergraduate admission in the USA and other countries",
        text: "Digital SAT practice in reading, writing and maths, with adaptive mock tests.",
        image: { src: "/images/exams/sat.svg", alt: "SAT exam icon" },
      },
      {
        id: "gre",
        name: "GRE",
        fullName: "Graduate Record Examinations",
        forWhom: "Master's and doctoral programmes abroad",
        text: "Verbal reasoning, quantitative reasoning and analytical writing, built up step by step.",
        image: { src: "/images/exams/gre.svg", alt: "GRE exam icon" },
      },
      {
        id: "cuet",
        name: "CUET",
        fullName: "Common University Entrance Test",
        forWhom: "Undergraduate admission to central and many other universities in India",
        text: "Domain subjects, language and general test practice mapped to the NCERT syllabus.",
        image: { src: "/images/exams/cuet.svg", alt: "CUET exam icon" },
      },
      {
        id: "jee",
        name: "JEE",
        fullName: "Joint Entrance Examination (Main and Advanced)",
        forWhom: "Engineering admission at IITs, NITs and other institutes",
        text: "Concept building in physics, chemistry and mathematics with timed problem-solving practice.",
        image: { src: "/images/exams/jee.svg", alt: "JEE exam icon" },
      },
      {
        id: "neet",
        name: "NEET",
        fullName: "National Eligibility cum Entrance Test (UG)",
        forWhom: "MBBS, BDS, AYUSH and nursing admission in India",
        text: "NCERT-focused biology, chemistry and physics with daily practice and full-length mocks.",
        image: { src: "/images/exams/neet.svg", alt: "NEET exam icon" },
      },
    ],
  },
  approach: {
    heading: "How our preparation works",
    items: [
      { title: "Diagnostic test", text: "We start by finding out where you stand today." },
      { title: "Personal study plan", text: "A week-by-week plan matched to your exam date and your weak areas." },
      { title: "Expert faculty", text: "Experienced teachers who know each exam's pattern and traps." },
      { title: "Mock tests and feedback", text: "Regular full-length tests with detailed analysis and one-to-one review." },
    ],
  },
  cta: {
    heading: "Which exam should you take?",
    text: "Ask a counsellor and get a preparation plan that fits your goal and timeline.",
    button: { kind: "chat", label: "Ask a counsellor" },
  },
});

export const { meta, hero, intro, exams, approach, cta } = examPreparationPage;

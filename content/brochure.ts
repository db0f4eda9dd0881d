/**
 * The printed brochure (public/brochure.pdf, the footer's "Download Pdf"): the copy that is the
 * brochure's own. Figures, offices, admission categories and the study-abroad partners come from
 * the rest of content/, so the brochure and the site cannot disagree.
 */
import { z } from "zod";
import { claims } from "./site";

const text = z.string().trim().min(1);

const brochureSchema = z.object({
  intro: text.max(400),
  services: z
    .array(
      z.object({
        name: text.max(40),
        /** Who the service is for, as one sentence a parent can read aloud. */
        forWhom: text.max(140),
        /** What it includes: short items, printed as a bullet list. */
        includes: z.array(text.max(90)).min(3).max(5),
        /** The site page with the details. */
        path: z.string().regex(/^\/[A-Za-z0-9/-]*$/),
      }),
    )
    .min(10),
  admissionsIntro: text.max(300),
  studyAbroadIntro: text.max(300),
  closing: text.max(200),
});

export const brochure = brochureSchema.parse({
  intro:
    "Disha Education & Careers guides students and families from the first choice of stream to the first job: the right course, the right college and the right country, with honest advice and free counselling at every step.",
  services: [
    {
      name: "Admissions in India",
      forWhom: "Class 12 students and their parents aiming for B.Tech, MBBS or MBA seats in India.",
      includes: [
        "A shortlist of colleges by NIRF rank, fees and past cut-offs",
        "Entrance exam and counselling-round guidance (JoSAA, MCC, state quotas)",
        "Application forms and documents checked before every deadline",
        "Scholarship and education-loan advice",
      ],
      path: "/admisson",
    },
    {
      name: "Career counselling",
      forWhom: "Students from Class 8 to graduation, and young professionals rethinking their path.",
      includes: [
        "Aptitude and interest assessment",
        "One-to-one sessions with an experienced counsellor",
        "A written career roadmap with the next steps",
        "Follow-up reviews as results come in",
      ],
      path: "/career-counselling",
    },
    {
      name: "Stream selection",
      forWhom: "Students finishing Class 10 or Class 12, and parents helping them choose.",
      includes: [
        "Science (PCM and PCB), Commerce and Humanities compared",
        "Subject and board choices that keep options open",
        "The careers and entrance exams each stream leads to",
      ],
      path: "/stream-selection",
    },
    {
      name: "Exam preparation",
      forWhom: "Students preparing for JEE, NEET, CUET, SAT, GRE, IELTS or TOEFL.",
      includes: [
        "A study plan and timetable built around school",
        "Mock tests with feedback on every attempt",
        "Coaching through our test-preparation partners",
        "Registration and exam dates tracked for you",
      ],
      path: "/exam-preparation",
    },
    {
      name: "School Integrated Program (SIP)",
      forWhom: "Schools, and their Class 11 and 12 students preparing for JEE and NEET.",
      includes: [
        "JEE and NEET coaching within school hours",
        "Experienced faculty from our test-preparation partner",
        "Study material and an online test series",
        "Progress reports for parents and the school",
      ],
      path: "/sip",
    },
    {
      name: "Study abroad",
      forWhom: "Students planning a bachelor's or master's degree in the UK, USA, Germany, Canada or Australia.",
      includes: [
        "Country, course and university shortlisting",
        "Statements of purpose and applications",
        `Scholarships of up to ${claims.scholarshipsUpTo} of tuition`,
        `Visa filing (${claims.visaSuccessRate} success rate) and a pre-departure briefing`,
      ],
      path: "/aboradstudy",
    },
    {
      name: "Online MBA",
      forWhom: "Working professionals with two or more years of experience who want to keep their job.",
      includes: [
        "UGC-entitled online MBA programmes from partner universities",
        "Help choosing a specialisation and a university",
        "Admission and fee-instalment support",
      ],
      path: "/onlineMba",
    },
    {
      name: "Skilled migration",
      forWhom:
        "Skilled professionals and tradespeople looking for work in Germany, Australia, the USA, Malta, Portugal or the Gulf.",
      includes: [
        "Job placement through employer tie-ups",
        "Work-visa documentation",
        "Language and skill training",
        "Relocation and settlement support",
      ],
      path: "/skillmigration",
    },
    {
      name: "Settle abroad",
      forWhom: "Students who want a hospitality career abroad, with no IELTS or PTE score needed.",
      includes: [
        "Hospitality programmes in Mauritius and Malta, from ₹2 lakh",
        "Paid internships from day one",
        "Pay the fees after the visa is granted",
      ],
      path: "/settleabroad",
    },
    {
      name: "Placement support",
      forWhom: "Final-year students and graduates, including nurses seeking placements abroad.",
      includes: [
        "Resume and LinkedIn profile building",
        "Mock interviews and group-discussion practice",
        "Referrals to employers in India and abroad",
        "Nursing placements abroad",
      ],
      path: "/placement",
    },
    {
      name: "EduVoyage",
      forWhom: "Schools and their students in Classes 9 to 12.",
      includes: [
        "Visits to college campuses, labs and workplaces",
        "Sample classes and talks with faculty and senior students",
        "A report for the school after every visit",
      ],
      path: "/eduvoyage",
    },
    {
      name: "Franchise partnership",
      forWhom: "Entrepreneurs and education professionals who want to open a Disha centre in their city.",
      includes: [
        "The Disha brand, trusted by families since 2013",
        "Counsellor training and ready-to-use playbooks",
        "University tie-ups and marketing support",
      ],
      path: "/franchise",
    },
  ],
  admissionsIntro:
    "We compare colleges by NIRF rank, fees, average package and entrance exam, then match them to the student's marks, budget and goals.",
  studyAbroadIntro:
    "Our partner universities and colleges in five countries. We stay with the student from the first shortlist to the flight, and after.",
  closing: "Book a free counselling session: call, write, message us on WhatsApp or visit an office.",
});

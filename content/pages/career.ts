/** Careers page (/career). The application form is built elsewhere. */
import { careerPageSchema } from "../schema";

export const careerPage = careerPageSchema.parse({
  meta: {
    title: "Careers at Disha Education & Careers",
    description:
      "Join Disha Education & Careers and help students find their direction. See open roles for counsellors, visa experts and marketers, and apply online today.",
  },
  hero: {
    eyebrow: "Careers",
    heading: "Build a career helping others build theirs",
    text: "We are a growing team of counsellors, visa specialists and educators. If you enjoy guiding young people, we would love to hear from you.",
    image: { src: "/images/pages/career-hero.svg", alt: "A friendly team of counsellors working together in an office" },
    ctas: [{ kind: "link", label: "Apply now", href: "#career-form" }],
  },
  whyWork: {
    heading: "Why work with us",
    items: [
      {
        title: "Meaningful work",
        text: "Every day you help a student or a family make one of the biggest decisions of their lives.",
      },
      {
        title: "Learn and grow",
        text: "Structured training on admissions, visas and counselling, and a clear path to senior roles.",
      },
      { title: "A caring team", text: "Supportive colleagues, fair targets and leaders who still meet students themselves." },
      { title: "Offices in India and abroad", text: "Work from Greater Noida West or Dehradun, with colleagues in Melbourne." },
    ],
  },
  openRoles: {
    heading: "Open roles",
    intro: "Don't see your role? Apply anyway: we keep good applications on file.",
    roles: [
      {
        id: "career-counsellor",
        title: "Career Counsellor",
        location: "Greater Noida West",
        type: "Full time",
        experience: "1 to 4 years",
        summary: "Guide students and parents on streams, courses and colleges through one-to-one sessions and school seminars.",
      },
      {
        id: "study-abroad-counsellor",
        title: "Study Abroad Counsellor",
        location: "Greater Noida West",
        type: "Full time",
        experience: "2 to 5 years",
        summary:
          "Shortlist universities, review applications and statements of purpose, and guide students to their offer letters.",
      },
      {
        id: "visa-documentation-executive",
        title: "Visa Documentation Executive",
        location: "Dehradun",
        type: "Full time",
        experience: "1 to 3 years",
        summary: "Prepare and check student and work visa files for the UK, Canada, Australia and Europe.",
      },
      {
        id: "admissions-coordinator",
        title: "Admissions Coordinator",
        location: "Dehradun",
        type: "Full time",
        experience: "0 to 2 years",
        summary: "Track deadlines, counselling rounds and documents for students seeking admission in India.",
      },
      {
        id: "digital-marketing-executive",
        title: "Digital Marketing Executive",
        location: "Greater Noida West",
        type: "Full time",
        experience: "1 to 3 years",
        summary: "Plan social media, search and video campaigns that reach students and parents.",
      },
    ],
  },
  form: {
    heading: "Apply for a role",
    intro: "Fill in your details and attach your resume. Our HR team reads every application.",
    resumeHint: "PDF only, up to 5 MB.",
  },
});

export const { meta, hero, whyWork, openRoles, form } = careerPage;

/** Blogs page (/blogs): page copy, and the sample article shown while staff have published no blog. */
import { blogsPageSchema } from "../schema";

export const blogsPage = blogsPageSchema.parse({
  meta: {
    title: "Blogs: Admissions, Careers & Study Abroad | Disha",
    description:
      "Practical articles from Disha's counsellors on choosing courses, college admissions, entrance exams, study abroad and building a career you will enjoy.",
  },
  hero: {
    eyebrow: "Blogs",
    heading: "Insights from our counsellors",
    text: "Practical, honest advice for students and parents, written by people who guide families every day.",
    image: { src: "/images/pages/blogs-hero.svg", alt: "An open notebook and laptop with articles about careers" },
  },
  listHeading: "Latest articles",
  intro: "Short, practical reads on courses, colleges, exams and careers. New articles are added regularly.",
  byLabel: "By",
  courseLabel: "Course",
  readLabel: "Read article",
  backLabel: "All articles",
  article: {
    // Staff blogs have cuid ids ("c" + 24 characters), so this one never collides with them.
    id: "1",
    title: "How to choose the right B.Tech branch, not just the right college",
    author: "Anil Bhardwaj",
    course: "B.Tech",
    date: "2025-06-12",
    image: { src: "/images/blogs/choosing-btech-branch.svg", alt: "A student comparing engineering branches on a board" },
    body: [
      "Every year, thousands of students accept any branch at a well-known college simply because of the college's name. Four years later, some of them realise they never enjoyed the subject they studied. The branch you choose matters at least as much as the campus.",
      "Start with your interests. If you enjoy coding and puzzles, computer science, IT or data science may suit you. If you like to see how machines move, consider mechanical or mechatronics. If circuits and signals fascinate you, look at electronics and electrical engineering. Civil engineering is for those who want to build things people use every day.",
      "Next, look at the college's strength in that specific branch: the faculty, the labs, the internships and the placement record for that department, not the college average. A strong department at a good college often beats a weak department at a famous one.",
      "Finally, think about the future, but do not chase trends blindly. Fields like artificial intelligence are growing fast, yet core branches remain in steady demand. Choose a branch you can see yourself learning for the next four years, and the career will follow.",
      "If you are unsure, talk to a counsellor. An aptitude assessment and an honest conversation can save you from a costly mistake.",
    ],
  },
  cta: {
    heading: "Have a question about your own plans?",
    text: "Our counsellors answer questions like these every day. Ask yours on WhatsApp and get a reply from a real person.",
    button: { kind: "chat", label: "Ask a counsellor" },
  },
});

export const { meta, hero, intro, article } = blogsPage;

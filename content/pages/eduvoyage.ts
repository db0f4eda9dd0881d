/** EduVoyage page (/eduvoyage): the school campus-exposure programme. */
import { eduVoyagePageSchema } from "../schema";

export const eduVoyagePage = eduVoyagePageSchema.parse({
  meta: {
    title: "EduVoyage: Campus Exposure for School Students | Disha",
    description:
      "EduVoyage takes school students on guided visits to real college campuses, labs and industries, so they can choose careers with their eyes open.",
  },
  hero: {
    eyebrow: "EduVoyage",
    heading: "See the future before you choose it",
    text: "EduVoyage is a campus-exposure programme that takes school students into colleges, labs and workplaces, so career choices are based on experience, not guesswork.",
    image: { src: "/images/pages/eduvoyage-hero.svg", alt: "School students on a guided tour of a college campus" },
    ctas: [{ kind: "chat", label: "Plan a visit for my school" }],
  },
  timeline: {
    heading: "How EduVoyage came about",
    items: [
      {
        id: "problem",
        label: "The problem",
        title: "Big decisions, little exposure",
        text: "Most students pick a stream or a course after seeing only brochures and hearing advice from relatives. Many realise too late that the course is not what they imagined.",
      },
      {
        id: "solution",
        label: "The solution",
        title: "Experience before decision",
        text: "EduVoyage brings students onto real campuses to attend sample classes, visit labs, meet faculty and talk to senior students before they decide.",
      },
      {
        id: "win-win-win",
        label: "Win-win-win",
        title: "Good for students, schools and colleges",
        text: "Students choose with clarity, schools offer a meaningful learning experience, and colleges meet motivated future applicants.",
      },
      {
        id: "uniqueness",
        label: "What makes it unique",
        title: "Structured, safe and guided",
        text: "Every visit is planned with the school, supervised by trained coordinators and followed by a counselling session, so each student takes home real insight.",
      },
    ],
  },
  benefits: {
    heading: "Who benefits",
    groups: [
      {
        audience: "students",
        title: "For students",
        points: [
          "Experience campus life and classroom teaching first-hand",
          "Explore labs, workshops and libraries across disciplines",
          "Ask questions directly to professors and senior students",
          "Make stream and course choices with confidence",
        ],
        image: { src: "/images/pages/eduvoyage-students.svg", alt: "Curious students looking through a microscope" },
      },
      {
        audience: "schools",
        title: "For schools",
        points: [
          "A ready-made, well-organised experiential learning programme",
          "Better-informed career decisions among your students",
          "Stronger relationships with parents",
          "No planning or logistics burden on teachers",
        ],
        image: { src: "/images/pages/eduvoyage-schools.svg", alt: "A school building with a bus ready for a campus visit" },
      },
      {
        audience: "colleges",
        title: "For colleges",
        points: [
          "Meet motivated students early in their decision-making",
          "Showcase faculty, facilities and achievements",
          "Build lasting links with schools in the region",
          "Attract applicants who are a genuine fit",
        ],
        image: { src: "/images/pages/eduvoyage-colleges.svg", alt: "A college gate welcoming a group of visitors" },
      },
    ],
  },
  offerings: {
    heading: "What EduVoyage offers",
    intro: "Seven experiences that turn a day out into a day of discovery.",
    items: [
      {
        title: "Guided campus tours",
        text: "Walk through classrooms, hostels, libraries and sports facilities with a trained guide.",
      },
      { title: "Sample lectures", text: "Attend short classes by college faculty to feel what each subject is really like." },
      { title: "Lab and workshop sessions", text: "Hands-on activities in engineering, science, design and computing labs." },
      { title: "Industry visits", text: "See how factories, hospitals, hotels and tech offices work from the inside." },
      {
        title: "Talks by professionals",
        text: "Hear doctors, engineers, entrepreneurs and designers describe their real working day.",
      },
      {
        title: "Student mentor meet-ups",
        text: "Informal conversations with college students about courses, exams and campus life.",
      },
      {
        title: "Post-visit counselling",
        text: "A follow-up session helps each student reflect on the visit and plan next steps.",
      },
    ],
  },
  facts: {
    heading: "EduVoyage at a glance",
    items: [
      { value: "Classes 8 to 12", label: "Who can join" },
      { value: "1 day", label: "Typical visit length" },
      { value: "7", label: "Experiences in every programme" },
      { value: "Fully supervised", label: "Coordinators with every group" },
    ],
  },
  cta: {
    heading: "Bring EduVoyage to your school",
    text: "Tell us your school's location and class size, and we will plan a visit that suits your students.",
    button: { kind: "chat", label: "Plan an EduVoyage" },
  },
});

/** Timeline items fade in once when 30 percent visible (specification, section 9). */
export const timelineVisibilityThreshold = 0.3;

export const { meta, hero, timeline, benefits, offerings, facts, cta } = eduVoyagePage;

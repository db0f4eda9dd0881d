/**
 * Online MBA page (/onlineMba): page copy and the 11 programme cards.
 *
 * Partner schools are Indian universities that run UGC-entitled online and
 * distance programmes. Card details (title, duration) are counselling summaries;
 * the page disclaimer says each university confirms the final terms.
 */
import { onlineMbaPageSchema, programmeListSchema, type Programme } from "./schema";

const logo = (id: string, school: string) => ({ src: `/images/programmes/${id}.svg`, alt: `${school} logo` });

export const programmes = programmeListSchema.parse([
  {
    id: "amity-online-mba",
    school: "Amity University Online",
    title: "Online MBA",
    highlight: "Choose from specialisations in marketing, finance, HR and business analytics",
    degree: "MBA",
    durationMonths: 24,
    isNew: false,
    image: logo("amity-online-mba", "Amity University Online"),
  },
  {
    id: "muj-online-mba",
    school: "Manipal University Jaipur (Online Manipal)",
    title: "Online MBA",
    highlight: "Live weekend classes with recorded sessions for flexible learning",
    degree: "MBA",
    durationMonths: 24,
    isNew: false,
    image: logo("muj-online-mba", "Manipal University Jaipur"),
  },
  {
    id: "nmims-diploma-business-management",
    school: "NMIMS Centre for Distance and Online Education",
    title: "Diploma in Business Management",
    highlight: "A one-year foundation in core management for early-career professionals",
    degree: "Diploma",
    durationMonths: 12,
    isNew: false,
    image: logo("nmims-diploma-business-management", "NMIMS CDOE"),
  },
  {
    id: "jain-online-pgc-business-analytics",
    school: "Jain (Deemed-to-be University) Online",
    title: "Post Graduate Certificate in Business Analytics",
    highlight: "Hands-on training in Excel, SQL, Power BI and Python for business decisions",
    degree: "PG Certificate",
    durationMonths: 11,
    isNew: true,
    image: logo("jain-online-pgc-business-analytics", "Jain Online"),
  },
  {
    id: "lpu-online-mba",
    school: "Lovely Professional University Online",
    title: "Online MBA",
    highlight: "Dual specialisation option with industry case studies every term",
    degree: "MBA",
    durationMonths: 24,
    isNew: false,
    image: logo("lpu-online-mba", "LPU Online"),
  },
  {
    id: "cu-online-executive-pgc-digital-marketing",
    school: "Chandigarh University Online",
    title: "Executive PG Certificate in Digital Marketing",
    highlight: "Campaign projects in search, social media and performance marketing",
    degree: "Executive PG Certificate",
    durationMonths: 14,
    isNew: true,
    image: logo("cu-online-executive-pgc-digital-marketing", "Chandigarh University Online"),
  },
  {
    id: "dypatil-online-pgd-hospital-management",
    school: "DY Patil University Online",
    title: "PG Diploma in Hospital and Healthcare Management",
    highlight: "Built for doctors, nurses and healthcare staff moving into administration",
    degree: "PG Diploma",
    durationMonths: 15,
    isNew: false,
    image: logo("dypatil-online-pgd-hospital-management", "DY Patil University Online"),
  },
  {
    id: "symbiosis-ssodl-pgdba",
    school: "Symbiosis School for Online and Digital Learning (SSODL)",
    title: "Post Graduate Diploma in Business Administration",
    highlight: "A compact management programme from a well-known Pune institution",
    degree: "PG Diploma",
    durationMonths: 18,
    isNew: false,
    image: logo("symbiosis-ssodl-pgdba", "Symbiosis SSODL"),
  },
  {
    id: "upes-online-executive-mba",
    school: "UPES Online",
    title: "Executive MBA for Working Professionals",
    highlight: "Flexible pace with electives in energy, logistics and digital business",
    degree: "Executive MBA",
    durationMonths: 30,
    isNew: true,
    image: logo("upes-online-executive-mba", "UPES Online"),
  },
  {
    id: "smu-online-mba",
    school: "Sikkim Manipal University Online",
    title: "Online MBA",
    highlight: "Affordable fees with easy monthly instalment options",
    degree: "MBA",
    durationMonths: 24,
    isNew: false,
    image: logo("smu-online-mba", "Sikkim Manipal University Online"),
  },
  {
    id: "vignan-online-mba",
    school: "Vignan's Foundation for Science, Technology and Research (Vignan Online)",
    title: "Online MBA",
    highlight: "Specialisations in finance, HR, marketing and operations with placement assistance",
    degree: "MBA",
    durationMonths: 24,
    isNew: false,
    image: logo("vignan-online-mba", "Vignan Online"),
  },
]);

export const onlineMbaPage = onlineMbaPageSchema.parse({
  meta: {
    title: "Online MBA from Top Indian Universities | Disha",
    description:
      "Compare UGC-entitled online MBA and management programmes from leading Indian universities. Study while you work, with free counselling from Disha.",
  },
  hero: {
    eyebrow: "Online & distance MBA",
    heading: "Grow your career without pausing it",
    subheading: "UGC-entitled online MBA programmes from India's leading universities",
    text: "Study in the evenings and on weekends, keep your salary, and earn a management qualification that employers respect.",
    image: {
      src: "/images/pages/online-mba-hero.svg",
      alt: "A working professional attending an online class on a laptop at home",
    },
    ctas: [{ kind: "chat", label: "Get free MBA counselling" }],
  },
  intro: {
    heading: "Why an MBA, and why now?",
    paragraphs: [
      "An MBA teaches you to see the whole business: finance, marketing, people, operations and strategy. It is often the step that moves a specialist into a leadership role.",
      "Online programmes bring that learning to you. Classes are live or recorded, exams can be taken online, and the degree carries the same university name as the campus programme.",
    ],
  },
  whyOnline: {
    heading: "Why choose an online MBA",
    items: [
      {
        title: "Learn while you earn",
        text: "Keep your job and your income, and apply what you learn at work the very next day.",
      },
      {
        title: "Recognised degrees",
        text: "Our partner universities offer UGC-entitled programmes, valid for jobs and further study.",
      },
      {
        title: "Flexible schedule",
        text: "Weekend live sessions, recorded lectures and online exams fit around work and family.",
      },
      { title: "Affordable fees", text: "Pay a fraction of campus fees, often in easy semester-wise or monthly instalments." },
    ],
  },
  eligibility: {
    heading: "Who should apply",
    points: [
      "A bachelor's degree in any discipline from a recognised university.",
      "2+ years of work experience is needed for MBA applicants, so that you bring real workplace problems into class.",
      "A clear goal: a promotion, a change of function or the confidence to start your own venture.",
    ],
  },
  careerImpact: {
    heading: "What an MBA can do for your salary",
    text: "Professionals who complete an MBA and move into a larger role commonly see a salary hike of 30 to 70 percent, depending on industry, experience and specialisation.",
    stats: [
      { value: "30 to 70 percent", label: "Salary hike reported after an MBA" },
      { value: "2+ years", label: "Work experience needed for MBA applicants" },
      { value: "11", label: "Programmes to compare with a counsellor" },
    ],
  },
  programmes: {
    heading: "Programmes from our partner universities",
    intro: "Compare formats and durations, then talk to a counsellor about the one that fits your goals.",
    newTag: "New course",
    viewLabel: "View Program",
    durationUnit: "months",
    disclaimer:
      "Programme durations, fees, specialisations and eligibility are set by each university and confirmed at the time of admission.",
  },
  cta: {
    heading: "Not sure which programme fits you?",
    text: "Share your experience and goals with us and we will shortlist two or three programmes that match, free of charge.",
    button: { kind: "chat", label: "Talk to an MBA counsellor" },
  },
});

export const { meta, hero, intro, whyOnline, eligibility, careerImpact } = onlineMbaPage;

/** "24 months" style label for a card. */
export const durationLabel = (months: number): string => `${months} ${onlineMbaPage.programmes.durationUnit}`;

/** The chat greeting of a card's View Program link, so the counsellor knows which programme it is about. */
export const programmeGreeting = (programme: Programme): string =>
  `Hello, I would like to know more about the ${programme.title} (${programme.school}).`;

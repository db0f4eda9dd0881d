/**
 * Home page content, section by section in the order the page shows them.
 * Videos, FAQs and testimonials live in their own modules.
 */
import { homeSchema } from "./schema";
import { claims } from "./site";

export const home = homeSchema.parse({
  meta: {
    title: "Disha Education & Careers | Career Counselling",
    description:
      "Free career counselling, college admissions in India, study abroad and online MBA guidance for students and parents. Talk to a Disha counsellor today.",
  },

  /* 1. Scrolling ticker */
  ticker: [
    "Get admission now",
    // The year comes from the date (lib/site/admission-session.ts).
    "Limited seats for the {session} session: book your free counselling today",
    `${claims.tickerPlacements} placements and counting`,
    "B.Tech, Medical and Management admissions open",
  ],

  /* 2. Carousel: 6 slides */
  slides: [
    {
      id: "premier-consultancy",
      eyebrow: "Premier education consultancy",
      heading: "Every step of your career, guided by people who care",
      text: "From choosing a stream to landing your first job, Disha walks with you through each stage. Pick a step to begin.",
      image: {
        src: "/images/slides/premier-consultancy.svg",
        alt: "A student at a crossroads with signposts to six career steps",
      },
      chatLabel: "Talk to a counsellor",
      hub: [
        { label: "Career Counselling", href: "/career-counselling" },
        { label: "Stream Selection", href: "/stream-selection" },
        { label: "College Selection", href: "/admisson" },
        { label: "Exam Preparation", href: "/exam-preparation" },
        { label: "Admission", href: "/admisson" },
        { label: "Placement", href: "/placement" },
      ],
    },
    {
      id: "founder",
      eyebrow: "Meet our founder",
      heading: "Guidance built on two decades of experience",
      text: `Our founder has spent ${claims.yearsExperienceHome} years helping young people find their direction. Under his leadership, Disha has counselled ${claims.studentsCounselled} students and their families.`,
      image: { src: "/images/slides/founder.svg", alt: "Illustrated portrait of the founder of Disha Education & Careers" },
      chatLabel: "Speak with our team",
      highlights: [`${claims.studentsCounselled} students counselled`, `${claims.yearsExperienceHome} years' experience`],
    },
    {
      id: "admissions-90",
      eyebrow: "Results that speak",
      heading: `${claims.topCollegeAdmissions} of our students secure admission in top colleges`,
      text: "A clear shortlist, a realistic plan and timely applications make the difference. We help you apply where you truly have a chance, and to colleges that deserve you.",
      image: { src: "/images/slides/admissions-90.svg", alt: "Graduates throwing caps in front of a college building" },
      chatLabel: "Plan my admission",
      highlights: ["B.Tech", "Medical", "Management"],
    },
    {
      id: "global-academic-journey",
      eyebrow: "Study abroad",
      heading: "Begin your global academic journey",
      text: `Study in the UK, USA, Canada, Germany, Australia or New Zealand with end-to-end support: university shortlisting, applications, scholarships up to ${claims.scholarshipsUpTo} and visa filing with a ${claims.visaSuccessRate} success rate.`,
      image: {
        src: "/images/slides/global-academic-journey.svg",
        alt: "A student with a suitcase beside a globe and flight path",
      },
      chatLabel: "Explore study abroad",
      highlights: [
        `Scholarships up to ${claims.scholarshipsUpTo}`,
        `Courses starting at ${claims.coursesStartingAt}`,
        `${claims.visaSuccessRate} visa success rate`,
      ],
    },
    {
      id: "global-careers",
      eyebrow: "Work abroad",
      heading: "Global careers in healthcare and IT",
      text: `Nurses, care professionals, software engineers and IT specialists are in demand worldwide. We have supported ${claims.globalPlacements} global placements, with help on licensing, language tests, interviews and work visas.`,
      image: { src: "/images/slides/global-careers.svg", alt: "A nurse and a software engineer standing before a world map" },
      chatLabel: "Ask about jobs abroad",
      highlights: ["Nursing and allied health", "Software and IT services", "Work visa guidance"],
    },
    {
      id: "tech-programmes",
      eyebrow: "Industry-driven technology programmes",
      heading: "Learn the skills employers are hiring for",
      text: "Degree programmes with built-in industry training in AI, data science, cloud and cyber security, offered by our two partner providers together with their partner colleges.",
      image: { src: "/images/slides/tech-programmes.svg", alt: "Students working on laptops with code, cloud and data icons" },
      chatLabel: "Know more about the programmes",
      providers: [
        {
          name: "TechBridge Skills Alliance",
          summary: "Industry-embedded B.Tech and BCA specialisations taught with working engineers.",
          claims: ["35+ partner colleges", "100% placement support"],
          partnerColleges: [
            "Engineering colleges in Greater Noida and Noida",
            "Private universities in Dehradun",
            "Technical institutes in Jaipur",
            "Engineering colleges in Lucknow",
          ],
        },
        {
          name: "FutureStack Learning",
          summary: "Project-based programmes in data science, cloud computing and cyber security.",
          claims: ["Live industry projects every semester", "Internship in the final year"],
          partnerColleges: [
            "Management and technology colleges in Delhi NCR",
            "Private universities in Punjab",
            "Engineering colleges in Pune",
          ],
        },
      ],
    },
  ],

  /* 3. Results ribbon */
  results: {
    heading: "Check your results",
    cards: [
      {
        id: "jee-main",
        title: "JEE Main Result",
        icon: { src: "/images/icons/result-jee-main.svg", alt: "JEE Main result icon" },
        action: { type: "external", href: "https://jeemain.nta.nic.in", newTab: true },
      },
      {
        id: "jee-advanced",
        title: "JEE Advanced Result",
        icon: { src: "/images/icons/result-jee-advanced.svg", alt: "JEE Advanced result icon" },
        action: { type: "external", href: "https://jeeadv.ac.in", newTab: true },
      },
      {
        id: "class-10",
        title: "10th Result",
        icon: { src: "/images/icons/result-10th.svg", alt: "Class 10 result icon" },
        action: { type: "internal", href: "/boards/10th" },
      },
      {
        id: "class-12",
        title: "12th Result",
        icon: { src: "/images/icons/result-12th.svg", alt: "Class 12 result icon" },
        action: { type: "internal", href: "/boards/12th" },
      },
    ],
  },

  /* 4. Welcome quote */
  welcome: {
    quote:
      "Every student carries a spark. Our work is to help you see it, give it a direction and find the place where it can grow. Welcome to Disha: let us take the next step together.",
    attribution: "Anil Bhardwaj",
    role: "Founder & CEO, Disha Education & Careers",
  },

  /* 5. Videos (list in content/videos.ts) */
  videos: {
    heading: "Watch and learn",
    intro: "Short talks on learning, motivation and career choices, picked by our counsellors for students and parents.",
    allVideosLabel: "View all videos",
  },

  /* 6. What's in it for you */
  benefits: {
    heading: "What's in it for you",
    intro:
      "A counselling session with Disha is a conversation about you: your interests, your strengths and the life you want to build.",
    items: [
      {
        title: "Explore",
        text: "Discover courses and careers you may never have heard of, from data science to hospitality to allied health.",
        image: { src: "/images/icons/benefit-explore.svg", alt: "Compass icon" },
      },
      {
        title: "Discover your abilities",
        text: "Aptitude and interest assessments reveal what you are naturally good at and what you genuinely enjoy.",
        image: { src: "/images/icons/benefit-abilities.svg", alt: "Light bulb icon" },
      },
      {
        title: "Set career goals",
        text: "Turn a vague wish into a clear goal with milestones for the next one, three and five years.",
        image: { src: "/images/icons/benefit-goals.svg", alt: "Target icon" },
      },
      {
        title: "Guidance from counsellors",
        text: "Experienced counsellors answer your questions honestly, and speak with your parents too.",
        image: { src: "/images/icons/benefit-counsellors.svg", alt: "Counsellor talking with a student icon" },
      },
      {
        title: "Boost your confidence",
        text: "Walk into exams, interviews and new campuses knowing you have a plan and people behind you.",
        image: { src: "/images/icons/benefit-confidence.svg", alt: "Rising arrow icon" },
      },
    ],
  },

  /* 7. Admission Updates */
  updates: {
    heading: "Admission Updates",
    intro: "The latest dates and changes our counsellors are tracking for you.",
    viewAllLabel: "View All Updates",
    articles: [
      {
        id: "btech-registration-extended",
        blogId: "2",
        title: "B.Tech registration at several private universities extended to June 20, 2025",
        category: "Engineering",
        date: "2025-06-09",
        author: "Disha Admissions Desk",
        views: 1840,
        summary:
          "Students who missed the first window can still apply. The registration deadline at several partner private universities has been extended to June 20, 2025. Keep your Class 12 marks and entrance scorecard ready.",
        image: { src: "/images/updates/btech-registration-extended.svg", alt: "Calendar with June 20 circled" },
        body: [
          "Several of our partner private universities have extended their B.Tech registration deadline to June 20, 2025. If you missed the first window because of board exams, entrance results or simply indecision, you still have time to apply, but not much.",
          "Before you fill in a form, check three things on the university's own admissions page: the exact last date and time, the entrance exam or score it accepts (JEE Main, its own test or Class 12 marks), and the application fee. Dates differ from one university to the next, and an extension at one does not mean an extension everywhere.",
          "Keep these ready as scanned copies: your Class 10 and Class 12 mark sheets (or your admit card if results are awaited), your entrance exam scorecard, a recent photograph, your signature and an identity proof. Most forms ask you to choose your preferred branches in order, so decide on them before you start.",
          "Registration is only the first step. Counselling rounds, seat allotment and fee deadlines follow quickly, so note every date the university sends you. If you are comparing offers, a counsellor can help you weigh the branch, the fees and the placement record side by side.",
        ],
      },
      {
        id: "neet-counselling-checklist",
        blogId: "3",
        title: "NEET UG 2025 results are out: your counselling checklist",
        category: "Medical",
        date: "2025-06-16",
        author: "Dr. Kavita Sharma",
        readMinutes: 5,
        summary:
          "All India Quota or state quota, government or private, MBBS or BDS: here is how to plan your choices and which documents to keep ready before counselling registration opens.",
        image: { src: "/images/updates/neet-counselling-checklist.svg", alt: "Stethoscope beside a checklist" },
        body: [
          "NEET UG 2025 results are out, and the next step is counselling. Seats are filled in two streams: the All India Quota (15% of seats in government medical colleges, plus deemed and central universities, AIIMS and JIPMER), run by the Medical Counselling Committee, and the state quota (the remaining 85% of government seats and private college seats), run by each state's own counselling authority.",
          "You can register for both, and most students should. Check your state's eligibility rules (domicile, where you studied Class 10 and 12) and its registration dates, which do not line up with the MCC schedule.",
          "Keep these documents ready: your NEET UG admit card and scorecard, Class 10 certificate (for date of birth) and Class 12 mark sheet, identity proof, passport-size photographs, a category certificate if you claim a reserved seat, and a domicile certificate for state counselling.",
          "Fill your choices with care: government or private, MBBS or BDS, and the total fees, not only the tuition. Lock your choices only when you are sure, since an allotted seat you do not take can cost you the security deposit. If you are unsure where your rank can take you, talk to a counsellor before choice filling closes.",
        ],
      },
      {
        id: "mba-admissions-working-professionals",
        blogId: "4",
        title: "MBA admissions 2025: options for working professionals",
        category: "Management",
        date: "2025-06-24",
        author: "Rohit Verma",
        readMinutes: 4,
        summary:
          "Weekend, executive and UGC-entitled online MBA programmes let you study without leaving your job. We compare formats, fees and what recruiters look for.",
        image: {
          src: "/images/updates/mba-admissions-working-professionals.svg",
          alt: "Professional studying on a laptop in the evening",
        },
        body: [
          "You do not have to leave your job to earn an MBA. Weekend and evening programmes, executive MBAs for experienced managers and UGC-entitled online MBAs all let you keep working while you study.",
          "Weekend and executive programmes are taught in person or in blocks on campus, which gives you a classmate network and direct access to faculty. They usually expect several years of work experience and cost more. Online MBAs from UGC-entitled universities are the most flexible and affordable, with recorded lectures, live sessions and online exams.",
          "Compare programmes on four points: whether the degree is recognised (check the UGC's list for online degrees), the total fees and what they include, the time you must spend each week, and the support for placements or career moves that the programme really offers.",
          "Recruiters look at what you can do with the degree: the skills you bring back to your work, a specialisation that fits your field, and projects that show results. Our counsellors can help you shortlist programmes that suit your experience, budget and goals.",
        ],
      },
    ],
  },

  /* 8. Sanskrit verse (Hitopadesha) */
  verse: {
    devanagari: ["विद्या ददाति विनयं विनयाद् याति पात्रताम्।", "पात्रत्वाद् धनमाप्नोति धनाद् धर्मं ततः सुखम्॥"],
    transliteration: ["vidyā dadāti vinayaṃ vinayād yāti pātratām,", "pātratvād dhanam āpnoti dhanād dharmaṃ tataḥ sukham."],
    translation:
      "Knowledge gives humility; humility makes a person worthy; worthiness brings prosperity; prosperity, used well, leads to right action; and right action leads to happiness.",
    source: "Hitopadesha",
  },

  /* 9. FAQ (items in content/faqs.ts) */
  faq: {
    heading: "Frequently asked questions",
    intro: "Quick answers to what students and parents ask us most.",
    askLabel: "Ask Your Question",
  },

  /* 10. Testimonials (items in content/testimonials.ts) */
  testimonials: {
    heading: "What our students say",
    intro: "Real journeys from students who found their direction with Disha.",
    bookLabel: "Book Your Career Counselling Session",
  },

  /* Study abroad with Disha: the anchors the footer links to (#study-uk … #visa-assistance) */
  studyAbroad: {
    heading: "Study abroad with Disha",
    intro: "Pick a destination and we take care of the rest: the right university, the application, the money and the visa.",
    destinations: [
      {
        id: "study-uk",
        code: "UK",
        title: "Study in the UK",
        text: "One-year master's degrees at world-ranked universities, and the Graduate Route to work for two years after you finish.",
        link: { label: "Explore UK universities", href: "/aboradstudy" },
      },
      {
        id: "study-us",
        code: "US",
        title: "Study in the USA",
        text: "The widest choice of courses anywhere, and up to three years of practical training after a STEM degree.",
        link: { label: "Explore US universities", href: "/aboradstudy?country=usa" },
      },
      {
        id: "study-nz",
        code: "NZ",
        title: "Study in New Zealand",
        text: "Safe, welcoming cities, practical courses with small classes, and post-study work visas of up to three years.",
        // No New Zealand tab on the study-abroad page (no partner universities listed there yet): a counsellor instead.
        link: { label: "Ask a counsellor about New Zealand", href: "/contact#counselling-form" },
      },
      {
        id: "study-australia",
        code: "AU",
        title: "Study in Australia",
        text: "Globally ranked universities, part-time work rights while you study and post-study work visas after graduation.",
        link: { label: "Explore Australian universities", href: "/aboradstudy?country=australia" },
      },
      {
        id: "study-canada",
        code: "CA",
        title: "Study in Canada",
        text: "Co-op programmes that combine study with paid work, and a post-graduation work permit of up to three years.",
        link: { label: "Explore options in Canada", href: "/aboradstudy?country=canada" },
      },
    ],
    support: [
      {
        id: "scholarships",
        title: `Scholarships up to ${claims.scholarshipsUpTo}`,
        text: "We search merit and need-based awards at every university on your shortlist and help you write essays that win them.",
        chat: {
          label: "Ask about scholarships",
          greeting: "Hello, I would like to know about scholarships for studying abroad.",
        },
      },
      {
        id: "visa-assistance",
        title: "Visa assistance",
        text: `Document checklists, financial proof, mock interviews and a complete file: a ${claims.visaSuccessRate} visa success rate.`,
        chat: { label: "Get visa help", greeting: "Hello, I need help with my student visa application." },
      },
    ],
  },

  /* 11. Top universities to study abroad */
  topUniversities: {
    heading: "Top Universities to Study Abroad",
    intro:
      "Our partner universities and colleges, by country. Open one for its courses and intakes, and let us help you find the right fit for your course and budget.",
    tabs: [
      { key: "uk", label: "United Kingdom" },
      { key: "usa", label: "USA" },
      { key: "germany", label: "Germany" },
      { key: "canada", label: "Canada" },
      { key: "australia", label: "Australia" },
    ],
    defaultTab: "uk",
  },
});

export const {
  meta,
  ticker,
  slides,
  results,
  welcome,
  videos: videosSection,
  benefits,
  updates,
  verse,
  faq: faqSection,
  testimonials: testimonialsSection,
  studyAbroad,
  topUniversities,
} = home;

/** The hero carousel: a 300 ms slide, one in view, rotating every 5 s. */
export const carouselSettings = { speedMs: 300, slidesPerView: 1, autoplay: true, autoplayDelayMs: 5000 } as const;

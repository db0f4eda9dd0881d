/** Franchise partner page (/franchise). The enquiry form is built elsewhere. */
import { franchisePageSchema } from "../schema";

export const franchisePage = franchisePageSchema.parse({
  meta: {
    title: "Franchise Partnership | Disha Education & Careers",
    description:
      "Open a Disha franchise in your city. Get our brand, training, university tie-ups and marketing support to run a trusted career counselling centre.",
  },
  hero: {
    eyebrow: "Franchise partnership",
    heading: "Build a counselling centre your city can trust",
    text: "Partner with Disha Education & Careers and bring proven career guidance, admissions and study abroad services to students near you.",
    image: { src: "/images/pages/franchise-hero.svg", alt: "Two business partners shaking hands in front of a Disha centre" },
    ctas: [{ kind: "link", label: "Apply for a franchise", href: "#franchise-form" }],
  },
  whyJoin: {
    heading: "Why join Disha",
    intro: "Everything you need to start strong and grow steadily.",
    items: [
      { title: "A trusted brand", text: "Benefit from a name families have relied on since 2013." },
      { title: "Training and playbooks", text: "Counsellor training, sales processes and ready-to-use material from day one." },
      { title: "University and college network", text: "Access our tie-ups with 150+ universities in India and abroad." },
      { title: "Marketing support", text: "Digital campaigns, seminars and local promotions planned with our central team." },
      { title: "Back-office help", text: "Our experts support you with applications, documentation and visa files." },
      { title: "Growing market", text: "Demand for counselling, admissions and study abroad keeps rising every year." },
    ],
  },
  whoWeLookFor: {
    heading: "Who we look for",
    intro: "We partner with people who care about students as much as we do.",
    points: [
      "Educators, counsellors, coaching centre owners and entrepreneurs passionate about education.",
      "A small office space in a visible, accessible location in your town or city.",
      "The ability to invest in setting up and running the centre for its first year.",
      "Good local connections with schools, colleges and parents.",
      "A commitment to honest advice and to Disha's values.",
    ],
  },
  form: {
    heading: "Franchise enquiry",
    intro: "Tell us about your organisation and our partnerships team will contact you within two working days.",
  },
});

export const { meta, hero, whyJoin, whoWeLookFor, form } = franchisePage;

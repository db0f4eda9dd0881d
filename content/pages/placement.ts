/** Placement page (/placement), including nursing placements abroad. */
import { placementPageSchema } from "../schema";
import { claims } from "../site";

export const placementPage = placementPageSchema.parse({
  meta: {
    title: "Placement Support & Nursing Jobs Abroad | Disha",
    description:
      "Placement support for graduates and professionals in India and abroad, including nursing jobs overseas. Resume help, interview practice and employer links.",
  },
  hero: {
    eyebrow: "Placement",
    heading: "From classroom to career",
    text: "A degree is the start, not the finish. We help you prepare for interviews, reach the right employers and land a job that matches your skills, in India or abroad.",
    image: { src: "/images/pages/placement-hero.svg", alt: "A graduate shaking hands with an employer after an interview" },
    ctas: [{ kind: "chat", label: "Get placement support" }],
  },
  statsHeading: "Our track record",
  stats: [
    { value: claims.globalPlacements, label: "Global placements" },
    { value: claims.universityPartners, label: "University partners" },
    { value: claims.successStories, label: "Success stories" },
  ],
  services: {
    heading: "How we help you get hired",
    items: [
      {
        title: "Resume and profile building",
        text: "A clear, honest resume and a professional LinkedIn profile that recruiters notice.",
      },
      {
        title: "Interview preparation",
        text: "Mock interviews, group discussion practice and feedback from industry professionals.",
      },
      { title: "Employer connections", text: "Introductions to recruiters and companies hiring in your field." },
      { title: "Skill upgrades", text: "Short courses in communication, technology and job-specific skills to close the gaps." },
    ],
  },
  nursing: {
    heading: "Nursing placements abroad",
    text: "Indian nurses are respected around the world for their skill and compassion. We guide qualified nurses through every step of working overseas.",
    points: [
      "Opportunities in the UK, Germany, Australia, the USA and the Gulf",
      "Guidance on nursing registration and licensing exams",
      "Preparation for English and language tests",
      "Interview coaching with international hospitals",
      "Work visa filing and pre-departure briefing",
    ],
    image: {
      src: "/images/pages/placement-nursing.svg",
      alt: "Nurses in uniform in front of a hospital with flags of several countries",
    },
  },
  process: {
    heading: "Our placement process",
    items: [
      { title: "Profile review", text: "We understand your qualifications, experience and preferred locations." },
      { title: "Preparation", text: "Resume, interview and skill training tailored to your target roles." },
      { title: "Matching", text: "We share your profile with suitable employers and schedule interviews." },
      { title: "Offer and joining", text: "Support with offer letters, documents and, for jobs abroad, visas and travel." },
    ],
  },
  cta: {
    heading: "Ready for your next role?",
    text: "Tell us about your qualification and experience, and we will suggest the best way forward.",
    button: { kind: "chat", label: "Talk to our placement team" },
  },
});

export const { meta, hero, stats, services, nursing, process: processSection, cta } = placementPage;

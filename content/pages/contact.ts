/** Contact page (/contact). Offices, phone, e-mail and hours come from content/site.ts. */
import { contactPageSchema } from "../schema";

export const contactPage = contactPageSchema.parse({
  meta: {
    title: "Contact Us | Disha Education & Careers",
    description:
      "Call, e-mail or visit Disha Education & Careers in Greater Noida West, Dehradun or Melbourne. Register for a free counselling session with our experts.",
  },
  hero: {
    eyebrow: "Contact us",
    heading: "We are here to help",
    text: "Have a question about courses, admissions or studying abroad? Reach out and a counsellor will get back to you.",
    image: { src: "/images/pages/contact-hero.svg", alt: "A friendly counsellor answering a phone call at a help desk" },
  },
  intro:
    "Fill in the form and our team will call you back, usually within one working day. You can also call us, write to us or drop in at any of our offices.",
  formHeading: "Register for Counselling",
  formIntro: "Share a few details so we can prepare for your session.",
  officesHeading: "Our offices",
  reachHeading: "Reach us",
  phoneLabel: "Call us",
  emailLabel: "Email us",
  hoursLabel: "Working hours",
  whatsappLabel: "Chat on WhatsApp",
  mapTitle: "Map of our head office in Greater Noida West",
});

export const { meta, hero, intro, formHeading, formIntro } = contactPage;

/** Terms & conditions page (/terms): exactly seven sections. */
import { termsPageSchema } from "../schema";
import { site } from "../site";

export const termsPage = termsPageSchema.parse({
  meta: {
    title: "Terms & Conditions | Disha Education & Careers",
    description:
      "The terms that apply when you use the Disha Education & Careers website and counselling services: your responsibilities, our role, fees, liability and contact.",
  },
  heading: "Terms & Conditions",
  lastUpdated: "Last updated: 20 May 2025",
  intro:
    "Please read these terms carefully. By using our website or services you agree to them. If you do not agree, please do not use the website.",
  sections: [
    {
      id: "use-of-website",
      heading: "1. Use of the website",
      paragraphs: [
        "You may use this website to learn about our services, create an account and send us enquiries. You agree not to misuse it, attempt to break its security or submit false information.",
      ],
    },
    {
      id: "accounts",
      heading: "2. Your account",
      paragraphs: [
        "You are responsible for keeping your password and login codes private and for all activity under your account. Tell us at once if you think someone else has used it.",
      ],
    },
    {
      id: "our-services",
      heading: "3. Our services",
      paragraphs: [
        "We provide counselling, guidance and application support. Admission, scholarship, visa and job decisions are made by universities, colleges, employers and government authorities, not by us, so we cannot guarantee any particular outcome.",
      ],
    },
    {
      id: "information-accuracy",
      heading: "4. Accuracy of information",
      paragraphs: [
        "We work hard to keep fees, rankings, dates and other details up to date, but they are set by third parties and can change. Always confirm important details with the institution before you pay or apply.",
      ],
    },
    {
      id: "fees-and-payments",
      heading: "5. Fees and payments",
      paragraphs: [
        "Any fee for a paid service is explained to you in writing before you sign up. Fees paid to universities, colleges, testing bodies or embassies are governed by their own rules.",
      ],
    },
    {
      id: "liability",
      heading: "6. Limitation of liability",
      paragraphs: [
        "To the extent the law allows, we are not liable for losses caused by decisions of third parties, by links to external websites, or by information you did not share with us accurately.",
      ],
    },
    {
      id: "changes-and-contact",
      heading: "7. Changes and contact",
      paragraphs: [
        `We may update these terms from time to time; the date above shows the latest version. These terms are governed by the laws of India. Questions? Write to ${site.contactEmail}.`,
      ],
    },
  ],
});

export const { meta, heading, lastUpdated, intro, sections } = termsPage;

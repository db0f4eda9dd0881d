/** Privacy policy page (/privacy). */
import { privacyPageSchema } from "../schema";
import { site } from "../site";

export const privacyPage = privacyPageSchema.parse({
  meta: {
    title: "Privacy Policy | Disha Education & Careers",
    description:
      "How Disha Education & Careers collects, uses, protects and keeps your personal information, and how you can access or delete it or withdraw your consent.",
  },
  heading: "Privacy Policy",
  lastUpdated: "Last updated: 20 May 2025",
  intro:
    "Your trust matters to us. This policy explains what information Disha Education & Careers collects when you use our website, why we collect it, how we protect it and the choices you have.",
  sections: [
    {
      id: "information-we-collect",
      heading: "Information we collect",
      paragraphs: ["We collect only the information we need to counsel you and to run your account:"],
      points: [
        "Your name, e-mail address and mobile number.",
        "Enquiry details you share with us, such as your marks, the course you are interested in and any entrance exam you have taken.",
        "Whether your account and e-mail address have been verified.",
        "The dates and times you log in to your account.",
        "Details you send with a franchise enquiry or a job application, including your resume.",
      ],
    },
    {
      id: "how-we-use-it",
      heading: "How we use your information",
      paragraphs: ["We use your information to:"],
      points: [
        "Respond to your enquiry and arrange counselling sessions.",
        "Create and secure your account, and let you log in.",
        "Send you one-time login codes, password-reset links and replies to your enquiries.",
        "Process franchise enquiries and job applications.",
        "Improve our services and keep our website safe from misuse.",
      ],
    },
    {
      id: "security",
      heading: "How we protect your information",
      paragraphs: ["We take reasonable technical and organisational measures to keep your information safe:"],
      points: [
        "Our website is served only over encrypted HTTPS connections.",
        "Passwords are never stored as text. They are hashed with Argon2, a modern password-hashing algorithm.",
        "One-time login codes expire after 10 minutes and can be used only once.",
        "Password-reset links expire after 1 hour and work only once.",
        "Only authorised staff can see enquiries, and only to help you.",
      ],
    },
    {
      id: "email-delivery",
      heading: "E-mail delivery service",
      paragraphs: [
        "We send e-mails such as login codes, password-reset links and enquiry confirmations through a third-party e-mail delivery service. Our connection to it is authenticated (for example with OAuth) and encrypted.",
        "The service receives only what it needs to deliver a message, such as your e-mail address and the message itself, and may not use it for any other purpose.",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep your information",
      paragraphs: [
        "We keep your account information for as long as your account is active, and enquiry records for as long as we need them to serve you or as the law requires.",
        "Verification links and codes are temporary: any e-mail verification token expires within 24 hours, login codes within 10 minutes and reset links within 1 hour. Expired tokens cannot be used.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      paragraphs: ["You are in control of your information. You can ask us to:"],
      points: [
        "Give you access to the personal information we hold about you.",
        "Correct it if it is wrong. You can also edit your name and mobile number in your profile.",
        "Delete your account and personal information.",
        "Stop contacting you: you may withdraw your consent at any time.",
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      paragraphs: [
        `For any question about this policy or your information, write to us at ${site.contactEmail} or call ${site.phoneDisplay} (${site.hours}). We will reply within 30 days.`,
      ],
    },
  ],
});

export const { meta, heading, lastUpdated, intro, sections } = privacyPage;
export default privacyPage;

/**
 * Privacy policy page (/privacy). Every statement here describes how this product actually
 * behaves (see DESIGN.md, "Security" and "E-mail"); change the text when the behaviour changes,
 * and move `version` to the date of the change.
 */
import { privacyPageSchema } from "../schema";
import { site } from "../site";

export const privacyPage = privacyPageSchema.parse({
  meta: {
    title: "Privacy Policy | Disha Education & Careers",
    description:
      "How Disha Education & Careers collects, uses, protects and keeps your personal information, and how you can access or delete it or withdraw your consent.",
  },
  heading: "Privacy Policy",
  version: "2026-11-25",
  intro:
    "Your trust matters to us. This policy explains, in plain language, what information Disha Education & Careers collects when you use our website, why we collect it, how we protect it, how long we keep it and the choices you have.",
  sections: [
    {
      id: "information-we-collect",
      heading: "Information we collect",
      paragraphs: ["We collect only what we need to counsel you and to run your account:"],
      points: [
        "Account details: your name, e-mail address and mobile number, and your password in hashed form (never the password itself).",
        "Whether your e-mail address has been verified, and the date and time of your logins.",
        "Counselling enquiries: the course you are interested in, your marks and any entrance exam you have taken.",
        "Franchise enquiries: your organisation, contact person, website and the details you share about your company.",
        "Job applications: your personal details, salary expectations and the resume you upload.",
        "The network (IP) address of each request, used only to enforce the rate limits described below.",
      ],
    },
    {
      id: "how-we-use-it",
      heading: "How we use your information",
      paragraphs: ["We use your information to:"],
      points: [
        "Call or write back about your enquiry and arrange counselling sessions.",
        "Create your account, let you log in and keep your account secure.",
        "Send you one-time login codes, password-reset links and acknowledgements of your enquiries.",
        "Consider franchise enquiries and job applications.",
        "Protect the website from misuse, such as repeated password guessing or spam.",
      ],
    },
    {
      id: "security",
      heading: "How we protect your information",
      paragraphs: ["We take these technical and organisational measures to keep your information safe:"],
      points: [
        "Our website is served only over encrypted HTTPS connections.",
        "Passwords are never stored as text: they are hashed with Argon2id, a modern password-hashing algorithm, so not even our staff can read them.",
        "One-time login codes have 6 digits, expire after 10 minutes, allow at most 5 attempts and work only once. We store only a hash of each code.",
        "Password-reset links expire after 1 hour and work only once. When you reset your password, you are signed out on every other device.",
        "We answer a password-reset request in the same way whether or not the e-mail address has an account, so the form cannot be used to find out who is registered.",
        "Logins, code checks, password-reset requests, registrations and every public form are rate limited per network address and per account; past the limit you are asked to wait before trying again.",
        "Only our counsellors and administrators, signed in with their own accounts, can see enquiries and applications. Resumes can be downloaded by staff only.",
      ],
    },
    {
      id: "email-delivery",
      heading: "E-mail delivery service",
      paragraphs: [
        "We send login codes, password-reset links, enquiry acknowledgements and notifications to our team through a third-party e-mail delivery service. Our connection to it is authenticated (for example with OAuth) and encrypted.",
        "Each e-mail is first saved in our own database together with the enquiry or request it belongs to, and then handed to the service. If the service is briefly unavailable we try again later, so an e-mail may arrive a few minutes late, but it is not lost and not sent twice.",
        "The service receives only what it needs to deliver a message, such as your e-mail address and the message itself, and may not use it for any other purpose.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      paragraphs: [
        "When you log in we set one essential cookie that keeps you signed in. It is marked HttpOnly, so scripts on the page cannot read it, and it is sent only over secure connections. We do not use advertising or tracking cookies.",
        "Videos on our website are embedded in YouTube's privacy-enhanced mode. If you play one, YouTube's own privacy policy applies to that video.",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep your information",
      paragraphs: [
        "We keep your account for as long as it is active, or until you ask us to delete it.",
        "We keep an enquiry (counselling, franchise or a job application) for 3 years after we were last in touch about it, a resume for 1 year after the application, and the e-mails we send you for 90 days; our record of who changed what is kept for 1 year. Two days before we erase an enquiry we e-mail you, and then a daily job erases it: your name, e-mail, mobile and anything else that could identify you are removed, and only anonymous counts remain. You can ask us to erase your details sooner at any time, unless the law requires us to keep them longer. With every enquiry we keep a record of your consent: what it was for, which version of the notice under the form was shown to you, when, and whether you also agreed to news of admissions, scholarships and events (a separate, optional box that is never ticked for you).",
        "Login codes stop working after 10 minutes and reset links after 1 hour; an expired or used code or link can never be used again. Rate-limit records expire on their own when the limit window ends.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      paragraphs: ["You are in control of your information. You can ask us to:"],
      points: [
        "Give you access to the personal information we hold about you.",
        "Correct it if it is wrong. You can also edit your name and mobile number yourself in your profile.",
        "Delete your account and your personal information.",
        "Stop contacting you: you may withdraw your consent at any time, and we will not contact you again about your enquiry.",
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      paragraphs: [
        `For any question about this policy or your information, or to use any of your rights, write to us at ${site.contactEmail} or call ${site.phoneDisplay} (${site.hours}). We will reply within 30 days.`,
      ],
    },
  ],
});

export const { meta, heading, intro, sections } = privacyPage;

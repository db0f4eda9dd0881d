/**
 * Site-wide content: brand, contact details, offices, social profiles,
 * navigation, footer and the marketing claims.
 */
import { siteSchema } from "./schema";

/** Google Maps search link for a free-text address. */
export const mapSearchUrl = (query: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

/** Google Maps embeddable view for a free-text address (used in an iframe). */
export const mapEmbedUrl = (query: string): string => `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;

const headOfficeQuery = "Disha Education & Careers, Sector 4, Greater Noida West, Uttar Pradesh 201318, India";

/**
 * Marketing claims, exactly as the specification lists them. They are content,
 * not business rules, and each is placed where the specification places it:
 * 25 years on the About page, 20 years on the home founder slide; 25,000+
 * placements in the home ticker, 5,000 global placements elsewhere.
 */
export const claims = {
  studentsCounselled: "25,000+",
  yearsExperienceAbout: 25,
  yearsExperienceHome: 20,
  visaSuccessRate: "99%",
  globalPlacements: "5,000",
  tickerPlacements: "25,000+",
  universityPartners: "150+",
  successStories: "500+",
  scholarshipsUpTo: "50%",
  coursesStartingAt: "₹12 lakh",
  topCollegeAdmissions: "90%",
  trustedSince: 2013,
  settleAbroadStudents: "10,000+",
} as const;

export const site = siteSchema.parse({
  name: "Disha Education & Careers",
  shortName: "Disha",
  legalName: "Disha Education & Careers",
  tagline: "The right direction for every student's future",
  description:
    "Career counselling, college admissions in India, study abroad, skilled migration and online MBA guidance for Indian students, parents and professionals.",
  contactEmail: "info@dishaeducation.in",
  phoneDisplay: "+91 98100 12345",
  phoneHref: "tel:+919810012345",
  hours: "Mon-Sat 9AM-6PM",
  offices: [
    {
      id: "greater-noida-west",
      label: "Head Office, Greater Noida West",
      isHeadOffice: true,
      addressLines: ["Office 305, Third Floor, Commercial Tower", "Sector 4, Greater Noida West"],
      city: "Greater Noida",
      region: "Uttar Pradesh",
      postalCode: "201318",
      countryCode: "IN",
      country: "India",
      mapSearchUrl: mapSearchUrl(headOfficeQuery),
      mapEmbedUrl: mapEmbedUrl(headOfficeQuery),
    },
    {
      id: "dehradun",
      label: "Dehradun Office",
      isHeadOffice: false,
      addressLines: ["Second Floor, Rajpur Road"],
      city: "Dehradun",
      region: "Uttarakhand",
      postalCode: "248001",
      countryCode: "IN",
      country: "India",
    },
    {
      id: "melbourne",
      label: "Melbourne Office",
      isHeadOffice: false,
      addressLines: ["Level 5, Collins Street"],
      city: "Melbourne",
      region: "Victoria",
      postalCode: "3000",
      countryCode: "AU",
      country: "Australia",
    },
  ],
  socialProfiles: [
    { network: "facebook", label: "Facebook", handle: "dishaeducation", url: "https://www.facebook.com/dishaeducation" },
    { network: "instagram", label: "Instagram", handle: "dishaeducation", url: "https://www.instagram.com/dishaeducation" },
    { network: "linkedin", label: "LinkedIn", handle: "dishaeducation", url: "https://www.linkedin.com/company/dishaeducation" },
    { network: "youtube", label: "YouTube", handle: "@dishaeducation", url: "https://www.youtube.com/@dishaeducation" },
  ],
  youtubeChannelUrl: "https://www.youtube.com/@dishaeducation",
  chatGreeting: "Hello, I would like free career counselling.",
  directoryChatGreeting: "hello, i want to know more",
  mainNav: [
    { label: "Home", href: "/" },
    { label: "About us", href: "/about" },
    { label: "Contact us", href: "/contact" },
    { label: "EduVoyage", href: "/eduvoyage" },
  ],
  servicesMenu: {
    label: "Services",
    items: [
      { label: "Admission in India", href: "/admisson" },
      { label: "SIP", href: "/sip" },
      { label: "Study Abroad", href: "/aboradstudy" },
      { label: "Skilled Migration", href: "/skillmigration" },
      { label: "Online MBA", href: "/onlineMba" },
      { label: "Franchise", href: "/franchise" },
      { label: "Settle Abroad", href: "/settleabroad" },
    ],
  },
  loginLabel: "Login",
  freeCounsellingLabel: "Free Counselling",
  leadModal: {
    heading: "Book your free career counselling session",
    intro: "Tell us a little about yourself and a Disha counsellor will call you back, usually within one working day.",
    benefits: [
      "Expert Guidance",
      "Career Roadmap",
      "Course Selection",
      "Admission Support",
      "Scholarship Info",
      "100% Free Session",
    ],
  },
  footer: {
    about:
      "Disha Education & Careers helps students and families choose the right course, the right college and the right country, with honest advice at every step from the first conversation to the first job.",
    brochure: { label: "Download Pdf", href: "/brochure.pdf", fileName: "brochure.pdf" },
    contactHeading: "Contact us",
    groups: [
      {
        heading: "Admissions",
        links: [
          { label: "B.Tech", href: "/admisson?tab=btech" },
          { label: "Medical", href: "/admisson?tab=medical" },
          { label: "Management", href: "/admisson?tab=management" },
          { label: "College Predictor", href: "/predictor" },
          { label: "JoSAA Cutoffs", href: "/cutoffs" },
        ],
      },
      {
        heading: "Study Abroad",
        links: [
          { label: "Study in UK", href: "#study-uk" },
          { label: "Study in USA", href: "#study-us" },
          { label: "Study in New Zealand", href: "#study-nz" },
          { label: "Study in Australia", href: "#study-australia" },
          { label: "Study in Canada", href: "#study-canada" },
        ],
      },
      {
        heading: "Quick Links",
        links: [
          { label: "Scholarships", href: "#scholarships" },
          { label: "Visa Assistance", href: "#visa-assistance" },
          { label: "Testimonials", href: "#testimonials" },
          { label: "Blogs", href: "#blogs" },
          { label: "Career", href: "#blogs" },
        ],
      },
    ],
    socialHeading: "Follow us",
    copyright: "2025, All Rights Reserved",
  },
  logo: { src: "/images/brand/logo.svg", alt: "Disha Education & Careers logo" },
  claims,
});

export const {
  name,
  shortName,
  tagline,
  contactEmail,
  phoneDisplay,
  phoneHref,
  hours,
  offices,
  socialProfiles,
  youtubeChannelUrl,
  chatGreeting,
  directoryChatGreeting,
  mainNav,
  servicesMenu,
  footer,
} = site;

const headOfficeEntry = site.offices.find((office) => office.isHeadOffice);
if (!headOfficeEntry) throw new Error("content/site.ts: no head office");
export const headOffice = headOfficeEntry;

/**
 * The brochure a counsellor hands a parent (public/brochure.pdf), built from content/: the logo,
 * every service with who it is for and what it includes, the figures, the admission categories,
 * the study-abroad countries and partners, and the three offices with every way to reach them.
 */
import { brochure } from "@/content/brochure";
import { collegesByCategory } from "@/content/colleges";
import { claims, site } from "@/content/site";
import { universitiesByCountry } from "@/content/universities";
import { categoryTabLabel, collegeCategories, nirfCategoryLabel, nirfYear } from "@/content/colleges/categories";
import { countryKeys, countryLabels } from "@/content/university-schema";
import { A4, colours, Flow, textHeight, type TextStyle } from "./flow";
import { drawSvgLogo } from "./logo";

export type BrochureOptions = {
  /** The logo's SVG source (public/images/brand/logo.svg). */
  logoSvg: string;
  /** The counselling WhatsApp number, digits with the country code (WHATSAPP_NUMBER). */
  whatsappNumber: string;
  /** The public site, printed in the footer (NEXT_PUBLIC_SITE_URL). */
  siteUrl: string;
};

/** "+91 98100 12345" for an Indian mobile number, "+" and the digits otherwise. */
export function displayPhone(digits: string): string {
  return /^91\d{10}$/.test(digits) ? `+91 ${digits.slice(2, 7)} ${digits.slice(7)}` : `+${digits}`;
}

/** The figures of the specification's claims, each with its label. */
export function brochureFigures(): { value: string; label: string }[] {
  return [
    { value: claims.studentsCounselled, label: "students counselled" },
    { value: claims.universityPartners, label: "university partners" },
    { value: claims.visaSuccessRate, label: "visa success rate" },
    { value: claims.successStories, label: "success stories" },
    { value: claims.topCollegeAdmissions, label: "admissions in top colleges" },
    { value: claims.scholarshipsUpTo, label: "scholarships of up to" },
    { value: claims.globalPlacements, label: "global placements" },
    { value: String(claims.trustedSince), label: "trusted since" },
  ];
}

/** The entrance exams most of a category's colleges accept, most common first. */
export function mainExams(category: (typeof collegeCategories)[number], limit = 4): string[] {
  const counts = new Map<string, number>();
  for (const college of collegesByCategory[category])
    for (const exam of college.exams) counts.set(exam, (counts.get(exam) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([exam]) => exam);
}

export async function buildBrochure({ logoSvg, whatsappNumber, siteUrl }: BrochureOptions): Promise<Uint8Array> {
  const flow = await Flow.create();
  const { pdf, fonts } = flow;
  pdf.setTitle(`${site.name}: brochure`);
  pdf.setAuthor(site.name);
  pdf.setSubject(site.tagline);
  pdf.setCreationDate(new Date(Date.UTC(2025, 0, 1)));
  pdf.setModificationDate(new Date(Date.UTC(2025, 0, 1)));

  const body: TextStyle = { font: fonts.regular, size: 10, color: colours.ink };
  const small: TextStyle = { font: fonts.regular, size: 9, color: colours.grey };
  const label: TextStyle = { font: fonts.bold, size: 11, color: colours.navy };

  // Masthead: the logo, the name and the tagline on the brand's navy.
  const band = 128;
  flow.page.drawRectangle({ x: 0, y: A4.height - band, width: A4.width, height: band, color: colours.navy });
  drawSvgLogo(flow.page, logoSvg, flow.left, A4.height - 32, 64);
  flow.textAt(site.name, { font: fonts.bold, size: 24, color: colours.white }, flow.left + 80, flow.width - 80, A4.height - 40);
  flow.textAt(
    site.tagline,
    { font: fonts.regular, size: 12, color: colours.amber },
    flow.left + 80,
    flow.width - 80,
    A4.height - 72,
  );
  flow.y = A4.height - band - 28;
  flow.paragraph(brochure.intro, { ...body, size: 11.5 }, 14);

  flow.heading("In numbers");
  const figures = brochureFigures();
  const figureWidth = (flow.width - 3 * 10) / 4;
  const figureHeight = 36 + Math.max(...figures.map((figure) => textHeight(figure.label, small, figureWidth - 20)));
  flow.columns(
    figures,
    4,
    {
      height: () => figureHeight,
      draw: (figure, x, top, width) => {
        flow.page.drawRectangle({ x, y: top - figureHeight, width, height: figureHeight, color: colours.pale });
        flow.textAt(figure.value, { font: fonts.bold, size: 17, color: colours.navy }, x + 10, width - 20, top - 8);
        flow.textAt(figure.label, small, x + 10, width - 20, top - 30);
      },
    },
    10,
  );

  flow.heading("Our services", 120);
  const forWhom = (service: (typeof brochure.services)[number]) => `For: ${service.forWhom}`;
  const bullet = (item: string) => `•  ${item}`;
  const serviceHeight = (service: (typeof brochure.services)[number], width: number) =>
    textHeight(service.name, label, width) +
    4 +
    textHeight(forWhom(service), { ...small, font: fonts.italic }, width) +
    4 +
    service.includes.reduce((height, item) => height + textHeight(bullet(item), body, width - 8) + 1, 0);
  flow.columns(brochure.services, 2, {
    height: serviceHeight,
    draw: (service, x, top, width) => {
      let y = top;
      y -= flow.textAt(service.name, label, x, width, y) + 4;
      y -= flow.textAt(forWhom(service), { ...small, font: fonts.italic }, x, width, y) + 4;
      for (const item of service.includes) y -= flow.textAt(bullet(item), body, x + 4, width - 8, y) + 1;
    },
  });

  flow.heading("Admissions in India");
  flow.paragraph(brochure.admissionsIntro, body, 10);
  flow.columns([...collegeCategories], 3, {
    height: (category, width) => 18 + textHeight(`Main exams: ${mainExams(category).join(", ")}`, small, width) + 16,
    draw: (category, x, top, width) => {
      flow.textAt(`${categoryTabLabel[category]} colleges`, label, x, width, top);
      const exams = flow.textAt(`Main exams: ${mainExams(category).join(", ")}`, small, x, width, top - 18);
      flow.textAt(`Ranked by NIRF ${nirfYear} (${nirfCategoryLabel[category]})`, small, x, width, top - 18 - exams);
    },
  });

  flow.heading("Study abroad");
  flow.paragraph(brochure.studyAbroadIntro, body, 8);
  const partners = (country: (typeof countryKeys)[number]) =>
    universitiesByCountry[country].map((university) => university.name).join(", ");
  flow.columns([...countryKeys], 3, {
    height: (country, width) => 17 + textHeight(partners(country), body, width),
    draw: (country, x, top, width) => {
      flow.textAt(countryLabels[country], label, x, width, top);
      flow.textAt(partners(country), body, x, width, top - 17);
    },
  });

  flow.heading("Visit or call us", 110);
  const whatsapp = displayPhone(whatsappNumber);
  flow.columns(site.offices, 3, {
    height: (office, width) => textHeight(office.label, label, width) + 2 + textHeight(officeAddress(office), body, width),
    draw: (office, x, top, width) => {
      const name = flow.textAt(office.label, label, x, width, top);
      flow.textAt(officeAddress(office), body, x, width, top - name - 2);
    },
  });
  const contacts = [
    ["Phone", site.phoneDisplay],
    ["WhatsApp", whatsapp],
    ["E-mail", site.contactEmail],
    ["Hours", site.hours],
  ] as const;
  flow.columns(
    [...contacts],
    4,
    {
      height: () => 30,
      draw: ([name, value], x, top, width) => {
        flow.textAt(name, small, x, width, top);
        flow.textAt(value, { ...body, font: fonts.bold }, x, width, top - 13);
      },
    },
    10,
  );
  flow.paragraph(brochure.closing, { ...body, font: fonts.bold, color: colours.navy });

  flow.footers(`${site.name} · ${new URL(siteUrl).host} · ${site.contactEmail} · ${site.phoneDisplay}`);
  return pdf.save();
}

function officeAddress(office: (typeof site.offices)[number]): string {
  return `${office.addressLines.join(", ")}, ${office.city}, ${office.region} ${office.postalCode}, ${office.country}`;
}

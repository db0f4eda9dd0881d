import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { beforeAll, describe, expect, it } from "vitest";
import { brochure } from "@/content/brochure";
import { claims, site } from "@/content/site";
import { universities } from "@/content/universities";
import { countryLabels } from "@/content/university-schema";
import { brochureFigures, buildBrochure, displayPhone, mainExams } from "./build";

type Page = { width: number; height: number; text: string };

// The metrics of the standard PDF fonts the brochure uses, shipped with PDF.js.
const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"))}/standard_fonts/`;

/** Every page of a PDF with its size and its text, read back with Mozilla's PDF.js. */
async function readPdf(bytes: Uint8Array): Promise<Page[]> {
  const document = await getDocument({ data: bytes.slice(), standardFontDataUrl }).promise;
  const pages: Page[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const { width, height } = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const text = content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : "")).join("");
    pages.push({ width, height, text });
  }
  await document.destroy();
  return pages;
}

/** Text as it reads, whatever the line breaks: "Great\nPlains" is "Great Plains". */
const flat = (text: string) => text.replace(/\s+/g, " ");

describe("the brochure", () => {
  let pages: Page[];
  let text: string;

  beforeAll(async () => {
    const pdf = await buildBrochure({
      logoSvg: await readFile(new URL("../../public/images/brand/logo.svg", import.meta.url), "utf8"),
      whatsappNumber: "919876543210",
      siteUrl: "https://www.dishaeducation.in",
    });
    pages = await readPdf(pdf);
    text = flat(pages.map((page) => page.text).join(" "));
  });

  it("is two or more A4 pages, each with its number", () => {
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const [index, page] of pages.entries()) {
      expect(page.width).toBeCloseTo(595.28, 0);
      expect(page.height).toBeCloseTo(841.89, 0);
      expect(flat(page.text)).toContain(`Page ${index + 1} of ${pages.length}`);
    }
  });

  it("opens with the name and tagline, and closes with the website", () => {
    expect(flat(pages[0]!.text)).toContain(site.name);
    expect(flat(pages[0]!.text)).toContain(site.tagline);
    expect(text).toContain("www.dishaeducation.in");
  });

  it("lists every service with who it is for and what it includes", () => {
    for (const service of brochure.services) {
      expect(text).toContain(service.name);
      expect(text).toContain(`For: ${service.forWhom.replaceAll("₹", "Rs ")}`);
      for (const item of service.includes) expect(text).toContain(item.replaceAll("₹", "Rs "));
    }
    expect(text).toContain("Admissions in India");
    expect(text).not.toMatch(/Admisson|Aborad|Successfull|orgization/);
  });

  it("carries the figures", () => {
    expect(brochureFigures().map((figure) => figure.value)).toEqual(
      expect.arrayContaining([
        claims.studentsCounselled,
        claims.universityPartners,
        claims.visaSuccessRate,
        String(claims.trustedSince),
      ]),
    );
    for (const figure of brochureFigures()) expect(text).toContain(`${figure.value} ${figure.label}`);
  });

  it("names the admission categories with their main exams", () => {
    for (const category of ["B.Tech colleges", "Medical colleges", "Management colleges"]) expect(text).toContain(category);
    expect(mainExams("medical")).toContain("NEET UG");
    expect(mainExams("btech")).toContain("JEE Main");
    expect(text).toContain(`Main exams: ${mainExams("management").join(", ")}`);
  });

  it("names every study-abroad country and partner university", () => {
    for (const label of Object.values(countryLabels)) expect(text).toContain(label);
    for (const university of universities) expect(text).toContain(university.name);
  });

  it("gives the three offices, the phone, e-mail, hours and WhatsApp", () => {
    expect(site.offices).toHaveLength(3);
    for (const office of site.offices) {
      expect(text).toContain(office.label);
      expect(text).toContain(office.addressLines.join(", "));
      expect(text).toContain(`${office.city}, ${office.region} ${office.postalCode}`);
    }
    expect(text).toContain(site.phoneDisplay);
    expect(text).toContain(site.contactEmail);
    expect(text).toContain(site.hours);
    expect(text).toMatch(/WhatsApp \+91 98765 43210/);
  });
});

describe("displayPhone", () => {
  it("groups an Indian mobile number and prefixes any other with +", () => {
    expect(displayPhone("919810012345")).toBe("+91 98100 12345");
    expect(displayPhone("61391234567")).toBe("+61391234567");
  });
});

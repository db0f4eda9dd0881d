// Writes public/brochure.pdf (the footer's "Download Pdf") from content/, so the brochure always
// carries the same services, figures and offices as the site. Run by `npm run build`.
import { writeFile } from "node:fs/promises";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { claims, site } from "../content/site";

const NAVY = rgb(0.043, 0.165, 0.29);
const AMBER = rgb(0.96, 0.62, 0.04);
const GREY = rgb(0.2, 0.25, 0.3);
const MARGIN = 56;

// The standard PDF fonts only cover Latin-1, so the rupee sign is spelt out.
const latin1 = (text: string) => text.replaceAll("₹", "Rs. ").replaceAll("–", "-").replace(/[^\x20-\xff]/g, "");

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of latin1(text).split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

async function main() {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${site.name}: brochure`);
  pdf.setAuthor(site.name);
  pdf.setSubject(site.tagline);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page: PDFPage = pdf.addPage([595, 842]);
  const width = 595 - 2 * MARGIN;
  let y = 842;

  page.drawRectangle({ x: 0, y: 842 - 150, width: 595, height: 150, color: NAVY });
  page.drawText(latin1(site.name), { x: MARGIN, y: 842 - 70, size: 26, font: bold, color: rgb(1, 1, 1) });
  page.drawText(latin1(site.tagline), { x: MARGIN, y: 842 - 100, size: 13, font: regular, color: AMBER });
  y = 842 - 190;

  const heading = (text: string) => {
    page.drawText(latin1(text), { x: MARGIN, y, size: 15, font: bold, color: NAVY });
    y -= 22;
  };
  const paragraph = (text: string, size = 11) => {
    for (const line of wrap(text, regular, size, width)) {
      page.drawText(line, { x: MARGIN, y, size, font: regular, color: GREY });
      y -= size + 5;
    }
    y -= 6;
  };

  paragraph(site.description, 12);
  heading("What we do");
  for (const item of site.servicesMenu.items) paragraph(`•  ${item.label}`);
  heading("In numbers");
  paragraph(
    `${claims.studentsCounselled} students counselled · ${claims.universityPartners} university partners · ` +
      `${claims.visaSuccessRate} visa success rate · ${claims.successStories} success stories · ` +
      `scholarships up to ${claims.scholarshipsUpTo} · trusted since ${claims.trustedSince}`,
  );
  heading("Our offices");
  for (const office of site.offices) {
    paragraph(`${office.label}: ${office.addressLines.join(", ")}, ${office.city}, ${office.region} ${office.postalCode}, ${office.country}`);
  }
  heading("Talk to a counsellor");
  paragraph(`${site.phoneDisplay}  ·  ${site.contactEmail}  ·  ${site.hours}`);

  await writeFile(new URL("../public/brochure.pdf", import.meta.url), await pdf.save());
  console.log("Brochure written to public/brochure.pdf");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * The one layout every enquiry e-mail uses: a heading, paragraphs and a table of what the visitor
 * sent, as plain text and as simple HTML, with the Grievance Officer in the footer (DPDP Rules
 * 2025). Everything a visitor typed is escaped in the HTML part.
 */
import { grievanceLine } from "@/lib/privacy/grievance";

export type EmailBody = { text: string; html: string };

export type EmailContent = {
  heading: string;
  paragraphs: string[];
  /** Label and value pairs; a missing value is left out. */
  details?: [label: string, value: string | undefined][];
  /** A link under the details (e.g. to the enquiry in the admin panel). */
  link?: { label: string; href: string };
  signOff?: string;
};

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/** Newlines of a multi-line value (an address, a description) survive in the HTML part. */
const htmlValue = (value: string) => escapeHtml(value).replace(/\r?\n/g, "<br>");

export function renderEmail(content: EmailContent): EmailBody {
  const footer = grievanceLine();
  const details = (content.details ?? []).filter((row): row is [string, string] => row[1] !== undefined && row[1] !== "");

  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...details.map(([label, value]) => `${label}: ${value.includes("\n") ? `\n  ${value.replace(/\r?\n/g, "\n  ")}` : value}`),
    ...(details.length ? [""] : []),
    ...(content.link ? [`${content.link.label}: ${content.link.href}`, ""] : []),
    ...(content.signOff ? [content.signOff, ""] : []),
    "--",
    footer,
  ].join("\n");

  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;color:#475569;font-weight:600">${escapeHtml(label)}</th>` +
        `<td style="padding:6px 0;color:#0f172a">${htmlValue(value)}</td></tr>`,
    )
    .join("");

  const html = [
    '<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">',
    '<div style="max-width:600px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:24px">',
    `<h1 style="margin:0 0 16px;font-size:20px;color:#0b2a4a">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map((paragraph) => `<p style="margin:0 0 12px">${htmlValue(paragraph)}</p>`),
    rows ? `<table role="presentation" style="border-collapse:collapse;margin:8px 0 16px">${rows}</table>` : "",
    content.link
      ? `<p style="margin:0 0 12px"><a href="${escapeHtml(content.link.href)}" style="color:#12467a">${escapeHtml(content.link.label)}</a></p>`
      : "",
    content.signOff ? `<p style="margin:16px 0 0;color:#475569">${htmlValue(content.signOff)}</p>` : "",
    "</div>",
    `<p style="max-width:600px;margin:12px auto 0;font-size:12px;color:#475569">${escapeHtml(footer)}</p>`,
    "</body></html>",
  ].join("");

  return { text, html };
}

export const SIGN_OFF = "Disha Education & Careers";

/**
 * The right of access (DPDP Act 2023, s. 11): everything held about one person, as JSON and as a
 * readable HTML page. Staff's notes are the business's own work: the person learns that notes
 * exist, how many and when, never their words. E-mails sent to them: subject and date. A parent or
 * guardian who agreed to a child's enquiry also sees that enquiry, reached through their own address.
 */
import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { escapeHtml } from "@/lib/mail/templates/render";
import { formatDateTime, formatLongDate } from "@/lib/site/format";
import { ENQUIRY_KINDS, type EnquiryForm, type EnquiryKind, type ExportRow } from "@/lib/privacy/records";
import { findPerson, type PersonContact } from "./erasure";

export type PersonalData = Awaited<ReturnType<typeof collectPersonalData>>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Each form's enquiries by id, as the export shows them, under the form's key. */
async function enquiries(tx: Prisma.TransactionClient, ids: (kind: EnquiryKind) => string[]) {
  const sections: [EnquiryForm, ExportRow[]][] = [];
  for (const kind of ENQUIRY_KINDS) sections.push([kind.key, await kind.exported(tx, ids(kind))]);
  return new Map(sections);
}

export async function collectPersonalData(contact: PersonContact, now = new Date()) {
  return prisma.$transaction(async (tx) => {
    const { email, holdings } = await findPerson(tx, contact);
    const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id);
    const own = await enquiries(tx, (kind) => idsOf(holdings[kind.key]));
    const accounts = await tx.user.findMany({
      where: { id: { in: idsOf(holdings.accounts) } },
      select: {
        name: true,
        email: true,
        mobile: true,
        createdAt: true,
        emailVerifiedAt: true,
        lastLoginAt: true,
        shortlist: { select: { seatKey: true }, orderBy: { position: "asc" } },
      },
    });
    const consents = await tx.consent.findMany({
      where: {
        OR: ENQUIRY_KINDS.map((kind) => ({ form: kind.key, enquiryId: { in: idsOf(holdings[kind.key]) } })),
      },
      orderBy: { givenAt: "asc" },
    });
    const guardianOf = await tx.guardianConsent.findMany({
      where: { id: { in: idsOf(holdings.guardianOf) } },
      orderBy: { requestedAt: "asc" },
      select: {
        form: true,
        enquiryId: true,
        guardianName: true,
        guardianEmail: true,
        guardianMobile: true,
        state: true,
        requestedAt: true,
        answeredAt: true,
      },
    });
    // The child's enquiries the guardian agreed to, from the link mailed to this very address.
    const agreed = (form: string) =>
      guardianOf.filter((row) => row.state === "GIVEN" && row.form === form).map((row) => row.enquiryId);
    const child = await enquiries(tx, (kind) => agreed(kind.key));
    const emails = email
      ? await tx.outboxEmail.findMany({
          where: { to: { equals: email, mode: "insensitive" } },
          orderBy: { createdAt: "asc" },
          select: { subject: true, createdAt: true, sentAt: true },
        })
      : [];
    return {
      generatedAt: now.toISOString(),
      ...(Object.fromEntries(ENQUIRY_KINDS.map((kind) => [kind.section, own.get(kind.key) ?? []])) as Record<
        EnquiryKind["section"],
        ExportRow[]
      >),
      account: accounts.map((account) => ({
        ...account,
        createdAt: iso(account.createdAt),
        emailVerifiedAt: iso(account.emailVerifiedAt),
        lastLoginAt: iso(account.lastLoginAt),
        // The predictor's seats starred while signed in, by key (institute|program|quota|category|gender).
        shortlist: account.shortlist.map((seat) => seat.seatKey),
      })),
      consents: consents.map((consent) => ({
        form: consent.form,
        purpose: consent.purpose,
        method: consent.method,
        noticeVersion: consent.noticeVersion,
        givenAt: consent.givenAt.toISOString(),
        withdrawnAt: iso(consent.withdrawnAt),
      })),
      guardianOf: guardianOf.map((request) => ({
        form: request.form,
        guardianName: request.guardianName,
        guardianEmail: request.guardianEmail,
        guardianMobile: request.guardianMobile,
        state: request.state,
        requestedAt: request.requestedAt.toISOString(),
        answeredAt: iso(request.answeredAt),
      })),
      childEnquiries: ENQUIRY_KINDS.flatMap((kind) => (child.get(kind.key) ?? []).map((row) => ({ form: kind.key, ...row }))),
      emailsSent: emails.map((email) => ({
        subject: email.subject,
        queuedAt: email.createdAt.toISOString(),
        sentAt: iso(email.sentAt),
      })),
    };
  });
}

/** The section headings of the readable copy and the page, in order. */
export const SECTION_TITLES: Record<Exclude<keyof PersonalData, "generatedAt">, string> = {
  counsellingEnquiries: "Counselling enquiries",
  franchiseEnquiries: "Franchise enquiries",
  jobApplications: "Job applications",
  account: "Account",
  consents: "Consents",
  guardianOf: "Consent asked of you as a parent or guardian",
  childEnquiries: "Your child's enquiries you agreed to",
  emailsSent: "E-mails we sent you",
};

/** What a person reads for each field of the export (the JSON keeps its names for programs). */
export const FIELD_LABELS: Record<string, string> = {
  receivedAt: "Received",
  name: "Name",
  email: "E-mail",
  mobile: "Mobile",
  phone: "Phone",
  course: "Course",
  percentage: "12th percentage",
  appearedInExam: "Appeared in an entrance exam",
  examName: "Exam",
  examPercentage: "Exam score",
  pagePath: "Page it was sent from",
  referrer: "Site that led you here",
  utmSource: "Campaign source",
  utmMedium: "Campaign medium",
  utmCampaign: "Campaign name",
  status: "Status",
  staffNotesWrittenAt: "Notes by our staff (when written; their words are our own)",
  whatsappMessages: "WhatsApp messages",
  organisationName: "Organisation",
  contactPerson: "Contact person",
  websiteUrl: "Website",
  description: "Description",
  designation: "Role applied for",
  dateOfBirth: "Date of birth",
  address: "Address",
  expectedSalary: "Expected salary",
  lastSalary: "Last salary",
  resume: "Résumé",
  createdAt: "Created",
  emailVerifiedAt: "E-mail verified",
  lastLoginAt: "Last log-in",
  form: "Form",
  purpose: "Purpose",
  method: "How it was given",
  noticeVersion: "Privacy notice version",
  givenAt: "Given",
  withdrawnAt: "Withdrawn",
  guardianName: "Parent or guardian",
  guardianEmail: "Their e-mail",
  guardianMobile: "Their mobile",
  state: "Answer",
  requestedAt: "Asked",
  answeredAt: "Answered",
  subject: "Subject",
  queuedAt: "Written",
  sentAt: "Sent",
};

const FORM_NAMES: Record<string, string> = Object.fromEntries(ENQUIRY_KINDS.map((kind) => [kind.key, kind.formName]));
const CODES = new Set(["status", "purpose", "method", "state"]);
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value as a person reads it: times in India time, dates spelt out, yes or no, codes in words. */
export function readable(value: unknown, field = ""): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.length ? value.map((item) => readable(item)).join(", ") : "None";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value !== "string") return String(value);
  if (field === "form") return FORM_NAMES[value] ?? value;
  if (TIMESTAMP.test(value)) return `${formatDateTime(value)} IST`;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatLongDate(value);
  // Status and kind codes ("NOT_INTERESTED") as words; a course's name ("MBBS") stays as it is.
  if (CODES.has(field)) return `${value[0]}${value.slice(1).toLowerCase().replaceAll("_", " ")}`;
  return value;
}

/** One record's fields, labelled, in the export's order. */
export function readableRows(row: Record<string, unknown>): { label: string; text: string }[] {
  return Object.entries(row).map(([field, value]) => ({ label: FIELD_LABELS[field] ?? field, text: readable(value, field) }));
}

/** The stand-alone HTML file of the download. */
export function personalDataHtml(data: PersonalData): string {
  const sections = Object.entries(SECTION_TITLES).map(([key, title]) => {
    const rows = data[key as keyof typeof SECTION_TITLES] as Record<string, unknown>[];
    const items = rows.length
      ? rows
          .map(
            (row) =>
              `<dl>${readableRows(row)
                .map(({ label, text }) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(text)}</dd>`)
                .join("")}</dl>`,
          )
          .join("")
      : "<p>Nothing held.</p>";
    return `<section><h2>${escapeHtml(title)}</h2>${items}</section>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Your data held by Disha Education &amp; Careers</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#0f172a}dl{display:grid;grid-template-columns:12rem 1fr;gap:.25rem 1rem;border-top:1px solid #cbd5e1;padding-top:.5rem}dt{font-weight:600}dd{margin:0}</style>
</head><body><h1>Your data held by Disha Education &amp; Careers</h1><p>Prepared ${escapeHtml(readable(data.generatedAt))}. Times are India time (IST).</p>${sections.join("")}</body></html>`;
}

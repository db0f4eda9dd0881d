/**
 * The right of access (DPDP Act 2023, s. 11): everything held about one person, as JSON and as a
 * readable HTML page. Staff's notes are the business's own work: the person learns that notes
 * exist, how many and when, never their words. E-mails sent to them: subject and date.
 */
import { prisma } from "@/lib/db";
import { escapeHtml } from "@/lib/mail/templates/render";
import { findPerson, type PersonContact } from "./erasure";

export type PersonalData = Awaited<ReturnType<typeof collectPersonalData>>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function collectPersonalData(contact: PersonContact, now = new Date()) {
  return prisma.$transaction(async (tx) => {
    const { ids, holdings } = await findPerson(tx, contact);
    const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id);
    const leads = await tx.lead.findMany({
      where: { id: { in: idsOf(holdings.leads) } },
      orderBy: { createdAt: "asc" },
      include: { notes: { select: { createdAt: true }, orderBy: { createdAt: "asc" } } },
    });
    const franchise = await tx.franchiseEnquiry.findMany({
      where: { id: { in: idsOf(holdings.franchise) } },
      orderBy: { createdAt: "asc" },
    });
    const careers = await tx.careerApplication.findMany({
      where: { id: { in: idsOf(holdings.careers) } },
      orderBy: { createdAt: "asc" },
      include: { resume: { select: { fileName: true, size: true, contentType: true } } },
    });
    const accounts = await tx.user.findMany({
      where: { id: { in: idsOf(holdings.accounts) } },
      select: { name: true, email: true, mobile: true, createdAt: true, emailVerifiedAt: true, lastLoginAt: true },
    });
    const consents = await tx.consent.findMany({
      where: {
        OR: [
          { form: "lead", enquiryId: { in: idsOf(holdings.leads) } },
          { form: "franchise", enquiryId: { in: idsOf(holdings.franchise) } },
          { form: "career", enquiryId: { in: idsOf(holdings.careers) } },
        ],
      },
      orderBy: { givenAt: "asc" },
    });
    const guardianOf = await tx.guardianConsent.findMany({
      where: { id: { in: idsOf(holdings.guardianOf) } },
      orderBy: { requestedAt: "asc" },
      select: {
        form: true,
        guardianName: true,
        guardianEmail: true,
        guardianMobile: true,
        state: true,
        requestedAt: true,
        answeredAt: true,
      },
    });
    const emails = await tx.outboxEmail.findMany({
      where: { to: { in: [...ids.emails], mode: "insensitive" } },
      orderBy: { createdAt: "asc" },
      select: { subject: true, createdAt: true, sentAt: true },
    });
    return {
      generatedAt: now.toISOString(),
      counsellingEnquiries: leads.map((lead) => ({
        receivedAt: lead.createdAt.toISOString(),
        name: lead.name,
        email: lead.email,
        mobile: lead.mobile,
        course: lead.course,
        percentage: lead.percentage?.toString() ?? null,
        appearedInExam: lead.appearedInExam,
        examName: lead.examName,
        examPercentage: lead.examPercentage?.toString() ?? null,
        pagePath: lead.pagePath,
        referrer: lead.referrer,
        utmSource: lead.utmSource,
        utmMedium: lead.utmMedium,
        utmCampaign: lead.utmCampaign,
        status: lead.status,
        notes: { count: lead.notes.length, writtenAt: lead.notes.map((note) => note.createdAt.toISOString()) },
      })),
      franchiseEnquiries: franchise.map((enquiry) => ({
        receivedAt: enquiry.createdAt.toISOString(),
        organisationName: enquiry.organisationName,
        contactPerson: enquiry.contactPerson,
        email: enquiry.email,
        mobile: enquiry.mobile,
        websiteUrl: enquiry.websiteUrl,
        description: enquiry.description,
        pagePath: enquiry.pagePath,
        referrer: enquiry.referrer,
        status: enquiry.status,
      })),
      jobApplications: careers.map((application) => ({
        receivedAt: application.createdAt.toISOString(),
        name: application.name,
        email: application.email,
        phone: application.phone,
        designation: application.designation,
        dateOfBirth: application.dateOfBirth.toISOString().slice(0, 10),
        address: application.address,
        expectedSalary: application.expectedSalary,
        lastSalary: application.lastSalary,
        resume: application.resume,
        pagePath: application.pagePath,
        referrer: application.referrer,
        status: application.status,
      })),
      account: accounts.map((account) => ({
        ...account,
        createdAt: iso(account.createdAt),
        emailVerifiedAt: iso(account.emailVerifiedAt),
        lastLoginAt: iso(account.lastLoginAt),
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
        ...request,
        requestedAt: request.requestedAt.toISOString(),
        answeredAt: iso(request.answeredAt),
      })),
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
  emailsSent: "E-mails we sent you",
};

/** A value as a person reads it: nested objects as "key: value" lines. */
export function readable(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.length ? value.map(readable).join(", ") : "none";
  if (typeof value === "object")
    return Object.entries(value)
      .map(([key, inner]) => `${key}: ${readable(inner)}`)
      .join("; ");
  return String(value);
}

/** The stand-alone HTML file of the download. */
export function personalDataHtml(data: PersonalData): string {
  const sections = Object.entries(SECTION_TITLES).map(([key, title]) => {
    const rows = data[key as keyof typeof SECTION_TITLES] as Record<string, unknown>[];
    const items = rows.length
      ? rows
          .map(
            (row) =>
              `<dl>${Object.entries(row)
                .map(([field, value]) => `<dt>${escapeHtml(field)}</dt><dd>${escapeHtml(readable(value))}</dd>`)
                .join("")}</dl>`,
          )
          .join("")
      : "<p>Nothing held.</p>";
    return `<section><h2>${escapeHtml(title)}</h2>${items}</section>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Your data held by Disha Education &amp; Careers</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#0f172a}dl{display:grid;grid-template-columns:12rem 1fr;gap:.25rem 1rem;border-top:1px solid #cbd5e1;padding-top:.5rem}dt{font-weight:600}dd{margin:0}</style>
</head><body><h1>Your data held by Disha Education &amp; Careers</h1><p>Prepared ${escapeHtml(data.generatedAt)}.</p>${sections.join("")}</body></html>`;
}

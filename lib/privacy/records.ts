/**
 * The registry of the records that hold a person's data: each enquiry form's table, the columns
 * that reach the person, how its rows are anonymised, what the access export shows of them and
 * what the retention notice and the guardian's e-mail call them; then the other tables a person
 * is found in by their address. Erasure, the access export, withdrawal, retention, guardian consent
 * and breach notices loop over it, so a new kind of record is one entry here.
 */
import type { SentSeat } from "@/lib/leads/shortlist";
import { Prisma, type CareerApplication, type FranchiseEnquiry, type Lead } from "@/lib/generated/prisma/client";
import { anonymiseCareerApplications, anonymiseFranchiseEnquiries, anonymiseLeads } from "./anonymise";

type Tx = Prisma.TransactionClient;

/** One record as the access export shows it: field names for programs, values as text, numbers or lists. */
export type ExportRow = Record<string, string | number | boolean | string[] | null>;

/** A table a person is found in by their proven address (lib/privacy/rights/erasure.ts). */
export type PersonTable = {
  /** Its key among a person's holdings. */
  key: string;
  table: string;
  /** The columns of the person's address, mobile, and when the row was made. */
  email: string;
  mobile: string;
  at: string;
  /** How an admin's list of unproven matches names one. */
  label: string;
  /** A further condition on its rows, or none. */
  only?: Prisma.Sql;
};

/** A form whose rows are a person's enquiries. */
export type EnquiryKind = PersonTable & {
  /** The form's name in consent, guardian and retention-notice rows; also its holdings key. */
  key: "lead" | "franchise" | "career";
  table: "Lead" | "FranchiseEnquiry" | "CareerApplication";
  /** The person's name column. */
  name: string;
  /** Its count in the erasure report and the retention counts. */
  count: "leads" | "franchiseEnquiries" | "careerApplications";
  /** Its section of the access export. */
  section: "counsellingEnquiries" | "franchiseEnquiries" | "jobApplications";
  /** What the access export calls the form. */
  formName: string;
  /** What the guardian's e-mail and page call a child's enquiry on the form (lib/privacy/minors/guardian.ts). */
  guardianWords: string;
  /** In the person's retention notice: "your counselling enquiry of 3 March 2026". */
  words: string;
  /** When a row (alias e) last moved, in SQL: an edit, or for a lead also a counsellor's note. */
  lastActivity: Prisma.Sql;
  /** Anonymised in place (lib/privacy/anonymise.ts): the rows changed. */
  anonymise: (tx: Tx, ids: string[]) => Promise<number>;
  /** The rows by id, oldest first, as the access export shows them. */
  exported: (tx: Tx, ids: string[]) => Promise<ExportRow[]>;
};

const attribution = (row: Pick<Lead, "pagePath" | "referrer" | "utmSource" | "utmMedium" | "utmCampaign">) => ({
  pagePath: row.pagePath,
  referrer: row.referrer,
  utmSource: row.utmSource,
  utmMedium: row.utmMedium,
  utmCampaign: row.utmCampaign,
});

const oldestFirst = { orderBy: { createdAt: "asc" } } as const;

type WhatsAppLine = { createdAt: Date; direction: "IN" | "OUT"; body: string; status: string };

const leadView = (
  lead: Lead & {
    notes: { createdAt: Date }[];
    shortlist: Pick<SentSeat, "institute" | "program" | "quota" | "seatType" | "gender">[];
    whatsappMessages: WhatsAppLine[];
  },
): ExportRow => ({
  receivedAt: lead.createdAt.toISOString(),
  name: lead.name,
  email: lead.email,
  mobile: lead.mobile,
  course: lead.course,
  percentage: lead.percentage?.toString() ?? null,
  appearedInExam: lead.appearedInExam,
  examName: lead.examName,
  examPercentage: lead.examPercentage?.toString() ?? null,
  ...attribution(lead),
  status: lead.status,
  staffNotesWrittenAt: lead.notes.map((note) => note.createdAt.toISOString()),
  shortlistSent: lead.shortlist.map(
    (seat) => `${seat.institute}, ${seat.program}, ${seat.quota} ${seat.seatType} ${seat.gender}`,
  ),
  // "2026-11-28T10:04:00.000Z from you: Is there a hostel?"; "… to you (READ): …".
  whatsappMessages: lead.whatsappMessages.map(
    (message) =>
      `${message.createdAt.toISOString()} ${message.direction === "IN" ? "from you" : `to you (${message.status})`}: ${message.body}`,
  ),
});

const franchiseView = (enquiry: FranchiseEnquiry): ExportRow => ({
  receivedAt: enquiry.createdAt.toISOString(),
  organisationName: enquiry.organisationName,
  contactPerson: enquiry.contactPerson,
  email: enquiry.email,
  mobile: enquiry.mobile,
  websiteUrl: enquiry.websiteUrl,
  description: enquiry.description,
  ...attribution(enquiry),
  status: enquiry.status,
});

const careerView = (application: CareerApplication & { resume: { fileName: string; size: number } }): ExportRow => ({
  receivedAt: application.createdAt.toISOString(),
  name: application.name,
  email: application.email,
  phone: application.phone,
  designation: application.designation,
  dateOfBirth: application.dateOfBirth.toISOString().slice(0, 10),
  address: application.address,
  expectedSalary: application.expectedSalary,
  lastSalary: application.lastSalary,
  resume: `${application.resume.fileName} (${Math.ceil(application.resume.size / 1024)} KB)`,
  ...attribution(application),
  status: application.status,
});

export const ENQUIRY_KINDS: readonly EnquiryKind[] = [
  {
    key: "lead",
    guardianWords: "a request for free counselling",
    formName: "Free counselling",
    table: "Lead",
    email: "email",
    mobile: "mobile",
    at: "createdAt",
    label: "Counselling enquiry",
    name: "name",
    count: "leads",
    section: "counsellingEnquiries",
    words: "counselling enquiry",
    lastActivity: Prisma.sql`GREATEST(e."updatedAt", (SELECT max(n."createdAt") FROM "LeadNote" n WHERE n."leadId" = e."id"),
      (SELECT max(w."createdAt") FROM "WhatsAppMessage" w WHERE w."leadId" = e."id"))`,
    anonymise: anonymiseLeads,
    exported: async (tx, ids) =>
      (
        await tx.lead.findMany({
          where: { id: { in: ids } },
          ...oldestFirst,
          // Staff's notes are the business's own work: the person learns when they were written, never their words.
          include: {
            notes: { select: { createdAt: true }, orderBy: { createdAt: "asc" } },
            shortlist: {
              select: { institute: true, program: true, quota: true, seatType: true, gender: true },
              orderBy: { position: "asc" },
            },
            whatsappMessages: {
              select: { createdAt: true, direction: true, body: true, status: true },
              orderBy: { createdAt: "asc" },
            },
          },
        })
      ).map(leadView),
  },
  {
    key: "franchise",
    guardianWords: "a franchise enquiry",
    formName: "Franchise enquiry",
    table: "FranchiseEnquiry",
    email: "email",
    mobile: "mobile",
    at: "createdAt",
    label: "Franchise enquiry",
    name: "contactPerson",
    count: "franchiseEnquiries",
    section: "franchiseEnquiries",
    words: "franchise enquiry",
    lastActivity: Prisma.sql`e."updatedAt"`,
    anonymise: anonymiseFranchiseEnquiries,
    exported: async (tx, ids) =>
      (await tx.franchiseEnquiry.findMany({ where: { id: { in: ids } }, ...oldestFirst })).map(franchiseView),
  },
  {
    key: "career",
    guardianWords: "a job application",
    formName: "Job application",
    table: "CareerApplication",
    email: "email",
    mobile: "phone",
    at: "createdAt",
    label: "Job application",
    name: "name",
    count: "careerApplications",
    section: "jobApplications",
    words: "job application",
    lastActivity: Prisma.sql`e."updatedAt"`,
    anonymise: anonymiseCareerApplications,
    exported: async (tx, ids) =>
      (
        await tx.careerApplication.findMany({
          where: { id: { in: ids } },
          ...oldestFirst,
          include: { resume: { select: { fileName: true, size: true } } },
        })
      ).map(careerView),
  },
];

/** Every table a person is found in by address: their enquiries, their visitor account, and where they are a child's guardian. */
export const PERSON_TABLES: readonly (PersonTable & { key: HoldingKey })[] = [
  ...ENQUIRY_KINDS,
  // Visitors only: a staff account is the business's, not a data principal's enquiry.
  {
    key: "accounts",
    table: "User",
    email: "email",
    mobile: "mobile",
    at: "createdAt",
    label: "Account",
    only: Prisma.sql`"role" = 'USER'`,
  },
  // Consent requests naming the person as a child's parent or guardian (lib/privacy/minors/guardian.ts).
  {
    key: "guardianOf",
    table: "GuardianConsent",
    email: "guardianEmail",
    mobile: "guardianMobile",
    at: "requestedAt",
    label: "Parent or guardian of a minor's enquiry",
  },
];

export type EnquiryForm = EnquiryKind["key"];
export type HoldingKey = EnquiryForm | "accounts" | "guardianOf";

/**
 * "My enquiries" in a visitor's profile: each enquiry made with the account's e-mail (verified by
 * the log-in code), newest first, with a status in a student's words: counselling enquiries,
 * franchise enquiries and job applications alike. Staff notes, the counsellor's surname and every
 * other field stay in the panel.
 */
import "server-only";
import { prisma } from "@/lib/db";
import type { EnquiryStatus } from "@/lib/generated/prisma/client";
import type { LeadStatus } from "@/lib/leads/pipeline";

export type MyEnquiry = {
  id: string;
  createdAt: string;
  /** What it was: a counselling enquiry, a franchise enquiry or a job application. */
  kind: "Counselling" | "Franchise" | "Job application";
  /** What it was about: the course, the organisation, the post applied for. */
  subject: string;
  status: string;
};

/** How many of the newest are shown. */
const SHOWN = 50;

/** The shown status of a counselling enquiry: who has it, or how far it got. */
export function studentStatus(status: LeadStatus, counsellorName: string | null): string {
  if (status === "NEW") return counsellorName ? `With your counsellor, ${counsellorName.trim().split(/\s+/)[0]}` : "Received";
  if (status === "ENROLLED" || status === "NOT_INTERESTED") return "Closed";
  return "Contacted";
}

/** The shown status of a franchise enquiry or a job application (nobody is assigned to those). */
export function enquiryStatus(status: EnquiryStatus): string {
  if (status === "NEW") return "Received";
  if (status === "CONVERTED" || status === "CLOSED") return "Closed";
  return "Contacted";
}

export async function myEnquiries(userId: string): Promise<MyEnquiry[]> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { email: true } });
  if (!user?.email) return [];
  const mine = { where: { email: user.email.toLowerCase() }, orderBy: { createdAt: "desc" as const }, take: SHOWN };
  const [leads, franchises, applications] = await Promise.all([
    prisma.lead.findMany({
      ...mine,
      select: { id: true, createdAt: true, course: true, status: true, assignedTo: { select: { name: true } } },
    }),
    prisma.franchiseEnquiry.findMany({ ...mine, select: { id: true, createdAt: true, organisationName: true, status: true } }),
    prisma.careerApplication.findMany({ ...mine, select: { id: true, createdAt: true, designation: true, status: true } }),
  ]);
  const all = [
    ...leads.map((lead) => ({
      id: lead.id,
      at: lead.createdAt,
      kind: "Counselling" as const,
      subject: lead.course,
      status: studentStatus(lead.status, lead.assignedTo?.name ?? null),
    })),
    ...franchises.map((franchise) => ({
      id: franchise.id,
      at: franchise.createdAt,
      kind: "Franchise" as const,
      subject: franchise.organisationName,
      status: enquiryStatus(franchise.status),
    })),
    ...applications.map((application) => ({
      id: application.id,
      at: application.createdAt,
      kind: "Job application" as const,
      subject: application.designation,
      status: enquiryStatus(application.status),
    })),
  ];
  return all
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, SHOWN)
    .map(({ at, ...enquiry }) => ({ ...enquiry, createdAt: at.toISOString() }));
}

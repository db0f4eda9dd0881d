/**
 * "My enquiries" in a visitor's profile: each counselling enquiry made with the account's e-mail
 * (verified by the log-in code), newest first, with a status in a student's words. Staff notes,
 * the counsellor's surname and every other field stay in the panel.
 */
import "server-only";
import { prisma } from "@/lib/db";
import type { LeadStatus } from "@/lib/leads/pipeline";

export type MyEnquiry = { id: string; createdAt: string; course: string; status: string };

/** The shown status: who has it, or how far it got. */
export function studentStatus(status: LeadStatus, counsellorName: string | null): string {
  if (status === "NEW") return counsellorName ? `With your counsellor, ${counsellorName.trim().split(/\s+/)[0]}` : "Received";
  if (status === "ENROLLED" || status === "NOT_INTERESTED") return "Closed";
  return "Contacted";
}

export async function myEnquiries(userId: string): Promise<MyEnquiry[]> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { email: true } });
  if (!user?.email) return [];
  const leads = await prisma.lead.findMany({
    where: { email: user.email.toLowerCase() },
    orderBy: { createdAt: "desc" },
    take: 50,
    select: { id: true, createdAt: true, course: true, status: true, assignedTo: { select: { name: true } } },
  });
  return leads.map((lead) => ({
    id: lead.id,
    createdAt: lead.createdAt.toISOString(),
    course: lead.course,
    status: studentStatus(lead.status, lead.assignedTo?.name ?? null),
  }));
}

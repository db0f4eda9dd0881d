/** Helpers for the enquiry integration tests (leads, franchise, careers): requests and a clean slate. */
import { prisma } from "@/lib/db";

let nextAddress = 0;

/** A fresh client address per call, so one test's submissions never count against another's limit. */
export function freshIp(): string {
  nextAddress++;
  return `198.18.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

export function jsonRequest(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": freshIp(), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function multipartRequest(path: string, form: FormData, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "x-forwarded-for": freshIp(), ...headers },
    body: form,
  });
}

/** The answer of a route handler: status and JSON body. */
export async function answer(
  response: Response,
): Promise<{ status: number; body: { message: string; errors?: Record<string, string> } }> {
  return { status: response.status, body: (await response.json()) as { message: string; errors?: Record<string, string> } };
}

export async function clearEnquiries(): Promise<void> {
  await prisma.outboxEmail.deleteMany();
  await prisma.consent.deleteMany();
  await prisma.guardianConsent.deleteMany();
  await prisma.careerApplication.deleteMany();
  await prisma.storedFile.deleteMany();
  await prisma.lead.updateMany({ data: { duplicateOfId: null } });
  await prisma.lead.deleteMany();
  await prisma.franchiseEnquiry.updateMany({ data: { duplicateOfId: null } });
  await prisma.franchiseEnquiry.deleteMany();
  await prisma.rateLimit.deleteMany();
}

let leadNumber = 0;

/** A lead row as a form would have stored it; `overrides` set what a test is about. */
export async function storeLead(overrides: Partial<Parameters<typeof prisma.lead.create>[0]["data"]> = {}) {
  leadNumber++;
  return prisma.lead.create({
    data: {
      name: `Lead ${leadNumber}`,
      email: `lead${leadNumber}@example.com`,
      mobile: `+9198${String(leadNumber).padStart(8, "0")}`,
      percentage: 80,
      course: "MBA",
      noticeVersion: "test",
      ...overrides,
    },
  });
}

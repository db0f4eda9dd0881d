/** The staff list of job applications: searchable by name, e-mail or phone, newest first in keyset pages. */
import "server-only";
import { prisma } from "@/lib/db";
import { PAGE_SIZE, pageNewestFirst } from "@/lib/pagination/keyset";
import { CONSENTED, forStaff } from "@/lib/privacy/minors/staff-view";
import { personSearch, type ListQuery } from "@/lib/search/person";

const careerColumns = {
  id: true,
  createdAt: true,
  name: true,
  email: true,
  phone: true,
  designation: true,
  dateOfBirth: true,
  address: true,
  expectedSalary: true,
  lastSalary: true,
  duplicateOfId: true,
  pagePath: true,
  referrer: true,
  utmSource: true,
  utmMedium: true,
  utmCampaign: true,
  awaitingGuardian: true,
  resume: { select: { id: true, fileName: true, size: true } },
} as const;

/**
 * A page of the list, a minor's awaiting its guardian without name or contact (lib/privacy/minors/staff-view.ts);
 * `consentedOnly` (exports, the list API) and any search leave those out.
 */
export async function listCareerApplications(filter: ListQuery, size = PAGE_SIZE, { consentedOnly = false } = {}) {
  const search = personSearch(filter.q, { name: "name", phone: "phone" });
  const where = consentedOnly || filter.q ? { AND: [search, CONSENTED] } : search;
  const page = await pageNewestFirst(where, filter.cursor, size, (query) =>
    prisma.careerApplication.findMany({ ...query, select: careerColumns }),
  );
  return { ...page, items: page.items.map((row) => forStaff(row, { names: ["name"], contact: ["email", "phone", "address"] })) };
}
export type CareerRow = Awaited<ReturnType<typeof listCareerApplications>>["items"][number];

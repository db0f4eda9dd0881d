/** The staff list of job applications: searchable by name, e-mail or phone, newest first in keyset pages. */
import { prisma } from "@/lib/db";
import { PAGE_SIZE, pageNewestFirst } from "@/lib/pagination/keyset";
import { contactSearch, type ContactListFilter } from "@/lib/search/contact";

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
  resume: { select: { id: true, fileName: true, size: true } },
} as const;

export function listCareerApplications(filter: ContactListFilter, size = PAGE_SIZE) {
  const where = contactSearch(filter.q, { name: "name", phone: "phone" });
  return pageNewestFirst(where, filter.cursor, size, (query) => prisma.careerApplication.findMany({ ...query, select: careerColumns }));
}
export type CareerRow = Awaited<ReturnType<typeof listCareerApplications>>["items"][number];

/** The staff list of franchise enquiries: searchable by name, e-mail or mobile, newest first in keyset pages. */
import { prisma } from "@/lib/db";
import { PAGE_SIZE, pageNewestFirst } from "@/lib/pagination/keyset";
import { contactSearch, type ContactListFilter } from "@/lib/search/contact";

const franchiseColumns = {
  id: true,
  createdAt: true,
  organisationName: true,
  contactPerson: true,
  mobile: true,
  email: true,
  websiteUrl: true,
  description: true,
  duplicateOfId: true,
  pagePath: true,
  referrer: true,
  utmSource: true,
  utmMedium: true,
  utmCampaign: true,
} as const;

export function listFranchiseEnquiries(filter: ContactListFilter, size = PAGE_SIZE) {
  const where = contactSearch(filter.q, { name: "organisationName", phone: "mobile" });
  return pageNewestFirst(where, filter.cursor, size, (query) => prisma.franchiseEnquiry.findMany({ ...query, select: franchiseColumns }));
}
export type FranchiseRow = Awaited<ReturnType<typeof listFranchiseEnquiries>>["items"][number];

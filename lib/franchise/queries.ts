/** The staff list of franchise enquiries: searchable by name, e-mail or mobile, newest first in keyset pages. */
import "server-only";
import { prisma } from "@/lib/db";
import { PAGE_SIZE, pageNewestFirst } from "@/lib/pagination/keyset";
import { CONSENTED, forStaff } from "@/lib/privacy/minors/staff-view";
import { personSearch, type ListQuery } from "@/lib/search/person";

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
  awaitingGuardian: true,
} as const;

/**
 * A page of the list, a minor's awaiting its guardian without name or contact (lib/privacy/minors/staff-view.ts);
 * `consentedOnly` (exports, the list API) and any search leave those out.
 */
export async function listFranchiseEnquiries(filter: ListQuery, size = PAGE_SIZE, { consentedOnly = false } = {}) {
  const search = personSearch(filter.q, { name: "organisationName", phone: "mobile" });
  const where = consentedOnly || filter.q ? { AND: [search, CONSENTED] } : search;
  const page = await pageNewestFirst(where, filter.cursor, size, (query) =>
    prisma.franchiseEnquiry.findMany({ ...query, select: franchiseColumns }),
  );
  return { ...page, items: page.items.map((row) => forStaff(row, { names: ["contactPerson"], contact: ["email", "mobile"] })) };
}
export type FranchiseRow = Awaited<ReturnType<typeof listFranchiseEnquiries>>["items"][number];

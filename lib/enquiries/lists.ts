/**
 * The read-only staff lists of franchise enquiries and job applications: searchable by name,
 * e-mail or mobile (lib/search/contact.ts), newest first in keyset pages, each also as the old
 * API's records and as CSV.
 */
import type { CsvColumn } from "@/lib/export/csv";
import { prisma } from "@/lib/db";
import { decodeCursor, NEWEST_FIRST, olderThan, toPage } from "@/lib/pagination/keyset";
import { contactSearch } from "@/lib/search/contact";

export type ListFilter = { q?: string; cursor?: string };
export const LIST_PAGE_SIZE = 50;

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

export async function listFranchiseEnquiries(filter: ListFilter, size = LIST_PAGE_SIZE) {
  const rows = await prisma.franchiseEnquiry.findMany({
    where: { AND: [contactSearch(filter.q, { name: "organisationName", phone: "mobile" }), olderThan(decodeCursor(filter.cursor))] },
    orderBy: [...NEWEST_FIRST],
    take: size + 1,
    select: franchiseColumns,
  });
  return toPage(rows, size);
}
export type FranchiseRow = Awaited<ReturnType<typeof listFranchiseEnquiries>>["items"][number];

export async function listCareerApplications(filter: ListFilter, size = LIST_PAGE_SIZE) {
  const rows = await prisma.careerApplication.findMany({
    where: { AND: [contactSearch(filter.q, { name: "name", phone: "phone" }), olderThan(decodeCursor(filter.cursor))] },
    orderBy: [...NEWEST_FIRST],
    take: size + 1,
    select: careerColumns,
  });
  return toPage(rows, size);
}
export type CareerRow = Awaited<ReturnType<typeof listCareerApplications>>["items"][number];

const attribution = <Row extends { pagePath: string | null; referrer: string | null; utmSource: string | null; utmMedium: string | null; utmCampaign: string | null }>(row: Row) => ({
  page: row.pagePath,
  referrer: row.referrer,
  utm_source: row.utmSource,
  utm_medium: row.utmMedium,
  utm_campaign: row.utmCampaign,
});

/** The specification's franchise record (`orgizationname`…), then what the old API lacked. */
export const toWireFranchise = (row: FranchiseRow) => ({
  _id: row.id,
  orgizationname: row.organisationName,
  contactperson: row.contactPerson,
  mobile: row.mobile,
  email: row.email,
  websiteurl: row.websiteUrl,
  description: row.description,
  duplicateOf: row.duplicateOfId,
  ...attribution(row),
  createdAt: row.createdAt,
});

const attributionColumns = <Row extends Parameters<typeof attribution>[0]>(): CsvColumn<Row>[] => [
  { header: "Page", value: (row) => row.pagePath },
  { header: "Referrer", value: (row) => row.referrer },
  { header: "utm_source", value: (row) => row.utmSource },
  { header: "utm_medium", value: (row) => row.utmMedium },
  { header: "utm_campaign", value: (row) => row.utmCampaign },
];

export const franchiseCsvColumns: CsvColumn<FranchiseRow>[] = [
  { header: "Received", value: (row) => row.createdAt },
  { header: "Organisation", value: (row) => row.organisationName },
  { header: "Contact person", value: (row) => row.contactPerson },
  { header: "Mobile", value: (row) => row.mobile },
  { header: "E-mail", value: (row) => row.email },
  { header: "Website", value: (row) => row.websiteUrl },
  { header: "About", value: (row) => row.description },
  { header: "Repeat of", value: (row) => row.duplicateOfId },
  ...attributionColumns<FranchiseRow>(),
  { header: "Id", value: (row) => row.id },
];

export const careerCsvColumns: CsvColumn<CareerRow>[] = [
  { header: "Received", value: (row) => row.createdAt },
  { header: "Name", value: (row) => row.name },
  { header: "E-mail", value: (row) => row.email },
  { header: "Phone", value: (row) => row.phone },
  { header: "Designation", value: (row) => row.designation },
  { header: "Date of birth", value: (row) => row.dateOfBirth.toISOString().slice(0, 10) },
  { header: "Address", value: (row) => row.address },
  { header: "Expected salary", value: (row) => row.expectedSalary },
  { header: "Last salary", value: (row) => row.lastSalary },
  { header: "Resume", value: (row) => row.resume.fileName },
  { header: "Repeat of", value: (row) => row.duplicateOfId },
  ...attributionColumns<CareerRow>(),
  { header: "Id", value: (row) => row.id },
];

/** Franchise enquiries as the old API lists them (GET /api/franchise) and as the CSV export writes them. */
import type { CsvColumn } from "@/lib/export/csv";
import { attributionCsvColumns, toWireAttribution } from "@/lib/enquiries/attribution-wire";
import type { FranchiseRow } from "./queries";

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
  ...toWireAttribution(row),
  createdAt: row.createdAt,
});

export const franchiseCsvColumns: CsvColumn<FranchiseRow>[] = [
  { header: "Received", value: (row) => row.createdAt },
  { header: "Organisation", value: (row) => row.organisationName },
  { header: "Contact person", value: (row) => row.contactPerson },
  { header: "Mobile", value: (row) => row.mobile },
  { header: "E-mail", value: (row) => row.email },
  { header: "Website", value: (row) => row.websiteUrl },
  { header: "About", value: (row) => row.description },
  { header: "Repeat of", value: (row) => row.duplicateOfId },
  ...attributionCsvColumns<FranchiseRow>(),
  { header: "Id", value: (row) => row.id },
];

/** Job applications as the CSV export writes them. */
import type { CsvColumn } from "@/lib/export/csv";
import { attributionCsvColumns } from "@/lib/enquiries/attribution-wire";
import type { CareerRow } from "./queries";

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
  ...attributionCsvColumns<CareerRow>(),
  { header: "Id", value: (row) => row.id },
];

/** Leads as the old API lists them (GET /api/contact) and as the CSV export writes them. */
import type { CsvColumn } from "@/lib/export/csv";
import { attributionCsvColumns, toWireAttribution } from "@/lib/enquiries/attribution-wire";
import { leadSourceLabel } from "./constants";
import { EXAM_SCORE_LABEL, examScale } from "./exam-score";
import { leadStatusLabel } from "./pipeline";
import type { LeadRow } from "./queries";

const number = (value: { toNumber(): number } | null) => (value === null ? undefined : value.toNumber());

/** The specification's contact record (`_id`, `appearedInExam` as yes/no…), then what the old API lacked. */
export function toWireLead(row: LeadRow) {
  return {
    _id: row.id,
    name: row.name,
    course: row.course,
    email: row.email,
    mobile: row.mobile,
    percentage: number(row.percentage),
    appearedInExam: row.appearedInExam ? "yes" : "no",
    ...(row.appearedInExam ? { examName: row.examName ?? undefined, examPercentage: number(row.examPercentage) } : {}),
    status: row.status,
    source: row.source,
    duplicateOf: row.duplicateOfId,
    assignedTo: row.assignedTo?.name ?? null,
    nextFollowUpAt: row.nextFollowUpAt,
    ...toWireAttribution(row),
    createdAt: row.createdAt,
  };
}

export const leadCsvColumns: CsvColumn<LeadRow>[] = [
  { header: "Received", value: (row) => row.createdAt },
  { header: "Name", value: (row) => row.name },
  { header: "E-mail", value: (row) => row.email },
  { header: "Mobile", value: (row) => row.mobile },
  { header: "Course", value: (row) => row.course },
  { header: "12th percentage", value: (row) => number(row.percentage) },
  { header: "Appeared in exam", value: (row) => (row.appearedInExam ? "yes" : "no") },
  { header: "Exam", value: (row) => row.examName },
  { header: EXAM_SCORE_LABEL, value: (row) => number(row.examPercentage) },
  {
    header: "Exam score out of",
    value: (row) => (row.examPercentage === null ? undefined : examScale(row.examName ?? undefined).max),
  },
  { header: "Status", value: (row) => leadStatusLabel[row.status] },
  { header: "Assigned to", value: (row) => row.assignedTo?.name },
  { header: "Next follow-up", value: (row) => row.nextFollowUpAt },
  { header: "Repeat of", value: (row) => row.duplicateOfId },
  { header: "Form", value: (row) => leadSourceLabel[row.source] },
  ...attributionCsvColumns<LeadRow>(),
  { header: "Id", value: (row) => row.id },
];

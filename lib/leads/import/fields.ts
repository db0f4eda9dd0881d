/**
 * The lead's fields a CSV column can be mapped to, by their wire names (the enquiry forms' and
 * POST /api/contact's), and the headings each is recognised by: ours, spreadsheets' usual ones and
 * those of Meta's and Google's lead-form exports. No server-only imports: the mapping step in the
 * browser reads it too.
 */
export const IMPORT_FIELDS = [
  { key: "name", label: "Name", required: true, headings: ["name", "full name", "student name", "first name", "your name"] },
  {
    key: "email",
    label: "E-mail",
    required: true,
    headings: ["email", "e-mail", "email address", "email id", "mail", "user email", "work email"],
  },
  {
    key: "mobile",
    label: "Mobile",
    required: true,
    headings: ["mobile", "phone", "phone number", "mobile number", "user phone", "contact number", "whatsapp number", "contact"],
  },
  {
    key: "percentage",
    label: "12th percentage",
    required: true,
    headings: ["percentage", "12th percentage", "12th percent", "12th marks", "marks"],
  },
  {
    key: "course",
    label: "Course",
    required: true,
    headings: ["course", "course name", "interested course", "programme", "program"],
  },
  {
    key: "appearedInExam",
    label: "Appeared in an exam (yes/no)",
    required: false,
    headings: ["appeared in exam", "appeared in entrance exam", "entrance exam"],
  },
  { key: "city", label: "City", required: false, headings: ["city", "town", "city name", "your city", "location", "district"] },
  { key: "examName", label: "Exam name", required: false, headings: ["exam name", "exam"] },
  { key: "examPercentage", label: "Exam score", required: false, headings: ["exam percentage", "exam score", "exam marks"] },
  { key: "utm_source", label: "utm_source", required: false, headings: ["utm source", "source", "platform"] },
  { key: "utm_medium", label: "utm_medium", required: false, headings: ["utm medium", "medium"] },
  {
    key: "utm_campaign",
    label: "utm_campaign (campaign)",
    required: false,
    headings: ["utm campaign", "campaign", "campaign name"],
  },
] as const;

export type ImportField = (typeof IMPORT_FIELDS)[number]["key"];

/** Which column (by its position in the file) feeds each field; a field left out is not imported. */
export type ColumnMapping = Partial<Record<ImportField, number>>;

export const REQUIRED_FIELDS = IMPORT_FIELDS.filter((field) => field.required).map((field) => field.key);

export const fieldLabel = (key: ImportField): string => IMPORT_FIELDS.find((field) => field.key === key)!.label;

/**
 * "Full Name", "full_name" and "FULL-NAME " read alike; Meta's questions end in "?" or ":"; a
 * "%" reads as "percentage" ("12th %" is the 12th percentage, "Exam %" the exam's).
 */
const normalise = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/%/g, " percentage ")
    .replace(/[_\-.:?*()]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The mapping a file's headings suggest: each field to the first column whose heading it knows, each column used once. */
export function guessMapping(headings: readonly string[]): ColumnMapping {
  const names = headings.map(normalise);
  const taken = new Set<number>();
  const mapping: ColumnMapping = {};
  for (const field of IMPORT_FIELDS) {
    const column = names.findIndex(
      (name, index) =>
        !taken.has(index) && (name === normalise(field.key) || (field.headings as readonly string[]).includes(name)),
    );
    if (column >= 0) {
      mapping[field.key] = column;
      taken.add(column);
    }
  }
  return mapping;
}

/**
 * The lead form's choices and limits, apart from the schema so the browser form can show them
 * without loading zod (the schema is fetched when the visitor starts on the form).
 */
export const COURSES = ["BCA", "MCA", "B.TECH", "M.TECH", "BBA", "MBA", "MBBS"] as const;

export const NAME_MAX = 100;
export const EXAM_NAME_MAX = 100;
/** The longest note a counsellor may add to a lead. */
export const NOTE_MAX = 2000;
export const CITY_MAX = 100;

/** Which door a lead came through, as the panel, the exports and the staff e-mails name it. */
export const leadSourceLabel = {
  MODAL: "Free Counselling button",
  CONTACT_PAGE: "Contact page form",
  API: "API",
  IMPORT: "Import",
  WALK_IN: "Walk-in",
  PHONE: "Phone call",
  META_LEAD_AD: "Meta lead ad",
  GOOGLE_LEAD_FORM: "Google lead form",
  PARTNER: "Partner",
  WHATSAPP: "WhatsApp message",
} as const;

export const LEAD_SOURCES = [
  "MODAL",
  "CONTACT_PAGE",
  "API",
  "IMPORT",
  "WALK_IN",
  "PHONE",
  "META_LEAD_AD",
  "GOOGLE_LEAD_FORM",
  "PARTNER",
  "WHATSAPP",
] as const satisfies readonly (keyof typeof leadSourceLabel)[];

/** The most leads one bulk change on the Contact List takes ("all matching" beyond it is refused, never cut short). */
export const BULK_MAX = 5000;
/** A bulk change of more leads than this asks first, even on one page. */
export const BULK_CONFIRM_ABOVE = 20;

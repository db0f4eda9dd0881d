/** JoSAA's vocabulary: the quotas, seat types (categories) and gender lists of the OR-CR tables. */

export const quotas = ["AI", "HS", "OS", "GO", "JK", "LA"] as const;
export type Quota = (typeof quotas)[number];

export const quotaLabel: Record<Quota, string> = {
  AI: "All India",
  HS: "Home state",
  OS: "Other state",
  GO: "Goa",
  JK: "Jammu and Kashmir",
  LA: "Ladakh",
};

export const seatTypes = [
  "OPEN",
  "EWS",
  "OBC-NCL",
  "SC",
  "ST",
  "OPEN (PwD)",
  "EWS (PwD)",
  "OBC-NCL (PwD)",
  "SC (PwD)",
  "ST (PwD)",
] as const;

export const genders = ["Gender-Neutral", "Female-only (including Supernumerary)"] as const;
export type GenderList = (typeof genders)[number];

export const genderLabel: Record<GenderList, string> = {
  "Gender-Neutral": "Gender-neutral",
  "Female-only (including Supernumerary)": "Female-only",
};

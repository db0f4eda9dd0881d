/**
 * What a public search box (the college directory, the board result grids) means by a match:
 * the words students type, in any case and with any punctuation ("B.Tech" = "btech" = "B Tech"),
 * and the short names Indians use for their states and cities ("UP", "J&K", "Bangalore").
 *
 * Plain string work with relative imports: browser code and next.config.ts load it.
 */
import { normaliseForMatching } from "../site/normalise";

/**
 * Other names of Indian states, union territories and cities, keyed by the spelling the site
 * uses. Only Indian places are searched with it, so "UK" can only mean Uttarakhand here; codes
 * that are ambiguous even in India are left out.
 */
const indianPlaceAliases: Record<string, readonly string[]> = {
  // States and union territories: the common abbreviations and the old names.
  "Andhra Pradesh": ["AP"],
  Chhattisgarh: ["CG", "Chattisgarh"],
  Delhi: ["DL", "NCR"],
  Gujarat: ["GJ"],
  Haryana: ["HR"],
  "Himachal Pradesh": ["HP"],
  "Jammu and Kashmir": ["J&K", "JK"],
  Jharkhand: ["JH"],
  Karnataka: ["KA"],
  Kerala: ["KL"],
  "Madhya Pradesh": ["MP"],
  Maharashtra: ["MH"],
  Odisha: ["Orissa"],
  Puducherry: ["Pondicherry", "Pondy"],
  Punjab: ["PB"],
  Rajasthan: ["RJ"],
  "Tamil Nadu": ["TN"],
  Telangana: ["TS", "TG"],
  "Uttar Pradesh": ["UP"],
  Uttarakhand: ["UK", "Uttaranchal"],
  "West Bengal": ["WB"],
  // Cities: the names many families still use, and the capital region.
  Bengaluru: ["Bangalore", "BLR"],
  Mumbai: ["Bombay"],
  Chennai: ["Madras"],
  Kolkata: ["Calcutta"],
  "New Delhi": ["NCR"],
  Gurugram: ["Gurgaon", "NCR"],
  Noida: ["NCR"],
  "Greater Noida": ["NCR"],
  Ghaziabad: ["NCR"],
  Faridabad: ["NCR"],
  Thiruvananthapuram: ["Trivandrum"],
  Tiruchirappalli: ["Trichy", "Tiruchi"],
  Mysuru: ["Mysore"],
  Mangaluru: ["Mangalore"],
  Kozhikode: ["Calicut"],
  Kochi: ["Cochin"],
  Varanasi: ["Banaras", "Benares", "Kashi"],
  Prayagraj: ["Allahabad"],
  Vadodara: ["Baroda"],
  Pune: ["Poona"],
  Belagavi: ["Belgaum"],
};

const aliasesByPlace = new Map(
  Object.entries(indianPlaceAliases).map(([place, aliases]) => [normaliseForMatching(place), aliases]),
);

/** A place's own name and its other names ("Uttar Pradesh" → "Uttar Pradesh", "UP"). */
export function withPlaceAliases(place: string): string[] {
  return [place, ...(aliasesByPlace.get(normaliseForMatching(place)) ?? [])];
}

/**
 * The short forms students type for B.Tech branches and affiliating universities, keyed by the full
 * name the site stores ("CSE" for "Computer Science and Engineering", "AKTU"). Only where a short
 * form means one thing among the site's colleges.
 */
const academicShortForms: Record<string, readonly string[]> = {
  "Computer Science and Engineering": ["CSE", "CS", "Computer Engineering"],
  "Electronics and Communication Engineering": ["ECE", "EC"],
  "Electrical Engineering": ["EE", "Electrical and Electronics Engineering", "EEE"],
  "Mechanical Engineering": ["ME", "Mech"],
  "Civil Engineering": ["CE", "Civil"],
  "Aerospace Engineering": ["Aero", "Aeronautical Engineering"],
  "Dr. A.P.J. Abdul Kalam Technical University": ["AKTU", "UPTU"],
  "University of Delhi": ["DU", "Delhi University"],
  "Guru Gobind Singh Indraprastha University": ["GGSIPU", "IPU"],
  "The Tamil Nadu Dr. M.G.R. Medical University": ["TNMGRMU", "MGR Medical University"],
  "Rajiv Gandhi University of Health Sciences": ["RGUHS"],
  "Maharashtra University of Health Sciences": ["MUHS"],
  "Baba Farid University of Health Sciences": ["BFUHS"],
  "Kerala University of Health Sciences": ["KUHS"],
  "Kaloji Narayana Rao University of Health Sciences": ["KNRUHS"],
  "Manipal Academy of Higher Education": ["MAHE", "Manipal University"],
};

const shortFormsByName = new Map(
  Object.entries(academicShortForms).map(([name, shortForms]) => [normaliseForMatching(name), shortForms]),
);

/** A branch's or university's name and its short forms ("Computer Science and Engineering" → …, "CSE"). */
export function withShortForms(name: string): string[] {
  return [name, ...(shortFormsByName.get(normaliseForMatching(name)) ?? [])];
}

const squeeze = (text: string) => text.replaceAll(" ", "");

/**
 * The words a record can be found by: every word of every field, and each field's words run
 * together, so "btech" finds "B.Tech" and "neetug" finds "NEET UG".
 */
export function searchableWords(fields: readonly string[]): string[] {
  const phrases = fields.map(normaliseForMatching).filter(Boolean);
  return [...new Set([...phrases.flatMap((phrase) => phrase.split(" ")), ...phrases.map(squeeze)])];
}

/**
 * True when the record whose `searchableWords` are `words` answers the typed text. Every typed
 * word must start one of the record's words ("iit" finds IIT, not KIIT; "bhu" finds BHU and
 * Bhubaneswar), so results make sense while the visitor is still typing; or the typed text run
 * together must ("B Tech" finds BTech). Letters typed one by one are initials: "U.P." is "UP",
 * "M.B.B.S." is "MBBS", not any word starting with U and another with P. Empty text matches
 * everything.
 */
export function matchesSearch(typed: string, words: readonly string[]): boolean {
  const normalised = normaliseForMatching(typed);
  if (!normalised) return true;
  const starts = (part: string) => words.some((word) => word.startsWith(part));
  const parts = normalised.split(" ");
  const initials = parts.length > 1 && parts.every((part) => part.length === 1);
  return (!initials && parts.every(starts)) || starts(squeeze(normalised));
}

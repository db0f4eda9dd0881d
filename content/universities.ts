/**
 * Study-abroad universities popular with Indian students, parsed with
 * `universitySchema` at module load so a bad record fails the build.
 *
 * Tuition is an approximate yearly range for international students in the
 * local currency (it varies by course and year); intakes are the main start
 * months. Both are counselling guides: the university's website is final.
 */
import { z } from "zod";
import {
  countryKeys,
  universitySchema,
  type CountryKey,
  type University,
  type UniversityInput,
} from "./university-schema";

const UK_INTAKES = ["September", "January"] as const;

const universityData = [
  /* ---------------------------- United Kingdom ---------------------------- */
  {
    slug: "university-of-hertfordshire",
    name: "University of Hertfordshire",
    country: "uk",
    city: "Hatfield",
    location: "Hatfield, United Kingdom",
    courses: "300+ Courses",
    about:
      "The University of Hertfordshire is a modern university in Hatfield, about 25 minutes by train from central London. It has a large Indian student community and popular courses in computer science, engineering, pharmacy and business, and its aerospace teaching goes back to its origins as a technical college serving the local aircraft industry.",
    website: "https://www.herts.ac.uk",
    tuition: "£15,500–£17,000 per year",
    intake: [...UK_INTAKES],
    badge: { initials: "UH", color: "#1f3a93" },
  },
  {
    slug: "coventry-university",
    name: "Coventry University",
    country: "uk",
    city: "Coventry",
    location: "Coventry, United Kingdom",
    courses: "300+ Courses",
    about:
      "Coventry University is a career-focused university in the West Midlands, known for its modern city-centre campus, industry-linked degrees in automotive engineering, business and computing, and a busy careers service. Many programmes include an optional work placement year, and several postgraduate courses start more than once a year, including in January.",
    website: "https://www.coventry.ac.uk",
    tuition: "£17,500–£20,000 per year",
    intake: [...UK_INTAKES],
    badge: { initials: "CU", color: "#003b5c" },
  },
  {
    slug: "university-of-greenwich",
    name: "University of Greenwich",
    country: "uk",
    city: "London",
    location: "London, United Kingdom",
    courses: "250+ Courses",
    about:
      "The University of Greenwich has its main campus in the Old Royal Naval College at Maritime Greenwich, a UNESCO World Heritage Site beside the Thames. Indian students choose it for business, computing, engineering and pharmacy degrees at moderate fees, with easy access to London's job market and further campuses at Avery Hill and Medway.",
    website: "https://www.gre.ac.uk",
    tuition: "£16,000–£18,000 per year",
    intake: [...UK_INTAKES],
    badge: { initials: "UOG", color: "#4a235a" },
  },
  {
    slug: "middlesex-university",
    name: "Middlesex University",
    country: "uk",
    city: "London",
    location: "London, United Kingdom",
    courses: "250+ Courses",
    about:
      "Middlesex University London has a single, compact campus in Hendon, north London, with good Underground links to the city centre. It is known for practical degrees in computing, cyber security, business, law and the creative arts, and for a very diverse student body drawn from well over a hundred countries.",
    website: "https://www.mdx.ac.uk",
    tuition: "£15,500–£17,500 per year",
    intake: [...UK_INTAKES],
    badge: { initials: "MDX", color: "#7b1e3a" },
  },
  {
    slug: "university-of-east-london",
    name: "University of East London",
    country: "uk",
    city: "London",
    location: "London, United Kingdom",
    courses: "200+ Courses",
    about:
      "The University of East London has campuses at Stratford and at University Square in the Royal Docks, close to London City Airport. It puts a strong focus on employability, offers scholarships for international students, and is popular with Indian students for business, computing, engineering and health-related courses.",
    website: "https://www.uel.ac.uk",
    tuition: "£15,000–£16,500 per year",
    intake: [...UK_INTAKES],
    badge: { initials: "UEL", color: "#0e6251" },
  },
  {
    slug: "de-montfort-university",
    name: "De Montfort University",
    country: "uk",
    city: "Leicester",
    location: "Leicester, United Kingdom",
    courses: "250+ Courses",
    about:
      "De Montfort University is in Leicester, a city with one of the largest Indian-origin communities in the UK, so students find familiar food, festivals and temples close by. The campus is compact and central, and the university is known for business, law, computing, pharmacy, fashion and design courses.",
    website: "https://www.dmu.ac.uk",
    tuition: "£15,750–£17,000 per year",
    intake: [...UK_INTAKES],
    badge: { initials: "DMU", color: "#5b2c6f" },
  },

  /* ---------------------------------- USA --------------------------------- */
  {
    slug: "arizona-state-university",
    name: "Arizona State University",
    country: "usa",
    city: "Tempe",
    location: "Tempe, USA",
    courses: "400+ Courses",
    about:
      "Arizona State University is one of the largest public universities in the United States, with its main campus in Tempe, next to Phoenix. U.S. News has named it the most innovative university in the country for several years running, and it is very popular with Indian students for master's degrees in engineering, computer science and business analytics.",
    website: "https://www.asu.edu",
    tuition: "US$33,000–$36,000 per year",
    intake: ["August", "January"],
    badge: { initials: "ASU", color: "#8c1d40" },
  },
  {
    slug: "northeastern-university",
    name: "Northeastern University",
    country: "usa",
    city: "Boston",
    location: "Boston, USA",
    courses: "250+ Courses",
    about:
      "Northeastern University in Boston is built around its cooperative education (co-op) model, in which students alternate study with paid, full-time work placements at partner employers. Its master's programmes in computer science, data analytics and engineering management draw many Indian students, and most graduate programmes admit in both fall and spring.",
    website: "https://www.northeastern.edu",
    tuition: "US$60,000–$66,000 per year",
    intake: ["September", "January"],
    badge: { initials: "NU", color: "#9d2235" },
  },
  {
    slug: "university-of-texas-at-dallas",
    name: "The University of Texas at Dallas",
    country: "usa",
    city: "Richardson",
    location: "Richardson, USA",
    courses: "140+ Courses",
    about:
      "The University of Texas at Dallas, in Richardson on the northern edge of Dallas, is a research university known for computer science, electrical engineering and business analytics. Its location in a major technology and telecom corridor, and its large Indian student community, make it a common choice for master's applicants.",
    website: "https://www.utdallas.edu",
    intake: ["August", "January"],
    badge: { initials: "UTD", color: "#154734" },
  },

  /* -------------------------------- Germany ------------------------------- */
  {
    slug: "technical-university-of-munich",
    name: "Technical University of Munich",
    country: "germany",
    city: "Munich",
    location: "Munich, Germany",
    courses: "180+ Courses",
    about:
      "The Technical University of Munich is one of Europe's leading technical universities and regularly ranks as Germany's best. It is strong in engineering, computer science, natural sciences and management, works closely with major German companies, and teaches many master's programmes in English. Since the 2024/25 winter semester it charges tuition to students from outside the EU.",
    website: "https://www.tum.de",
    tuition: "€2,000–€6,000 per semester (non-EU)",
    intake: ["October", "April"],
    badge: { initials: "TUM", color: "#00457c" },
  },
  {
    slug: "rwth-aachen-university",
    name: "RWTH Aachen University",
    country: "germany",
    city: "Aachen",
    location: "Aachen, Germany",
    courses: "170+ Courses",
    about:
      "RWTH Aachen University is Germany's largest technical university and is famous for mechanical, automotive and electrical engineering. Public universities in North Rhine-Westphalia charge no tuition, so students pay only a semester contribution that includes a regional transport ticket, which makes RWTH popular with Indian engineers looking for an affordable master's degree.",
    website: "https://www.rwth-aachen.de",
    tuition: "No tuition fee; semester contribution about €300",
    intake: ["October", "April"],
    badge: { initials: "RWTH", color: "#00549f" },
  },

  /* -------------------------------- Canada -------------------------------- */
  {
    slug: "university-of-toronto",
    name: "University of Toronto",
    country: "canada",
    city: "Toronto",
    location: "Toronto, Canada",
    courses: "700+ Courses",
    about:
      "The University of Toronto is Canada's top-ranked university, with three campuses in the Greater Toronto Area: St. George downtown, Scarborough and Mississauga. It is a global leader in research, including artificial intelligence and medicine, and the city's diverse economy and Canada's post-graduation work permit make it attractive to Indian students.",
    website: "https://www.utoronto.ca",
    tuition: "CA$60,000–$75,000 per year",
    intake: ["September"],
    badge: { initials: "UT", color: "#1e3765" },
  },
  {
    slug: "university-of-british-columbia",
    name: "University of British Columbia",
    country: "canada",
    city: "Vancouver",
    location: "Vancouver, Canada",
    courses: "300+ Courses",
    about:
      "The University of British Columbia has its main campus on the Point Grey peninsula in Vancouver, surrounded by forest and ocean, and a second campus in Kelowna. It is one of Canada's leading research universities, with strong programmes in computer science, engineering, forestry and business, and a large international student population.",
    website: "https://www.ubc.ca",
    tuition: "CA$45,000–$62,000 per year",
    intake: ["September"],
    badge: { initials: "UBC", color: "#002145" },
  },
  {
    slug: "university-of-waterloo",
    name: "University of Waterloo",
    country: "canada",
    city: "Waterloo",
    location: "Waterloo, Canada",
    courses: "100+ Courses",
    about:
      "The University of Waterloo in Ontario runs one of the world's largest co-operative education programmes, with students alternating study terms and paid work terms from their first year. It is renowned for computer science, software engineering and mathematics, and its graduates are heavily recruited by technology companies in Canada and the United States.",
    website: "https://uwaterloo.ca",
    tuition: "CA$50,000–$75,000 per year",
    intake: ["September"],
    badge: { initials: "UW", color: "#2f2f2f" },
  },
  {
    slug: "york-university",
    name: "York University",
    country: "canada",
    city: "Toronto",
    location: "Toronto, Canada",
    courses: "200+ Courses",
    about:
      "York University is one of Canada's largest universities, with its main Keele campus in north Toronto and a newer campus in Markham. It is home to the Schulich School of Business and the Lassonde School of Engineering, and several programmes offer a January start as well as September, which helps students planning around results and visa timelines.",
    website: "https://www.yorku.ca",
    tuition: "CA$32,000–$40,000 per year",
    intake: ["September", "January"],
    badge: { initials: "YU", color: "#b31b1b" },
  },

  /* ------------------------------- Australia ------------------------------ */
  {
    slug: "university-of-melbourne",
    name: "The University of Melbourne",
    country: "australia",
    city: "Melbourne",
    location: "Melbourne, Australia",
    courses: "300+ Courses",
    about:
      "The University of Melbourne is consistently ranked Australia's best university and is known for its Melbourne Model, in which students take a broad undergraduate degree before specialising at graduate level. Its Parkville campus sits on the edge of the city centre, close to major hospitals and research institutes.",
    website: "https://www.unimelb.edu.au",
    tuition: "A$40,000–$55,000 per year",
    intake: ["February", "July"],
    badge: { initials: "UM", color: "#000f46" },
  },
  {
    slug: "monash-university",
    name: "Monash University",
    country: "australia",
    city: "Melbourne",
    location: "Melbourne, Australia",
    courses: "400+ Courses",
    about:
      "Monash University is Australia's largest university, with its main campus at Clayton in Melbourne's south-east and campuses in Malaysia and Indonesia. It is popular with Indian students for engineering, information technology, pharmacy and business, and its IITB-Monash Research Academy in Mumbai runs joint PhD programmes with IIT Bombay.",
    website: "https://www.monash.edu",
    tuition: "A$38,000–$55,000 per year",
    intake: ["February", "July"],
    badge: { initials: "MU", color: "#005a8f" },
  },
  {
    slug: "university-of-sydney",
    name: "The University of Sydney",
    country: "australia",
    city: "Sydney",
    location: "Sydney, Australia",
    courses: "400+ Courses",
    about:
      "The University of Sydney, founded in 1850, is Australia's first university, and its Camperdown campus is known for sandstone Gothic Revival buildings. It offers a wide range of programmes, from engineering and IT to medicine, law and business, and is a member of the Group of Eight research-intensive universities.",
    website: "https://www.sydney.edu.au",
    tuition: "A$45,000–$60,000 per year",
    intake: ["February", "August"],
    badge: { initials: "USYD", color: "#8c2d19" },
  },
] satisfies UniversityInput[];

export const universities: University[] = z.array(universitySchema).parse(universityData);

{
  const slugs = new Set<string>();
  const names = new Set<string>();
  for (const u of universities) {
    if (slugs.has(u.slug)) throw new Error(`content/universities: duplicate slug "${u.slug}"`);
    const key = u.name.trim().toLowerCase();
    if (names.has(key)) throw new Error(`content/universities: duplicate name "${u.name}"`);
    slugs.add(u.slug);
    names.add(key);
  }
}

export const universitiesByCountry: Record<CountryKey, University[]> = Object.fromEntries(
  countryKeys.map((country) => [country, universities.filter((u) => u.country === country)]),
) as Record<CountryKey, University[]>;

export function findUniversityBySlug(slug: string): University | undefined {
  return universities.find((u) => u.slug === slug);
}

/**
 * Case-insensitive exact match on the university's name, for old
 * `/university/<URL-encoded name>` links. Pass the decoded name; surrounding
 * and repeated whitespace is ignored.
 */
export function findUniversityByName(name: string): University | undefined {
  const key = name.trim().replace(/\s+/g, " ").toLowerCase();
  if (!key) return undefined;
  return universities.find((u) => u.name.toLowerCase() === key);
}

/**
 * The consultancy's partner universities and colleges abroad, by country (the
 * ones its previous site listed), parsed with `universitySchema` at module load
 * so a bad record fails the build.
 *
 * Tuition is an approximate yearly range for international students in the
 * local currency (it varies by course and year); intakes are the main start
 * months. Both are counselling guides: the university's website is final.
 */
import { z } from "zod";
import { countryKeys, universitySchema, type CountryKey, type University, type UniversityInput } from "./university-schema";

const UK_INTAKES = ["September", "January"] as const;

const universityData = [
  /* ---------------------------- United Kingdom ---------------------------- */
  {
    slug: "university-of-birmingham",
    name: "University of Birmingham",
    country: "uk",
    city: "Birmingham",
    location: "Birmingham, United Kingdom",
    courses: "350+ Courses",
    about:
      'The University of Birmingham is a Russell Group university whose green Edgbaston campus, with its Chamberlain clock tower, lies a short train ride from the centre of England\'s second city. It was the first civic "red brick" university, is strong in engineering, computer science, medicine, business and law, and has a large and long-established Indian student society.',
    website: "https://www.birmingham.ac.uk",
    tuition: "£23,000–£30,000 per year",
    intake: [...UK_INTAKES],
    badge: { initials: "UOB", color: "#7a1c2c" },
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
    slug: "heriot-watt-university",
    name: "Heriot-Watt University",
    country: "uk",
    city: "Edinburgh",
    location: "Edinburgh, United Kingdom",
    courses: "150+ Courses",
    about:
      "Heriot-Watt University has its main campus at Riccarton, on the green western edge of Edinburgh, Scotland's capital, and further campuses in Dubai and Malaysia. It is known for engineering, petroleum and energy studies, actuarial science, data science and its unusual degree in brewing and distilling, with close links to industry and strong graduate employment.",
    website: "https://www.hw.ac.uk",
    tuition: "£18,000–£23,000 per year",
    intake: [...UK_INTAKES],
    badge: { initials: "HWU", color: "#1d3c6e" },
  },
  {
    slug: "aston-university",
    name: "Aston University",
    country: "uk",
    city: "Birmingham",
    location: "Birmingham, United Kingdom",
    courses: "200+ Courses",
    about:
      "Aston University has a compact, self-contained campus in the heart of Birmingham, a few minutes' walk from New Street station. Its triple-accredited business school is its best-known part, alongside engineering, optometry and pharmacy, and most undergraduate degrees offer a paid placement year in industry, which helps graduates into their first jobs.",
    website: "https://www.aston.ac.uk",
    tuition: "£19,000–£23,000 per year",
    intake: [...UK_INTAKES],
    badge: { initials: "AU", color: "#5a1f6b" },
  },

  /* ---------------------------------- USA --------------------------------- */
  {
    slug: "florida-international-university",
    name: "Florida International University",
    aliases: ["FIU"],
    country: "usa",
    city: "Miami",
    location: "Miami, Florida, USA",
    courses: "190+ Courses",
    about:
      "Florida International University is a large public research university in Miami, with its main Modesto A. Maidique campus in the west of the city and a second campus on Biscayne Bay. Indian students choose it for computer science, engineering, data analytics and business, and its hospitality school draws on Miami's tourism industry.",
    website: "https://www.fiu.edu",
    tuition: "US$18,000–$22,000 per year",
    intake: ["August", "January"],
    badge: { initials: "FIU", color: "#081e3f" },
  },
  {
    slug: "auburn-university",
    name: "Auburn University",
    country: "usa",
    city: "Auburn",
    location: "Auburn, Alabama, USA",
    courses: "150+ Courses",
    about:
      "Auburn University is a public land-grant university in the small college town of Auburn, in east Alabama, with a lively campus life built around its sports teams. It is known for its Samuel Ginn College of Engineering, architecture, agriculture and veterinary medicine, and living costs are well below those of the big American cities.",
    website: "https://www.auburn.edu",
    tuition: "US$33,000–$36,000 per year",
    intake: ["August", "January"],
    badge: { initials: "AU", color: "#0c2340" },
  },
  {
    slug: "roosevelt-university",
    name: "Roosevelt University",
    country: "usa",
    city: "Chicago",
    location: "Chicago, Illinois, USA",
    courses: "100+ Courses",
    about:
      "Roosevelt University is a private university founded in 1945 with an open-admissions mission, based in the historic Auditorium Building on Michigan Avenue in downtown Chicago, with a second campus in suburban Schaumburg. Small classes, its business college and its performing arts conservatory attract students, and Chicago's economy offers internships close by.",
    website: "https://www.roosevelt.edu",
    intake: ["August", "January"],
    badge: { initials: "RU", color: "#00583e" },
  },

  /* -------------------------------- Germany ------------------------------- */
  {
    slug: "ludwig-maximilian-university-of-munich",
    name: "Ludwig Maximilian University of Munich",
    aliases: ["LMU", "LMU Munich", "University of Munich", "Ludwig-Maximilians-Universität München"],
    country: "germany",
    city: "Munich",
    location: "Munich, Germany",
    courses: "300+ Courses",
    about:
      "Ludwig Maximilian University of Munich (LMU), founded in 1472, is one of Germany's oldest and most highly ranked universities, with its main buildings on Ludwigstrasse in the centre of Munich. It is strong in the natural sciences, medicine, economics and the humanities; most bachelor's degrees are taught in German, while a growing number of master's programmes are in English.",
    website: "https://www.lmu.de",
    tuition: "No tuition fee for most programmes; a semester fee of about €150",
    intake: ["October", "April"],
    badge: { initials: "LMU", color: "#00693e" },
  },
  {
    slug: "heidelberg-university",
    name: "Heidelberg University",
    aliases: ["University of Heidelberg", "Ruprecht Karl University of Heidelberg"],
    country: "germany",
    city: "Heidelberg",
    location: "Heidelberg, Germany",
    courses: "180+ Courses",
    about:
      "Heidelberg University, founded in 1386, is Germany's oldest university and sits in the old town of Heidelberg on the river Neckar, in Baden-Württemberg. It is known worldwide for medicine, the life sciences, physics and the humanities, and works closely with research institutes such as the German Cancer Research Center and the European Molecular Biology Laboratory next door.",
    website: "https://www.uni-heidelberg.de",
    tuition: "€1,500 per semester (non-EU) plus a semester fee",
    intake: ["October", "April"],
    badge: { initials: "HU", color: "#9e1b32" },
  },

  /* -------------------------------- Canada -------------------------------- */
  {
    slug: "university-canada-west",
    name: "University Canada West",
    aliases: ["UCW"],
    country: "canada",
    city: "Vancouver",
    location: "Vancouver, British Columbia, Canada",
    courses: "10+ Courses",
    about:
      "University Canada West is a private, business-focused university in downtown Vancouver, British Columbia. Its MBA and bachelor's degrees in business, commerce and communication are taught in small classes by instructors with industry experience, and with four intakes a year (January, April, July and October) students can start without waiting for the autumn.",
    website: "https://www.ucanwest.ca",
    intake: ["January", "April", "July", "October"],
    badge: { initials: "UCW", color: "#0b2d71" },
  },
  {
    slug: "great-plains-college",
    name: "Great Plains College",
    country: "canada",
    city: "Swift Current",
    location: "Swift Current, Saskatchewan, Canada",
    courses: "40+ Courses",
    about:
      "Great Plains College is a public regional college in south-west Saskatchewan, with its largest campus in Swift Current and others in Kindersley, Warman and Maple Creek. It offers practical certificates and diplomas in business, health care, technology and the trades, plus university transfer courses, in small towns where living costs are low and employers know the college well.",
    website: "https://www.greatplainscollege.ca",
    intake: ["September", "January"],
    badge: { initials: "GPC", color: "#004b87" },
  },
  {
    slug: "parkland-college",
    name: "Parkland College",
    country: "canada",
    city: "Yorkton",
    location: "Yorkton, Saskatchewan, Canada",
    courses: "40+ Courses",
    about:
      "Parkland College is a public regional college in east-central Saskatchewan, based in Yorkton, with campuses in Melville, Fort Qu'Appelle and other towns nearby. Its Trades and Technology Centre in Yorkton trains welders, electricians and heavy equipment technicians, and it also offers business, health and university courses in small classes.",
    website: "https://www.parklandcollege.sk.ca",
    intake: ["September", "January"],
    badge: { initials: "PC", color: "#00563f" },
  },

  /* ------------------------------- Australia ------------------------------ */
  {
    slug: "parklands-christian-college",
    name: "Parklands Christian College",
    country: "australia",
    city: "Park Ridge",
    location: "Park Ridge, Queensland, Australia",
    courses: "20+ Courses",
    about:
      "Parklands Christian College is an independent Prep to Year 12 school in Park Ridge, in Logan City between Brisbane and the Gold Coast, Queensland. It welcomes international students who want to finish their schooling in Australia, with English support and the Queensland senior certificate as a route to Australian universities.",
    intake: ["January", "July"],
    badge: { initials: "PCC", color: "#1b4f72" },
  },
  {
    slug: "university-of-melbourne",
    name: "The University of Melbourne",
    country: "australia",
    city: "Melbourne",
    location: "Melbourne, Victoria, Australia",
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
    location: "Melbourne, Victoria, Australia",
    courses: "400+ Courses",
    about:
      "Monash University is Australia's largest university, with its main campus at Clayton in Melbourne's south-east and campuses in Malaysia and Indonesia. It is popular with Indian students for engineering, information technology, pharmacy and business, and its IITB-Monash Research Academy in Mumbai runs joint PhD programmes with IIT Bombay.",
    website: "https://www.monash.edu",
    tuition: "A$38,000–$55,000 per year",
    intake: ["February", "July"],
    badge: { initials: "MU", color: "#005a8f" },
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

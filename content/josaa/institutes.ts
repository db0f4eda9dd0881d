/**
 * The facts about each JoSAA institute that the OR-CR tables leave out: the state it stands in (its
 * home-state quota's state), its kind (IITs admit on the JEE Advanced rank, every other on the JEE
 * Main rank), a short name and the slug of its cutoff page. `josaaNames` are JoSAA's own strings
 * (whitespace collapsed), more than one where JoSAA renamed the institute between years.
 */
import type { indianStatesAndUts } from "@/content/colleges/schema";

type IndianState = (typeof indianStatesAndUts)[number];

export type InstituteKind = "IIT" | "NIT" | "IIIT" | "GFTI";

export type Institute = {
  slug: string;
  name: string;
  shortName: string;
  kind: InstituteKind;
  state: IndianState;
  josaaNames: string[];
};

type Row = [slug: string, shortName: string, kind: InstituteKind, state: IndianState, josaaName: string, ...renamed: string[]];

const rows: Row[] = [
  // IITs
  ["iit-bhu-varanasi", "IIT (BHU) Varanasi", "IIT", "Uttar Pradesh", "Indian Institute of Technology (BHU) Varanasi"],
  ["iit-ism-dhanbad", "IIT (ISM) Dhanbad", "IIT", "Jharkhand", "Indian Institute of Technology (ISM) Dhanbad"],
  ["iit-bhilai", "IIT Bhilai", "IIT", "Chhattisgarh", "Indian Institute of Technology Bhilai"],
  ["iit-bhubaneswar", "IIT Bhubaneswar", "IIT", "Odisha", "Indian Institute of Technology Bhubaneswar"],
  ["iit-bombay", "IIT Bombay", "IIT", "Maharashtra", "Indian Institute of Technology Bombay"],
  ["iit-delhi", "IIT Delhi", "IIT", "Delhi", "Indian Institute of Technology Delhi"],
  ["iit-dharwad", "IIT Dharwad", "IIT", "Karnataka", "Indian Institute of Technology Dharwad"],
  ["iit-gandhinagar", "IIT Gandhinagar", "IIT", "Gujarat", "Indian Institute of Technology Gandhinagar"],
  ["iit-goa", "IIT Goa", "IIT", "Goa", "Indian Institute of Technology Goa"],
  ["iit-guwahati", "IIT Guwahati", "IIT", "Assam", "Indian Institute of Technology Guwahati"],
  ["iit-hyderabad", "IIT Hyderabad", "IIT", "Telangana", "Indian Institute of Technology Hyderabad"],
  ["iit-indore", "IIT Indore", "IIT", "Madhya Pradesh", "Indian Institute of Technology Indore"],
  ["iit-jammu", "IIT Jammu", "IIT", "Jammu and Kashmir", "Indian Institute of Technology Jammu"],
  ["iit-jodhpur", "IIT Jodhpur", "IIT", "Rajasthan", "Indian Institute of Technology Jodhpur"],
  ["iit-kanpur", "IIT Kanpur", "IIT", "Uttar Pradesh", "Indian Institute of Technology Kanpur"],
  ["iit-kharagpur", "IIT Kharagpur", "IIT", "West Bengal", "Indian Institute of Technology Kharagpur"],
  ["iit-madras", "IIT Madras", "IIT", "Tamil Nadu", "Indian Institute of Technology Madras"],
  ["iit-mandi", "IIT Mandi", "IIT", "Himachal Pradesh", "Indian Institute of Technology Mandi"],
  ["iit-palakkad", "IIT Palakkad", "IIT", "Kerala", "Indian Institute of Technology Palakkad"],
  ["iit-patna", "IIT Patna", "IIT", "Bihar", "Indian Institute of Technology Patna"],
  ["iit-roorkee", "IIT Roorkee", "IIT", "Uttarakhand", "Indian Institute of Technology Roorkee"],
  ["iit-ropar", "IIT Ropar", "IIT", "Punjab", "Indian Institute of Technology Ropar"],
  ["iit-tirupati", "IIT Tirupati", "IIT", "Andhra Pradesh", "Indian Institute of Technology Tirupati"],
  // NITs
  ["nit-jalandhar", "NIT Jalandhar", "NIT", "Punjab", "Dr. B R Ambedkar National Institute of Technology, Jalandhar"],
  ["mnit-jaipur", "MNIT Jaipur", "NIT", "Rajasthan", "Malaviya National Institute of Technology Jaipur"],
  ["manit-bhopal", "MANIT Bhopal", "NIT", "Madhya Pradesh", "Maulana Azad National Institute of Technology Bhopal"],
  ["mnnit-allahabad", "MNNIT Allahabad", "NIT", "Uttar Pradesh", "Motilal Nehru National Institute of Technology Allahabad"],
  ["nit-agartala", "NIT Agartala", "NIT", "Tripura", "National Institute of Technology Agartala"],
  [
    "nit-arunachal-pradesh",
    "NIT Arunachal Pradesh",
    "NIT",
    "Arunachal Pradesh",
    "National Institute of Technology Arunachal Pradesh",
  ],
  ["nit-calicut", "NIT Calicut", "NIT", "Kerala", "National Institute of Technology Calicut"],
  ["nit-delhi", "NIT Delhi", "NIT", "Delhi", "National Institute of Technology Delhi"],
  ["nit-durgapur", "NIT Durgapur", "NIT", "West Bengal", "National Institute of Technology Durgapur"],
  ["nit-goa", "NIT Goa", "NIT", "Goa", "National Institute of Technology Goa"],
  ["nit-hamirpur", "NIT Hamirpur", "NIT", "Himachal Pradesh", "National Institute of Technology Hamirpur"],
  ["nit-surathkal", "NIT Karnataka, Surathkal", "NIT", "Karnataka", "National Institute of Technology Karnataka, Surathkal"],
  ["nit-meghalaya", "NIT Meghalaya", "NIT", "Meghalaya", "National Institute of Technology Meghalaya"],
  ["nit-nagaland", "NIT Nagaland", "NIT", "Nagaland", "National Institute of Technology Nagaland"],
  ["nit-patna", "NIT Patna", "NIT", "Bihar", "National Institute of Technology Patna"],
  ["nit-puducherry", "NIT Puducherry", "NIT", "Puducherry", "National Institute of Technology Puducherry"],
  ["nit-raipur", "NIT Raipur", "NIT", "Chhattisgarh", "National Institute of Technology Raipur"],
  ["nit-sikkim", "NIT Sikkim", "NIT", "Sikkim", "National Institute of Technology Sikkim"],
  ["nit-andhra-pradesh", "NIT Andhra Pradesh", "NIT", "Andhra Pradesh", "National Institute of Technology, Andhra Pradesh"],
  ["nit-jamshedpur", "NIT Jamshedpur", "NIT", "Jharkhand", "National Institute of Technology, Jamshedpur"],
  ["nit-kurukshetra", "NIT Kurukshetra", "NIT", "Haryana", "National Institute of Technology, Kurukshetra"],
  ["nit-manipur", "NIT Manipur", "NIT", "Manipur", "National Institute of Technology, Manipur"],
  ["nit-mizoram", "NIT Mizoram", "NIT", "Mizoram", "National Institute of Technology, Mizoram"],
  ["nit-rourkela", "NIT Rourkela", "NIT", "Odisha", "National Institute of Technology, Rourkela"],
  ["nit-silchar", "NIT Silchar", "NIT", "Assam", "National Institute of Technology, Silchar"],
  ["nit-srinagar", "NIT Srinagar", "NIT", "Jammu and Kashmir", "National Institute of Technology, Srinagar"],
  ["nit-trichy", "NIT Tiruchirappalli (Trichy)", "NIT", "Tamil Nadu", "National Institute of Technology, Tiruchirappalli"],
  ["nit-uttarakhand", "NIT Uttarakhand", "NIT", "Uttarakhand", "National Institute of Technology, Uttarakhand"],
  ["nit-warangal", "NIT Warangal", "NIT", "Telangana", "National Institute of Technology, Warangal"],
  ["svnit-surat", "SVNIT Surat", "NIT", "Gujarat", "Sardar Vallabhbhai National Institute of Technology, Surat"],
  ["vnit-nagpur", "VNIT Nagpur", "NIT", "Maharashtra", "Visvesvaraya National Institute of Technology, Nagpur"],
  ["iiest-shibpur", "IIEST Shibpur", "NIT", "West Bengal", "Indian Institute of Engineering Science and Technology, Shibpur"],
  // IIITs
  [
    "iiitm-gwalior",
    "ABV-IIITM Gwalior",
    "IIIT",
    "Madhya Pradesh",
    "Atal Bihari Vajpayee Indian Institute of Information Technology & Management Gwalior",
  ],
  [
    "iiit-manipur",
    "IIIT Senapati, Manipur",
    "IIIT",
    "Manipur",
    "Indian Institute of Information Technology Manipur",
    "INDIAN INSTITUTE OF INFORMATION TECHNOLOGY SENAPATI MANIPUR",
  ],
  ["iiit-nagpur", "IIIT Nagpur", "IIIT", "Maharashtra", "Indian Institute of Information Technology (IIIT) Nagpur"],
  ["iiit-pune", "IIIT Pune", "IIIT", "Maharashtra", "Indian Institute of Information Technology (IIIT) Pune"],
  ["iiit-ranchi", "IIIT Ranchi", "IIIT", "Jharkhand", "Indian Institute of Information Technology (IIIT) Ranchi"],
  [
    "iiit-sri-city",
    "IIIT Sri City",
    "IIIT",
    "Andhra Pradesh",
    "Indian Institute of Information Technology (IIIT), Sri City, Chittoor",
  ],
  ["iiit-kota", "IIIT Kota", "IIIT", "Rajasthan", "Indian Institute of Information Technology (IIIT)Kota, Rajasthan"],
  ["iiit-bhagalpur", "IIIT Bhagalpur", "IIIT", "Bihar", "Indian Institute of Information Technology Bhagalpur"],
  ["iiit-bhopal", "IIIT Bhopal", "IIIT", "Madhya Pradesh", "Indian Institute of Information Technology Bhopal"],
  [
    "iiitdm-kurnool",
    "IIITDM Kurnool",
    "IIIT",
    "Andhra Pradesh",
    "Indian Institute of Information Technology Design & Manufacturing Kurnool, Andhra Pradesh",
  ],
  ["iiit-guwahati", "IIIT Guwahati", "IIIT", "Assam", "Indian Institute of Information Technology Guwahati"],
  ["iiit-lucknow", "IIIT Lucknow", "IIIT", "Uttar Pradesh", "Indian Institute of Information Technology Lucknow"],
  ["iiit-surat", "IIIT Surat", "IIIT", "Gujarat", "Indian Institute of Information Technology Surat"],
  ["iiit-trichy", "IIIT Tiruchirappalli", "IIIT", "Tamil Nadu", "Indian Institute of Information Technology Tiruchirappalli"],
  ["iiit-dharwad", "IIIT Dharwad", "IIIT", "Karnataka", "Indian Institute of Information Technology(IIIT) Dharwad"],
  [
    "iiit-kalyani",
    "IIIT Kalyani",
    "IIIT",
    "West Bengal",
    "Indian Institute of Information Technology(IIIT) Kalyani, West Bengal",
  ],
  [
    "iiit-sonepat",
    "IIIT Sonepat",
    "IIIT",
    "Haryana",
    "Indian Institute of Information Technology(IIIT) Kilohrad, Sonepat, Haryana",
  ],
  ["iiit-kottayam", "IIIT Kottayam", "IIIT", "Kerala", "Indian Institute of Information Technology(IIIT) Kottayam"],
  ["iiit-una", "IIIT Una", "IIIT", "Himachal Pradesh", "Indian Institute of Information Technology(IIIT) Una, Himachal Pradesh"],
  ["iiit-vadodara", "IIIT Vadodara", "IIIT", "Gujarat", "Indian Institute of Information Technology(IIIT), Vadodara, Gujrat"],
  ["iiit-agartala", "IIIT Agartala", "IIIT", "Tripura", "Indian Institute of Information Technology, Agartala"],
  ["iiit-allahabad", "IIIT Allahabad", "IIIT", "Uttar Pradesh", "Indian Institute of Information Technology, Allahabad"],
  [
    "iiitdm-kancheepuram",
    "IIITDM Kancheepuram",
    "IIIT",
    "Tamil Nadu",
    "Indian Institute of Information Technology, Design & Manufacturing, Kancheepuram",
  ],
  [
    "iiit-vadodara-diu",
    "IIIT Vadodara International Campus Diu",
    "IIIT",
    "Dadra and Nagar Haveli and Daman and Diu",
    "Indian Institute of Information Technology, Vadodara International Campus Diu (IIITVICD)",
  ],
  ["iiit-raichur", "IIIT Raichur", "IIIT", "Karnataka", "Indian institute of information technology, Raichur, Karnataka"],
  ["iiit-bhubaneswar", "IIIT Bhubaneswar", "IIIT", "Odisha", "International Institute of Information Technology, Bhubaneswar"],
  [
    "iiit-naya-raipur",
    "IIIT Naya Raipur",
    "IIIT",
    "Chhattisgarh",
    "International Institute of Information Technology, Naya Raipur",
  ],
  [
    "iiitdm-jabalpur",
    "IIITDM Jabalpur",
    "IIIT",
    "Madhya Pradesh",
    "Pt. Dwarka Prasad Mishra Indian Institute of Information Technology, Design & Manufacture Jabalpur",
  ],
  // Other centrally funded technical institutes (GFTIs)
  ["assam-university-silchar", "Assam University, Silchar", "GFTI", "Assam", "Assam University, Silchar"],
  ["bit-deoghar", "BIT Mesra, Deoghar campus", "GFTI", "Jharkhand", "Birla Institute of Technology, Deoghar Off-Campus"],
  ["bit-mesra", "BIT Mesra, Ranchi", "GFTI", "Jharkhand", "Birla Institute of Technology, Mesra, Ranchi"],
  ["bit-patna", "BIT Mesra, Patna campus", "GFTI", "Bihar", "Birla Institute of Technology, Patna Off-Campus"],
  ["cu-jharkhand", "Central University of Jharkhand", "GFTI", "Jharkhand", "CU Jharkhand"],
  ["cu-haryana", "Central University of Haryana", "GFTI", "Haryana", "Central University of Haryana"],
  ["cu-jammu", "Central University of Jammu", "GFTI", "Jammu and Kashmir", "Central University of Jammu"],
  ["cu-rajasthan", "Central University of Rajasthan", "GFTI", "Rajasthan", "Central University of Rajasthan, Rajasthan"],
  ["cit-kokrajhar", "CIT Kokrajhar", "GFTI", "Assam", "Central institute of Technology Kokrajar, Assam"],
  [
    "csvtu-bhilai",
    "CSVTU Bhilai",
    "GFTI",
    "Chhattisgarh",
    "Chhattisgarh Swami Vivekanada Technical University, Bhilai (CSVTU Bhilai)",
  ],
  [
    "gati-shakti-vishwavidyalaya",
    "Gati Shakti Vishwavidyalaya, Vadodara",
    "GFTI",
    "Gujarat",
    "Gati Shakti Vishwavidyalaya, Vadodara",
  ],
  [
    "gkciet-malda",
    "GKCIET Malda",
    "GFTI",
    "West Bengal",
    "Ghani Khan Choudhary Institute of Engineering and Technology, Malda, West Bengal",
  ],
  [
    "gurukula-kangri-haridwar",
    "Gurukula Kangri Vishwavidyalaya, Haridwar",
    "GFTI",
    "Uttarakhand",
    "Gurukula Kangri Vishwavidyalaya, Haridwar",
  ],
  ["iict-bhadohi", "IICT Bhadohi", "GFTI", "Uttar Pradesh", "Indian Institute of Carpet Technology, Bhadohi"],
  ["iiht-varanasi", "IIHT Varanasi", "GFTI", "Uttar Pradesh", "Indian Institute of Handloom Technology(IIHT), Varanasi"],
  ["iiht-salem", "IIHT Salem", "GFTI", "Tamil Nadu", "Indian Institute of Handloom Technology, Salem"],
  [
    "ict-bhubaneswar",
    "ICT Mumbai, IndianOil Odisha campus",
    "GFTI",
    "Odisha",
    "Institute of Chemical Technology, Mumbai: Indian Oil Odisha Campus, Bhubaneswar",
  ],
  [
    "hs-gour-university-sagar",
    "IET, Dr. H. S. Gour University, Sagar",
    "GFTI",
    "Madhya Pradesh",
    "Institute of Engineering and Technology, Dr. H. S. Gour University. Sagar (A Central University)",
  ],
  [
    "iitram-ahmedabad",
    "IITRAM Ahmedabad",
    "GFTI",
    "Gujarat",
    "Institute of Infrastructure, Technology, Research and Management-Ahmedabad",
  ],
  [
    "ggv-bilaspur",
    "Guru Ghasidas Vishwavidyalaya, Bilaspur",
    "GFTI",
    "Chhattisgarh",
    "Institute of Technology, Guru Ghasidas Vishwavidyalaya (A Central University), Bilaspur, (C.G.)",
    "School of Studies of Engineering and Technology, Guru Ghasidas Vishwavidyalaya, Bilaspur",
  ],
  ["iust-kashmir", "IUST Kashmir", "GFTI", "Jammu and Kashmir", "Islamic University of Science and Technology Kashmir"],
  [
    "jk-institute-allahabad",
    "J.K. Institute, University of Allahabad",
    "GFTI",
    "Uttar Pradesh",
    "J.K. Institute of Applied Physics & Technology, Department of Electronics & Communication, University of Allahabad- Allahabad",
  ],
  ["jnu-delhi", "JNU Delhi", "GFTI", "Delhi", "Jawaharlal Nehru University, Delhi"],
  ["mizoram-university", "Mizoram University, Aizawl", "GFTI", "Mizoram", "Mizoram University, Aizawl"],
  ["niamt-ranchi", "NIAMT Ranchi", "GFTI", "Jharkhand", "National Institute of Advanced Manufacturing Technology, Ranchi"],
  [
    "nielit-ajmer",
    "NIELIT Ajmer",
    "GFTI",
    "Rajasthan",
    "National Institute of Electronics and Information Technology, Ajmer (Rajasthan)",
  ],
  [
    "nielit-aurangabad",
    "NIELIT Aurangabad",
    "GFTI",
    "Maharashtra",
    "National Institute of Electronics and Information Technology, Aurangabad (Maharashtra)",
  ],
  [
    "nielit-gorakhpur",
    "NIELIT Gorakhpur",
    "GFTI",
    "Uttar Pradesh",
    "National Institute of Electronics and Information Technology, Gorakhpur (UP)",
  ],
  [
    "nielit-patna",
    "NIELIT Patna",
    "GFTI",
    "Bihar",
    "National Institute of Electronics and Information Technology, Patna (Bihar)",
  ],
  [
    "nielit-ropar",
    "NIELIT Ropar",
    "GFTI",
    "Punjab",
    "National Institute of Electronics and Information Technology, Ropar (Punjab)",
  ],
  [
    "niftem-kundli",
    "NIFTEM Kundli",
    "GFTI",
    "Haryana",
    "National Institute of Food Technology Entrepreneurship and Management, Kundli",
  ],
  [
    "niftem-thanjavur",
    "NIFTEM Thanjavur",
    "GFTI",
    "Tamil Nadu",
    "National Institute of Food Technology Entrepreneurship and Management, Thanjavur",
  ],
  [
    "nerist-itanagar",
    "NERIST Nirjuli",
    "GFTI",
    "Arunachal Pradesh",
    "North Eastern Regional Institute of Science and Technology, Nirjuli-791109 (Itanagar),Arunachal Pradesh",
  ],
  ["nehu-shillong", "North-Eastern Hill University, Shillong", "GFTI", "Meghalaya", "North-Eastern Hill University, Shillong"],
  [
    "ptu-puducherry",
    "Puducherry Technological University",
    "GFTI",
    "Puducherry",
    "Puducherry Technological University, Puducherry",
  ],
  ["pec-chandigarh", "PEC Chandigarh", "GFTI", "Chandigarh", "Punjab Engineering College, Chandigarh"],
  [
    "rgnau-amethi",
    "RGNAU Amethi (Aviation University)",
    "GFTI",
    "Uttar Pradesh",
    "Rajiv Gandhi National Aviation University, Fursatganj, Amethi (UP)",
  ],
  ["sliet-longowal", "SLIET Longowal", "GFTI", "Punjab", "Sant Longowal Institute of Engineering and Technology"],
  ["tezpur-university", "Tezpur University", "GFTI", "Assam", "School of Engineering, Tezpur University, Napaam, Tezpur"],
  ["spa-bhopal", "SPA Bhopal", "GFTI", "Madhya Pradesh", "School of Planning & Architecture, Bhopal"],
  ["spa-delhi", "SPA New Delhi", "GFTI", "Delhi", "School of Planning & Architecture, New Delhi"],
  ["spa-vijayawada", "SPA Vijayawada", "GFTI", "Andhra Pradesh", "School of Planning & Architecture: Vijayawada"],
  ["sgsits-indore", "SGSITS Indore", "GFTI", "Madhya Pradesh", "Shri G. S. Institute of Technology and Science Indore"],
  ["smvdu-katra", "SMVDU Katra", "GFTI", "Jammu and Kashmir", "Shri Mata Vaishno Devi University, Katra, Jammu & Kashmir"],
  ["university-of-hyderabad", "University of Hyderabad", "GFTI", "Telangana", "University of Hyderabad"],
];

/** JoSAA's strings are compared with their whitespace collapsed ("Institute  of" has two spaces). */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

export const institutes: Institute[] = rows.map(([slug, shortName, kind, state, josaaName, ...renamed]) => ({
  slug,
  shortName,
  kind,
  state,
  // The latest of JoSAA's names, as JoSAA spells it now.
  name: renamed.at(-1) ?? josaaName,
  josaaNames: [josaaName, ...renamed],
}));

const byJosaaName = new Map(institutes.flatMap((institute) => institute.josaaNames.map((name) => [name, institute] as const)));
const bySlug = new Map(institutes.map((institute) => [institute.slug, institute]));

/** The institute behind one of JoSAA's names (any year's spelling), or undefined when it is not compiled here. */
export function instituteByJosaaName(josaaName: string): Institute | undefined {
  return byJosaaName.get(collapseWhitespace(josaaName));
}

export function instituteBySlug(slug: string): Institute | undefined {
  return bySlug.get(slug);
}

/**
 * Board result directories for /boards/10th and /boards/12th.
 *
 * Each entry links to the board's official results portal where it has a
 * long-standing one (mpresults.nic.in, upresults.nic.in…), else to the board's
 * own website, where results are published. Cards show generated monograms, so
 * there is no image field.
 * Declared flags follow the specification exactly:
 * - 10th: Jharkhand, Punjab, Rajasthan and Sikkim are not declared.
 * - 12th: Kerala, Punjab, Rajasthan and Sikkim are not declared.
 *
 * Sikkim has no state examination board of its own (its schools are affiliated
 * to CBSE and CISCE), so its card points to the Sikkim Education Department.
 */
import { boardListSchema, boardPagesSchema } from "./schema";

export const undeclaredMessage =
  "Result not declared yet. This link will be activated after the result is declared.";

export const boards10th = boardListSchema.parse([
  { id: "cbse", name: "Central Board of Secondary Education", shortName: "CBSE", state: "All India", url: "https://results.cbse.nic.in", declared: true },
  { id: "cisce-icse", name: "Council for the Indian School Certificate Examinations (ICSE)", shortName: "ICSE", state: "All India", url: "https://results.cisce.org", declared: true },
  { id: "nios", name: "National Institute of Open Schooling (Secondary)", shortName: "NIOS", state: "All India", url: "https://results.nios.ac.in", declared: true },
  { id: "andhra-pradesh", name: "Board of Secondary Education, Andhra Pradesh", shortName: "BSEAP", state: "Andhra Pradesh", url: "https://bse.ap.gov.in", declared: true },
  { id: "assam", name: "Assam State School Education Board (HSLC, formerly SEBA)", shortName: "ASSEB", state: "Assam", url: "https://resultsassam.nic.in", declared: true },
  { id: "bihar", name: "Bihar School Examination Board (Matric)", shortName: "BSEB", state: "Bihar", url: "https://biharboardonline.bihar.gov.in", declared: true },
  { id: "chhattisgarh", name: "Chhattisgarh Board of Secondary Education", shortName: "CGBSE", state: "Chhattisgarh", url: "https://results.cg.nic.in", declared: true },
  { id: "goa", name: "Goa Board of Secondary and Higher Secondary Education (SSC)", shortName: "GBSHSE", state: "Goa", url: "https://www.gbshse.in", declared: true },
  { id: "gujarat", name: "Gujarat Secondary and Higher Secondary Education Board (SSC)", shortName: "GSEB", state: "Gujarat", url: "https://www.gseb.org", declared: true },
  { id: "haryana", name: "Board of School Education Haryana", shortName: "BSEH", state: "Haryana", url: "https://bseh.org.in", declared: true },
  { id: "himachal-pradesh", name: "Himachal Pradesh Board of School Education", shortName: "HPBOSE", state: "Himachal Pradesh", url: "https://www.hpbose.org", declared: true },
  { id: "jammu-kashmir", name: "Jammu and Kashmir Board of School Education", shortName: "JKBOSE", state: "Jammu and Kashmir", url: "https://jkbose.nic.in", declared: true },
  { id: "jharkhand", name: "Jharkhand Academic Council (Matric)", shortName: "JAC", state: "Jharkhand", url: "https://jacresults.com", declared: false },
  { id: "karnataka", name: "Karnataka School Examination and Assessment Board (SSLC)", shortName: "KSEAB", state: "Karnataka", url: "https://kseab.karnataka.gov.in", declared: true },
  { id: "kerala", name: "Kerala Pareeksha Bhavan (SSLC)", shortName: "Kerala SSLC", state: "Kerala", url: "https://keralaresults.nic.in", declared: true },
  { id: "madhya-pradesh", name: "Board of Secondary Education, Madhya Pradesh", shortName: "MPBSE", state: "Madhya Pradesh", url: "https://mpresults.nic.in", declared: true },
  { id: "maharashtra", name: "Maharashtra State Board of Secondary and Higher Secondary Education (SSC)", shortName: "MSBSHSE", state: "Maharashtra", url: "https://mahresult.nic.in", declared: true },
  { id: "meghalaya", name: "Meghalaya Board of School Education (SSLC)", shortName: "MBOSE", state: "Meghalaya", url: "https://mbose.in", declared: true },
  { id: "odisha", name: "Board of Secondary Education, Odisha", shortName: "BSE Odisha", state: "Odisha", url: "https://bseodisha.ac.in", declared: true },
  { id: "punjab", name: "Punjab School Education Board (Matric)", shortName: "PSEB", state: "Punjab", url: "https://www.pseb.ac.in", declared: false },
  { id: "rajasthan", name: "Board of Secondary Education, Rajasthan", shortName: "RBSE", state: "Rajasthan", url: "https://rajresults.nic.in", declared: false },
  { id: "sikkim", name: "Sikkim Education Department (Class 10)", shortName: "Sikkim", state: "Sikkim", url: "https://www.sikkim.gov.in/departments/education-department", declared: false },
  { id: "tamil-nadu", name: "Directorate of Government Examinations, Tamil Nadu (SSLC)", shortName: "TN DGE", state: "Tamil Nadu", url: "https://tnresults.nic.in", declared: true },
  { id: "telangana", name: "Board of Secondary Education, Telangana", shortName: "BSE Telangana", state: "Telangana", url: "https://bse.telangana.gov.in", declared: true },
  { id: "uttar-pradesh", name: "Uttar Pradesh Madhyamik Shiksha Parishad (High School)", shortName: "UPMSP", state: "Uttar Pradesh", url: "https://upresults.nic.in", declared: true },
  { id: "uttarakhand", name: "Uttarakhand Board of School Education (High School)", shortName: "UBSE", state: "Uttarakhand", url: "https://ubse.uk.gov.in", declared: true },
  { id: "west-bengal", name: "West Bengal Board of Secondary Education (Madhyamik)", shortName: "WBBSE", state: "West Bengal", url: "https://wbbse.wb.gov.in", declared: true },
]);

export const boards12th = boardListSchema.parse([
  { id: "cbse", name: "Central Board of Secondary Education", shortName: "CBSE", state: "All India", url: "https://results.cbse.nic.in", declared: true },
  { id: "cisce-isc", name: "Council for the Indian School Certificate Examinations (ISC)", shortName: "ISC", state: "All India", url: "https://results.cisce.org", declared: true },
  { id: "nios", name: "National Institute of Open Schooling (Senior Secondary)", shortName: "NIOS", state: "All India", url: "https://results.nios.ac.in", declared: true },
  { id: "andhra-pradesh", name: "Board of Intermediate Education, Andhra Pradesh", shortName: "BIEAP", state: "Andhra Pradesh", url: "https://bie.ap.gov.in", declared: true },
  { id: "assam", name: "Assam State School Education Board (HS, formerly AHSEC)", shortName: "ASSEB", state: "Assam", url: "https://resultsassam.nic.in", declared: true },
  { id: "bihar", name: "Bihar School Examination Board (Intermediate)", shortName: "BSEB", state: "Bihar", url: "https://biharboardonline.bihar.gov.in", declared: true },
  { id: "chhattisgarh", name: "Chhattisgarh Board of Secondary Education (Higher Secondary)", shortName: "CGBSE", state: "Chhattisgarh", url: "https://results.cg.nic.in", declared: true },
  { id: "goa", name: "Goa Board of Secondary and Higher Secondary Education (HSSC)", shortName: "GBSHSE", state: "Goa", url: "https://www.gbshse.in", declared: true },
  { id: "gujarat", name: "Gujarat Secondary and Higher Secondary Education Board (HSC)", shortName: "GSEB", state: "Gujarat", url: "https://www.gseb.org", declared: true },
  { id: "haryana", name: "Board of School Education Haryana (Senior Secondary)", shortName: "BSEH", state: "Haryana", url: "https://bseh.org.in", declared: true },
  { id: "himachal-pradesh", name: "Himachal Pradesh Board of School Education (Plus Two)", shortName: "HPBOSE", state: "Himachal Pradesh", url: "https://www.hpbose.org", declared: true },
  { id: "jammu-kashmir", name: "Jammu and Kashmir Board of School Education (Higher Secondary)", shortName: "JKBOSE", state: "Jammu and Kashmir", url: "https://jkbose.nic.in", declared: true },
  { id: "jharkhand", name: "Jharkhand Academic Council (Intermediate)", shortName: "JAC", state: "Jharkhand", url: "https://jacresults.com", declared: true },
  { id: "karnataka", name: "Karnataka School Examination and Assessment Board (II PUC)", shortName: "KSEAB", state: "Karnataka", url: "https://karresults.nic.in", declared: true },
  { id: "kerala", name: "Directorate of Higher Secondary Education, Kerala", shortName: "DHSE Kerala", state: "Kerala", url: "https://www.dhsekerala.gov.in", declared: false },
  { id: "madhya-pradesh", name: "Board of Secondary Education, Madhya Pradesh (Higher Secondary)", shortName: "MPBSE", state: "Madhya Pradesh", url: "https://mpresults.nic.in", declared: true },
  { id: "maharashtra", name: "Maharashtra State Board of Secondary and Higher Secondary Education (HSC)", shortName: "MSBSHSE", state: "Maharashtra", url: "https://mahresult.nic.in", declared: true },
  { id: "meghalaya", name: "Meghalaya Board of School Education (HSSLC)", shortName: "MBOSE", state: "Meghalaya", url: "https://mbose.in", declared: true },
  { id: "odisha", name: "Council of Higher Secondary Education, Odisha", shortName: "CHSE Odisha", state: "Odisha", url: "https://chseodisha.nic.in", declared: true },
  { id: "punjab", name: "Punjab School Education Board (Senior Secondary)", shortName: "PSEB", state: "Punjab", url: "https://www.pseb.ac.in", declared: false },
  { id: "rajasthan", name: "Board of Secondary Education, Rajasthan (Senior Secondary)", shortName: "RBSE", state: "Rajasthan", url: "https://rajresults.nic.in", declared: false },
  { id: "sikkim", name: "Sikkim Education Department (Class 12)", shortName: "Sikkim", state: "Sikkim", url: "https://www.sikkim.gov.in/departments/education-department", declared: false },
  { id: "tamil-nadu", name: "Directorate of Government Examinations, Tamil Nadu (HSE)", shortName: "TN DGE", state: "Tamil Nadu", url: "https://tnresults.nic.in", declared: true },
  { id: "telangana", name: "Telangana Board of Intermediate Education", shortName: "TGBIE", state: "Telangana", url: "https://tgbie.cgg.gov.in", declared: true },
  { id: "uttar-pradesh", name: "Uttar Pradesh Madhyamik Shiksha Parishad (Intermediate)", shortName: "UPMSP", state: "Uttar Pradesh", url: "https://upresults.nic.in", declared: true },
  { id: "uttarakhand", name: "Uttarakhand Board of School Education (Intermediate)", shortName: "UBSE", state: "Uttarakhand", url: "https://ubse.uk.gov.in", declared: true },
  { id: "west-bengal", name: "West Bengal Council of Higher Secondary Education", shortName: "WBCHSE", state: "West Bengal", url: "https://wbchse.wb.gov.in", declared: true },
]);

/** Page copy for the two board result grids. */
export const boardPages = boardPagesSchema.parse({
  "10th": {
    meta: {
      title: "10th Board Results 2025 | Disha Education & Careers",
      description:
        "Check your Class 10 board result: official links for CBSE, ICSE, NIOS and every major state board in one place. Results open on the board's own website.",
    },
    heading: "10th Board Results",
    exam: "Class 10",
    intro: "Choose your board to open its official result website in a new tab. Boards that have not declared results yet are marked.",
  },
  "12th": {
    meta: {
      title: "12th Board Results 2025 | Disha Education & Careers",
      description:
        "Check your Class 12 board result: official links for CBSE, ISC, NIOS and every major state board in one place. Results open on the board's own website.",
    },
    heading: "12th Board Results",
    exam: "Class 12",
    intro: "Choose your board to open its official result website in a new tab. Boards that have not declared results yet are marked.",
  },
  examYear: 2025,
  notDeclaredLabel: "Not declared",
  closeLabel: "Close",
  filter: {
    label: "Find your board",
    hint: "Type the board or your state, for example UP, CBSE or West Bengal.",
    clear: "Show all boards",
  },
});

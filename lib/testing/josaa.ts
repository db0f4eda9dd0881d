/**
 * A few JoSAA rows for integration tests that need the predictor's data (a shortlist names seats of
 * it): 2024's final round 5 and 2025's round 6, as the importer would store them. Replaces whatever
 * the test database held; `clearTestSeats` empties it again.
 */
import { pgPool } from "@/lib/db";
import { seatKey } from "@/lib/predictor/seats";

const CSE = "Computer Science and Engineering (4 Years, Bachelor of Technology)";

const rows = [
  // year, round, institute, slug, quota, category, closing rank
  [2025, 6, "Indian Institute of Technology Bombay", "iit-bombay", "AI", "OPEN", 66],
  [2024, 5, "National Institute of Technology, Tiruchirappalli", "nit-trichy", "OS", "OPEN", 1224],
  [2025, 6, "National Institute of Technology, Tiruchirappalli", "nit-trichy", "OS", "OPEN", 1449],
  [2025, 6, "National Institute of Technology, Tiruchirappalli", "nit-trichy", "OS", "OBC-NCL", 4012],
] as const;

const key = (slug: string, quota: string, seatType: string) =>
  seatKey({ instituteSlug: slug, program: CSE, quota, seatType, gender: "Gender-Neutral" });

/** The seats' keys, by name. */
export const testSeats = {
  iitBombayCse: key("iit-bombay", "AI", "OPEN"),
  nitTrichyCse: key("nit-trichy", "OS", "OPEN"),
  nitTrichyCseObc: key("nit-trichy", "OS", "OBC-NCL"),
  program: CSE,
};

export async function loadTestSeats(): Promise<void> {
  await clearTestSeats();
  await pgPool().query(`INSERT INTO "JosaaImport" ("year", "rounds", "rows") VALUES (2024, 5, 1), (2025, 6, 3)`);
  for (const [year, round, institute, slug, quota, seatType, closingRank] of rows) {
    await pgPool().query(
      `INSERT INTO "JosaaCutoff" ("year", "round", "institute", "instituteSlug", "program", "quota", "seatType", "gender", "openingRank", "closingRank", "preparatory")
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'Gender-Neutral', 1, $8, false)`,
      [year, round, institute, slug, CSE, quota, seatType, closingRank],
    );
  }
}

export async function clearTestSeats(): Promise<void> {
  await pgPool().query(`DELETE FROM "JosaaCutoff"; DELETE FROM "JosaaImport"`);
}

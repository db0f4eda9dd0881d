// Loads what a fresh database needs: the college directory (only while the table is empty, so
// staff edits are never overwritten), the shipped JoSAA years not yet imported and the first admin
// (only while there is none).
import { PrismaPg } from "@prisma/adapter-pg";
import { Pool } from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { seedCollegesIfEmpty } from "@/lib/colleges/seed";
import { env } from "@/lib/env";
import { seedShippedJosaaYears } from "@/lib/predictor/import-files";
import { ensureFirstAdmin } from "@/lib/staff/bootstrap";

const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL }) });

async function main() {
  const colleges = await seedCollegesIfEmpty(prisma);
  console.log(colleges === 0 ? "Seed: colleges already present." : `Seed: ${colleges} colleges loaded.`);
  const josaaPool = new Pool({ connectionString: process.env.DATABASE_URL });
  const years = await seedShippedJosaaYears(josaaPool).finally(() => josaaPool.end());
  console.log(years.length ? `Seed: JoSAA cutoffs of ${years.join(", ")} loaded.` : "Seed: JoSAA cutoffs already present.");
  const admin = await ensureFirstAdmin(prisma, {
    username: process.env.ADMIN_USERNAME,
    password: process.env.ADMIN_PASSWORD,
    // Validated (and its key sealed with AUTH_SECRET) only when set.
    totpSecret: process.env.ADMIN_TOTP_SECRET ? env().ADMIN_TOTP_SECRET : undefined,
  });
  if (admin === "created") console.log(`Seed: admin "${process.env.ADMIN_USERNAME}" created.`);
  if (admin === "not-configured") console.log("Seed: no admin yet (set ADMIN_USERNAME and ADMIN_PASSWORD to create one).");
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => prisma.$disconnect());

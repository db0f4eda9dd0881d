import { defineConfig } from "prisma/config";

// DATABASE_URL is optional here so `prisma generate` works on a fresh clone; the commands that
// touch a database are run by scripts/ with DATABASE_URL set (the embedded one when unset).
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: {
    path: "prisma/migrations",
    seed: "tsx --conditions=react-server prisma/seed.ts",
  },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/unset" },
});

import { Prisma } from "@/lib/generated/prisma/client";
import { INDIA_TIME_ZONE } from "./india";

/**
 * The India date (YYYY-MM-DD) of a timestamp column, in SQL. Prisma's `timestamp` columns hold
 * UTC without a zone, so the value is first marked UTC, then read in India's zone.
 */
export const indiaDaySql = (column: Prisma.Sql): Prisma.Sql =>
  Prisma.sql`to_char((${column} AT TIME ZONE 'UTC') AT TIME ZONE ${Prisma.raw(`'${INDIA_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;

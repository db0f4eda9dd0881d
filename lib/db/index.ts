/** The database: the connection (Prisma and the pool) and the SQL kit, imported as "@/lib/db". */
import "server-only";
export { disconnect, pgPool, prisma } from "./connection";
export { insertRow, insertRows, newRowId, sqlName, sqlTransaction, utcTimestamp, viaPrisma, type Sql, type SqlRow } from "./sql";

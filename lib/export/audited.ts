/**
 * Whole lists leaving the panel are on the record: an export's rows are counted as they stream,
 * and once the last one is read (or the download stops early) the audit log gets who took them,
 * with which filter, how many rows and whether the file was finished.
 */
import "server-only";
import { recordAudit } from "@/lib/audit/record";
import type { Caller } from "@/lib/auth/claims";
import { prisma } from "@/lib/db";
import { log } from "@/lib/observability/log";

type ExportAudit = {
  caller: Caller;
  /** "lead.export", "account.export"… (lib/audit/words.ts says each in words). */
  action: string;
  entityType: string;
  /** The filter as the request gave it; a cursor is not a filter and is left out. */
  filter: Record<string, string | number | undefined>;
};

/** The filter's given values, as the audit entry keeps them. */
function givenFilter(filter: ExportAudit["filter"]): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(filter).filter((entry): entry is [string, string | number] => entry[0] !== "cursor" && entry[1] !== undefined),
  );
}

export async function* auditedExport<Row>(rows: AsyncIterable<Row>, audit: ExportAudit): AsyncGenerator<Row> {
  let count = 0;
  let finished = false;
  try {
    for await (const row of rows) {
      count++;
      yield row;
    }
    finished = true;
  } finally {
    // The download has gone already; a failed write is logged, not thrown into a closed response.
    await recordAudit(prisma, {
      actorId: audit.caller.userId,
      action: audit.action,
      entityType: audit.entityType,
      after: { filter: givenFilter(audit.filter), rows: count, finished },
    }).catch((err: unknown) => log.error({ err, action: audit.action }, "export audit failed"));
  }
}

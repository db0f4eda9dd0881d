import type { Prisma } from "@/lib/generated/prisma/client";

/** A repeat of the same mobile or e-mail within this window is stored and flagged as a duplicate. */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

export function duplicateWindowStart(now: Date = new Date()): Date {
  return new Date(now.getTime() - DUPLICATE_WINDOW_MS);
}

/**
 * Serialises submissions that share an e-mail or a mobile, for the rest of the transaction, so two
 * identical enquiries sent at the same instant cannot both look like the first. Keys are locked
 * in sorted order so two transactions never wait on each other in a cycle.
 */
export async function lockEnquiryKeys(tx: Prisma.TransactionClient, scope: string, values: string[]): Promise<void> {
  const keys = [...new Set(values.map((value) => `${scope}:${value}`))].sort();
  // One round trip: unnest yields the keys, and the locks are taken, in the array's order.
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(key, 0)) FROM unnest(${keys}::text[]) AS key`;
}

/**
 * The `findFirst` arguments for the earliest row matching any of `matches` created since `since`:
 * `tx.lead.findFirst(earliestSince(since, [{ email }, { mobile }]))`.
 */
export function earliestSince<Match>(since: Date, matches: Match[]) {
  return {
    where: { OR: matches, createdAt: { gte: since } },
    orderBy: { createdAt: "asc" as const },
    select: { id: true as const },
  };
}

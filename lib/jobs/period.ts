import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Claims `period` (a day, "2026-11-25") for a once-a-period job inside the transaction that does
 * its work: true for the one run that gets it. Another instance, a cron call or a second run the
 * same day finds it taken; a run that fails rolls its claim back with its work.
 */
export async function claimPeriod(
  tx: Pick<Prisma.TransactionClient, "jobPeriod">,
  job: string,
  period: string,
): Promise<boolean> {
  const { count } = await tx.jobPeriod.createMany({ data: [{ job, period }], skipDuplicates: true });
  return count === 1;
}

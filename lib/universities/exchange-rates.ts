/**
 * The rupee rate of each tuition currency, as staff set it (Exchange Rates in the panel), read by
 * the university pages through a cache tagged `exchange-rates` that every change expires.
 */
import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import { z } from "zod";
import { recordAudit } from "@/lib/audit/record";
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db";
import { invalid, success, type Outcome } from "@/lib/http/outcome";
import { CURRENCIES, isCurrencyCode, type ExchangeRate } from "./fees";

const EXCHANGE_RATES_TAG = "exchange-rates";

export async function loadExchangeRates(): Promise<ExchangeRate[]> {
  const rows = await prisma.exchangeRate.findMany({ orderBy: { currency: "asc" } });
  return rows.flatMap((row) =>
    isCurrencyCode(row.currency) ? [{ currency: row.currency, rupees: row.rupees.toNumber(), asOf: row.asOf }] : [],
  );
}

/** `loadExchangeRates` for the prerendered pages; dates come back as text from the cache, so they are made dates again. */
const cachedRates = unstable_cache(
  async () => (await loadExchangeRates()).map((rate) => ({ ...rate, asOf: rate.asOf.toISOString() })),
  ["exchange-rates", "v1"],
  { tags: [EXCHANGE_RATES_TAG], revalidate: 3600 },
);
export const getExchangeRates = async (): Promise<ExchangeRate[]> =>
  (await cachedRates()).map((rate) => ({ ...rate, asOf: new Date(rate.asOf) }));

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const rateSchema = z.object({
  currency: z.string().refine(isCurrencyCode, `Choose one of ${CURRENCIES.map((c) => c.code).join(", ")}`),
  rupees: z.coerce
    .number({ error: "Enter the rate in rupees, like 112.40" })
    .positive("Enter the rate in rupees, like 112.40")
    .max(100_000, "That rate is too high: enter rupees for one unit of the currency"),
  asOf: z
    .string({ error: "Enter the rate's date" })
    .regex(ISO_DATE, "Enter the rate's date, like 2026-11-01")
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "Enter a real date")
    .refine((value) => Date.parse(`${value}T00:00:00Z`) <= Date.now(), "The rate's date cannot be in the future"),
});

/** Sets one currency's rate and day (admins); audited, and the university pages show it on their next request. */
export async function setExchangeRate(actor: Caller, input: unknown): Promise<Outcome> {
  const parsed = rateSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error, parsed.error.issues[0]?.message);
  const { currency, rupees, asOf } = parsed.data;
  const data = { rupees, asOf: new Date(`${asOf}T00:00:00Z`) };
  await prisma.$transaction(async (tx) => {
    const before = await tx.exchangeRate.findUnique({ where: { currency } });
    await tx.exchangeRate.upsert({ where: { currency }, create: { currency, ...data }, update: data });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "exchange-rate.update",
      entityType: "ExchangeRate",
      entityId: currency,
      before: before ? { rupees: before.rupees.toString(), asOf: before.asOf.toISOString().slice(0, 10) } : undefined,
      after: { rupees: String(rupees), asOf },
    });
  });
  return success(`${currency} rate saved.`);
}

/** Expires the pages' cached rates at once (from a server action: it throws outside a request). */
export function revalidateExchangeRates(): void {
  revalidateTag(EXCHANGE_RATES_TAG, { expire: 0 });
}

/**
 * A university's tuition in its own currency, with an indicative rupee figure at the rate staff
 * set (Exchange Rates in the panel): "£23,000–£30,000 per year" at ₹112 to the pound is "about
 * ₹25.8–33.6 lakh a year". Only the amounts the text states are converted; a text without one
 * ("No tuition fee for most programmes") gets no rupee figure. Pure: no database.
 */

/** The currencies the tuition texts use, by the symbol they are written with (longest first). */
export const CURRENCIES = [
  { code: "USD", symbol: "US$", name: "US dollar" },
  { code: "AUD", symbol: "A$", name: "Australian dollar" },
  { code: "CAD", symbol: "C$", name: "Canadian dollar" },
  { code: "GBP", symbol: "£", name: "pound sterling" },
  { code: "EUR", symbol: "€", name: "euro" },
] as const;

export type CurrencyCode = (typeof CURRENCIES)[number]["code"];
export type ExchangeRate = { currency: CurrencyCode; rupees: number; asOf: Date };

export const isCurrencyCode = (value: unknown): value is CurrencyCode => CURRENCIES.some((currency) => currency.code === value);

/** The tuition text's currency (by its first symbol) and the amounts in it, in the order written. */
export function tuitionAmounts(tuition: string): { currency: CurrencyCode; amounts: number[] } | null {
  const currency = CURRENCIES.find((candidate) => tuition.includes(candidate.symbol));
  if (!currency) return null;
  // After the currency's symbol, or a bare "$" in a range that began with it ("US$18,000–$22,000").
  const amounts = [...tuition.matchAll(/(?:US\$|A\$|C\$|£|€|\$)\s?(\d{1,3}(?:,\d{3})+|\d+)/g)].map((match) =>
    Number(match[1]!.replaceAll(",", "")),
  );
  return amounts.length ? { currency: currency.code, amounts } : null;
}

/** "₹25.8 lakh", "₹1.2 crore", "₹1,60,000" (Indian grouping below a lakh). */
export function formatRupees(rupees: number): string {
  if (rupees >= 1e7) return `₹${(rupees / 1e7).toFixed(1).replace(/\.0$/, "")} crore`;
  if (rupees >= 1e5) return `₹${(rupees / 1e5).toFixed(1).replace(/\.0$/, "")} lakh`;
  return `₹${Math.round(rupees).toLocaleString("en-IN")}`;
}

/** "about ₹25.8–33.6 lakh" for the text's amounts at the rate, or null when it has none or no rate is set. */
export function indicativeRupees(tuition: string, rates: readonly ExchangeRate[]): { text: string; rate: ExchangeRate } | null {
  const parsed = tuitionAmounts(tuition);
  const rate = parsed && rates.find((candidate) => candidate.currency === parsed.currency);
  if (!parsed || !rate) return null;
  const [low, high] = [Math.min(...parsed.amounts), Math.max(...parsed.amounts)].map((amount) =>
    formatRupees(amount * rate.rupees),
  );
  const range = low === high ? low! : sameUnit(low!, high!);
  return { text: `about ${range}`, rate };
}

/** "₹25.8 lakh" and "₹33.6 lakh" → "₹25.8–33.6 lakh"; different units stay whole. */
function sameUnit(low: string, high: string): string {
  const unit = (text: string) => /\s(\S+)$/.exec(text)?.[1] ?? "";
  if (unit(low) && unit(low) === unit(high)) return `${low.replace(` ${unit(low)}`, "")}–${high.slice(1)}`;
  return `${low}–${high}`;
}

/** "£1 = ₹112.40 (rate of 1 Nov 2026)" */
export function describeRate(rate: ExchangeRate): string {
  const currency = CURRENCIES.find((candidate) => candidate.code === rate.currency)!;
  const date = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
    rate.asOf,
  );
  return `${currency.symbol}1 = ₹${rate.rupees.toFixed(2)} (rate of ${date})`;
}

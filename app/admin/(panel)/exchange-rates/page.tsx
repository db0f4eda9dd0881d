import type { Metadata } from "next";
import { ExchangeRatesForm } from "@/components/admin/exchange-rates/ExchangeRatesForm";
import { requireSection } from "@/lib/auth/page";
import { loadExchangeRates } from "@/lib/universities/exchange-rates";
import { CURRENCIES } from "@/lib/universities/fees";

export const metadata: Metadata = { title: "Exchange Rates" };

/** The rupee rate of each tuition currency, for the indicative figures on the university pages. */
export default async function ExchangeRatesPage() {
  await requireSection("exchangeRates");
  const rates = await loadExchangeRates();
  return (
    <section aria-labelledby="exchange-rates-title" className="space-y-6">
      <h1 id="exchange-rates-title" className="text-2xl font-bold text-brand-900">
        Exchange Rates
      </h1>
      <p className="max-w-2xl text-slate-700">
        University pages show tuition in its own currency and, beside it, an indicative figure in rupees at the rate set here,
        with the rate and its date. A currency without a rate shows no rupee figure.
      </p>
      <ul className="grid gap-4 md:grid-cols-2">
        {CURRENCIES.map((currency) => {
          const rate = rates.find((candidate) => candidate.currency === currency.code);
          return (
            <li key={currency.code}>
              <ExchangeRatesForm
                currency={{ code: currency.code, symbol: currency.symbol, name: currency.name }}
                rate={rate ? { rupees: rate.rupees, asOf: rate.asOf.toISOString().slice(0, 10) } : null}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

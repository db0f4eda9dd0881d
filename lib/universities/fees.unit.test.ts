import { describe, expect, it } from "vitest";
import { universities } from "@/content/universities";
import { describeRate, formatRupees, indicativeRupees, tuitionAmounts, type ExchangeRate } from "./fees";

const asOf = new Date("2026-11-01T00:00:00Z");
const rates: ExchangeRate[] = [
  { currency: "GBP", rupees: 112, asOf },
  { currency: "USD", rupees: 84.5, asOf },
  { currency: "EUR", rupees: 90, asOf },
];

describe("tuition in rupees", () => {
  it("reads the currency and amounts each listed tuition states", () => {
    expect(tuitionAmounts("£23,000–£30,000 per year")).toEqual({ currency: "GBP", amounts: [23000, 30000] });
    expect(tuitionAmounts("US$18,000–$22,000 per year")).toEqual({ currency: "USD", amounts: [18000, 22000] });
    expect(tuitionAmounts("A$40,000–$55,000 per year")).toEqual({ currency: "AUD", amounts: [40000, 55000] });
    expect(tuitionAmounts("€1,500 per semester (non-EU) plus a semester fee")).toEqual({ currency: "EUR", amounts: [1500] });
    expect(tuitionAmounts("No tuition fee for most programmes")).toBeNull();
    for (const university of universities) if (university.tuition) expect(university.tuition).not.toMatch(/₹/);
  });

  it("converts at the rate staff set, in lakh as families say it", () => {
    expect(indicativeRupees("£23,000–£30,000 per year", rates)?.text).toBe("about ₹25.8–33.6 lakh");
    expect(indicativeRupees("US$33,000–$36,000 per year", rates)?.text).toBe("about ₹27.9–30.4 lakh");
    expect(indicativeRupees("€1,500 per semester (non-EU) plus a semester fee", rates)?.text).toBe("about ₹1.4 lakh");
    expect(indicativeRupees("A$40,000–$55,000 per year", rates)).toBeNull(); // no rate set for the Australian dollar
    expect(formatRupees(1_20_00_000)).toBe("₹1.2 crore");
    expect(formatRupees(95_000)).toBe("₹95,000");
  });

  it("says which rate and of which day", () => {
    expect(describeRate(rates[0]!)).toBe("£1 = ₹112.00 (rate of 1 Nov 2026)");
  });
});

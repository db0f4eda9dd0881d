import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { loadExchangeRates, setExchangeRate } from "./exchange-rates";
import { indicativeRupees } from "./fees";

const admin = { userId: "", role: "ADMIN" as const, name: "Admin" };

beforeEach(async () => {
  await prisma.exchangeRate.deleteMany();
  await prisma.auditLog.deleteMany({ where: { entityType: "ExchangeRate" } });
});
afterAll(async () => {
  await prisma.exchangeRate.deleteMany();
  await disconnect();
});

describe("the exchange rates staff set", () => {
  it("keeps one rate and day per currency, audited, and the pages convert with it", async () => {
    const user = await prisma.user.create({
      data: { name: "Rate Admin", username: `rates-${Date.now()}`, role: "ADMIN", passwordHash: "x" },
    });
    const actor = { ...admin, userId: user.id };
    expect(await setExchangeRate(actor, { currency: "GBP", rupees: "110", asOf: "2026-10-01" })).toMatchObject({ ok: true });
    expect(await setExchangeRate(actor, { currency: "GBP", rupees: "112", asOf: "2026-11-01" })).toMatchObject({ ok: true });
    const rates = await loadExchangeRates();
    expect(rates).toEqual([{ currency: "GBP", rupees: 112, asOf: new Date("2026-11-01T00:00:00Z") }]);
    expect(indicativeRupees("£23,000–£30,000 per year", rates)?.text).toBe("about ₹25.8–33.6 lakh");
    const audit = await prisma.auditLog.findMany({ where: { entityType: "ExchangeRate" }, orderBy: { createdAt: "asc" } });
    expect(audit.map((entry) => entry.after)).toEqual([
      { rupees: "110", asOf: "2026-10-01" },
      { rupees: "112", asOf: "2026-11-01" },
    ]);
    await prisma.auditLog.deleteMany({ where: { actorId: user.id } });
    await prisma.user.delete({ where: { id: user.id } });
  });

  it("refuses an unknown currency, a rate that is not a positive number and a date that is not one or is to come", async () => {
    for (const input of [
      { currency: "INR", rupees: "1", asOf: "2026-11-01" },
      { currency: "GBP", rupees: "-3", asOf: "2026-11-01" },
      { currency: "GBP", rupees: "abc", asOf: "2026-11-01" },
      { currency: "GBP", rupees: "112", asOf: "01/11/2026" },
      { currency: "GBP", rupees: "112", asOf: "2999-01-01" },
    ]) {
      expect(await setExchangeRate(admin, input)).toMatchObject({ ok: false, status: 400 });
    }
    expect(await prisma.exchangeRate.count()).toBe(0);
  });
});

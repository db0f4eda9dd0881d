"use server";

// The Exchange Rates page's door (admins who manage content).
import { revalidatePath } from "next/cache";
import { action } from "@/lib/http/action";
import { adminSections } from "@/lib/panel/sections";
import { revalidateExchangeRates, setExchangeRate } from "./exchange-rates";

export const setExchangeRateAction = action(
  { name: "exchange rate", permission: "colleges.manage" },
  async ({ caller }, values: unknown) => {
    const answer = await setExchangeRate(caller, values);
    if (answer.ok) {
      revalidateExchangeRates();
      revalidatePath(adminSections.exchangeRates.href);
    }
    return answer;
  },
);

"use server";

// The Exchange Rates page's door (admins who manage content).
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { action } from "@/lib/http/action";
import { formValues } from "@/lib/http/action-args";
import { adminSections } from "@/lib/panel/sections";
import { revalidateExchangeRates, setExchangeRate } from "./exchange-rates";

export const setExchangeRateAction = action(
  { name: "exchange rate", permission: "colleges.manage", args: z.tuple([formValues]) },
  async ({ caller }, values) => {
    const answer = await setExchangeRate(caller, values);
    if (answer.ok) {
      revalidateExchangeRates();
      revalidatePath(adminSections.exchangeRates.href);
    }
    return answer;
  },
);

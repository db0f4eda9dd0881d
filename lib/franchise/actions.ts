"use server";

import { z } from "zod";
import { action } from "@/lib/http/action";
import { formValues } from "@/lib/http/action-args";
import { submitFranchiseEnquiry } from "./submit";

/** The browser door of the franchise enquiry. */
export const submitFranchiseAction = action({ name: "franchise enquiry", args: z.tuple([formValues]) }, async ({ ip }, values) =>
  submitFranchiseEnquiry(values, { ip: await ip(), source: "PAGE" }),
);

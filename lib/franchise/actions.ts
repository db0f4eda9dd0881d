"use server";

import { action } from "@/lib/http/action";
import { submitFranchiseEnquiry } from "./submit";

/** The browser door of the franchise enquiry. */
export const submitFranchiseAction = action({ name: "franchise enquiry" }, async ({ ip }, values: unknown) =>
  submitFranchiseEnquiry(values, { ip: await ip(), source: "PAGE" }),
);

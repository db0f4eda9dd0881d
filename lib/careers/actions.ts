"use server";

import { action } from "@/lib/http/action";
import { formToRecord } from "@/lib/http/request-body";
import { submitApplication } from "./submit";

/** The browser door of the job application: the form with its résumé as FormData. */
export const submitApplicationAction = action({ name: "job application" }, async ({ ip }, form: FormData) =>
  // Anything but FormData (a hand-made call) reads as an empty form: every field is named as missing.
  submitApplication(form instanceof FormData ? formToRecord(form) : {}, { ip: await ip(), source: "PAGE" }),
);

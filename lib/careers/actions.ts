"use server";

import { z } from "zod";
import { action } from "@/lib/http/action";
import { formData } from "@/lib/http/action-args";
import { formToRecord } from "@/lib/http/request-body";
import { submitApplication } from "./submit";

/** The browser door of the job application: the form with its résumé as FormData. */
export const submitApplicationAction = action({ name: "job application", args: z.tuple([formData]) }, async ({ ip }, form) =>
  submitApplication(formToRecord(form), { ip: await ip(), source: "PAGE" }),
);

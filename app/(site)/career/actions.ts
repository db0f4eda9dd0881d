"use server";

import { headers } from "next/headers";
import { submitApplication } from "@/lib/careers/submit";
import { unavailableOnError, type Outcome } from "@/lib/http/outcome";
import { formToRecord } from "@/lib/http/request-body";
import { clientIp } from "@/lib/security/client-ip";

/** The browser door of the job application: the form with its resume as FormData. */
export async function submitApplicationAction(form: FormData): Promise<Outcome> {
  const ip = clientIp(await headers());
  // Anything but FormData (a hand-made call) reads as an empty form: every field is named as missing.
  const input = form instanceof FormData ? formToRecord(form) : {};
  return unavailableOnError(() => submitApplication(input, { ip, source: "PAGE" }), "job application");
}

"use server";

// The browser doors of the rights requests (/privacy/requests); the API route calls the same commands.
import { redirect } from "next/navigation";
import { signOutHere } from "@/lib/auth/sign-in";
import { z } from "zod";
import { action } from "@/lib/http/action";
import { formData, recordId, text } from "@/lib/http/action-args";
import type { Outcome } from "@/lib/http/outcome";
import { deleteOwnAccount } from "./account";
import { completeCorrection, createPrivacyRequest, markRequestChecked, signRequestRef, verifyPrivacyRequest } from "./requests";

export type RequestFormState = Outcome | null;

/** The request form (useActionState): its fields as the form sent them. */
export const requestPrivacyAction = action(
  // useActionState sends the state shown before, which the request does not need.
  { name: "privacy request", args: z.tuple([z.custom<RequestFormState>(), formData]) },
  async ({ ip }, _state, form) => {
    const values = Object.fromEntries(["email", "mobile", "kind", "note"].map((key) => [key, form.get(key) ?? undefined]));
    return createPrivacyRequest(values, await ip());
  },
);

/** The link's confirm button: verifies, carries the request out, and shows the result on a signed page. */
export async function confirmPrivacyAction(form: FormData): Promise<void> {
  const token = form instanceof FormData ? String(form.get("token") ?? "") : "";
  const verified = await verifyPrivacyRequest(token);
  // Back to the link's page, which says what is wrong (anything but a token's shape: as no token).
  if (!verified.ok)
    redirect(/^[\w-]{1,128}$/.test(token) ? `/privacy/requests/verify?token=${token}` : "/privacy/requests/verify");
  redirect(`/privacy/requests/done?ref=${encodeURIComponent(signRequestRef(verified.requestId))}`);
}

/** An admin closes a verified correction once it is made. */
export const completeCorrectionAction = action(
  { name: "privacy correction done", permission: "privacy.requests", args: z.tuple([recordId]) },
  async ({ caller }, id) => completeCorrection(caller.userId, id),
);

/** An admin has verified by hand what a request's proof did not cover. */
export const markRequestCheckedAction = action(
  { name: "privacy request checked", permission: "privacy.requests", args: z.tuple([recordId]) },
  async ({ caller }, id) => markRequestChecked(caller.userId, id),
);

/** "Delete my account" on the profile, after its confirmation step with the password: erases, then signs out here. */
export const deleteAccountAction = action(
  { name: "account delete", permission: "account.own", args: z.tuple([text]) },
  async ({ caller }, password) => {
    const outcome = await deleteOwnAccount(caller.userId, password);
    if (outcome.ok) await signOutHere();
    return outcome;
  },
);

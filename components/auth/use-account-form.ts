"use client";

import { useState } from "react";
import type { Outcome } from "@/lib/http/outcome";

export type Message = { kind: "success" | "info" | "error"; text: string };

/**
 * What every account form does with its server action: busy while it runs, the server's message
 * (else the specification's default for that form, also when the call itself failed), and the
 * server's field messages beside the fields.
 */
export function useAccountForm(defaultError: string) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function run(call: () => Promise<Outcome>): Promise<Outcome | null> {
    setBusy(true);
    setMessage(null);
    let outcome: Outcome | null = null;
    try {
      outcome = await call();
    } catch {
      outcome = null;
    }
    setBusy(false);
    setErrors(outcome && !outcome.ok ? outcome.errors : {});
    // A message containing "successfully" is styled as success, as the old site's clients expect.
    if (!outcome || !outcome.ok) setMessage({ kind: "error", text: outcome?.message || defaultError });
    else if (outcome.message)
      setMessage({ kind: /successful/i.test(outcome.message) ? "success" : "info", text: outcome.message });
    return outcome;
  }

  return { busy, message, setMessage, errors, run };
}

/** The form's values as strings, by field name. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form)].map(([key, value]) => [key, String(value)]));
}

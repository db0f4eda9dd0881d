"use client";

import { useState } from "react";
import { runAction } from "./run-action";

/**
 * A panel list's actions, one at a time: `busy` names the one running (its row or form), and `run`
 * calls it through runAction (its toast) and frees the list when it answers.
 */
export function useBusyAction() {
  const [busy, setBusy] = useState<string | null>(null);
  async function run<Answer extends { ok: boolean; message: string }>(
    key: string,
    call: () => Promise<Answer>,
  ): Promise<Answer | null> {
    setBusy(key);
    try {
      return await runAction(call);
    } finally {
      setBusy(null);
    }
  }
  return { busy, run };
}

/** A field's value from the form an event came from ("" when absent). */
export const formValue = (event: React.FormEvent<HTMLFormElement>, name: string) =>
  String(new FormData(event.currentTarget).get(name) ?? "");

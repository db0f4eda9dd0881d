"use client";

import { useEffect, useRef, useState } from "react";
import type { BulkTarget } from "@/lib/leads/bulk";
import { bulkWhatsAppAction } from "@/lib/whatsapp/actions";
import { runAction } from "../run-action";
import type { ThreadTemplate } from "./WhatsAppThread";
import { SubmitWhenReady } from "@/components/ui/SubmitWhenReady";

const button =
  "rounded-full px-4 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-800 hover:bg-brand-50 disabled:opacity-50";
const sendButton =
  "rounded-full bg-green-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-green-800 disabled:opacity-60";
const control = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-1.5 text-base font-normal";

/**
 * A mapped WhatsApp template to the Contact List's selection (lib/whatsapp/bulk.ts): first who
 * would get it and who would be skipped, and why, then the send once confirmed. The counts are
 * the server's, from the filter; what was queued comes back in a toast.
 */
export function BulkWhatsApp({
  templates,
  target,
  onSent,
}: {
  templates: ThreadTemplate[];
  target: BulkTarget;
  onSent: () => void;
}) {
  const [templateId, setTemplateId] = useState("");
  const [checked, setChecked] = useState<{ message: string; sendable: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const said = useRef<HTMLParagraphElement>(null);

  // What a check found is read first, before the button that acts on it.
  useEffect(() => {
    if (checked) said.current?.focus();
  }, [checked]);

  async function check(id: string) {
    setBusy(true);
    const answer = await bulkWhatsAppAction(target, id, false).catch(() => null);
    setBusy(false);
    setChecked(
      answer
        ? { message: answer.message, sendable: answer.ok ? (answer.data?.sendable ?? 0) : 0 }
        : { message: "Server error: try again.", sendable: 0 },
    );
  }

  async function send() {
    setBusy(true);
    const answer = await runAction(() => bulkWhatsAppAction(target, templateId, true));
    setBusy(false);
    if (answer?.ok) onSent();
    else setChecked(null);
  }

  return (
    <div className="space-y-2 sm:col-span-2 lg:col-span-3">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void check(templateId);
        }}
      >
        <label className="min-w-0 grow text-sm font-semibold text-slate-800 sm:max-w-sm">
          WhatsApp template
          <select
            name="template"
            required
            value={templateId}
            onChange={(event) => {
              setTemplateId(event.target.value);
              setChecked(null);
            }}
            className={control}
          >
            <option value="" disabled>
              Choose…
            </option>
            {templates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
                {template.marketing ? " (marketing)" : ""}
              </option>
            ))}
          </select>
        </label>
        <SubmitWhenReady className={button} busy={busy}>
          Check who gets it
        </SubmitWhenReady>
      </form>
      {checked && (
        <div className="space-y-2 rounded-lg bg-white p-3 ring-1 ring-slate-300">
          <p ref={said} tabIndex={-1} className="text-sm text-slate-800">
            {checked.message}
          </p>
          <div className="flex flex-wrap gap-2">
            {checked.sendable > 0 && (
              <button type="button" className={sendButton} disabled={busy} onClick={() => void send()}>
                Send to {checked.sendable.toLocaleString("en-IN")} {checked.sendable === 1 ? "lead" : "leads"}
              </button>
            )}
            <button type="button" className={button} onClick={() => setChecked(null)}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

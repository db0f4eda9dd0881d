"use client";

import { useId, useState } from "react";
import { contactAttemptAction } from "@/lib/leads/actions";
import { sendReplyEmail } from "@/lib/leads/templates/actions";
import type { PlaceholderValues } from "@/lib/leads/templates/placeholders";
import { fillReply, whatsAppLink, type ReplyTemplateView } from "@/lib/leads/templates/reply";
import { REPLY_CHANNELS, replyChannelLabel } from "@/lib/leads/templates/schema";
import { runAction } from "../run-action";

const action = "inline-flex min-h-11 items-center rounded-full px-5 py-2.5 font-semibold text-white disabled:opacity-60";

/**
 * Replying from a template: the counsellor picks one and sees it filled in for this lead. An
 * e-mail is sent from the site (the server fills it again from the stored template, so what was
 * previewed is what goes); a WhatsApp message opens in their WhatsApp, typed in, and the tap is
 * recorded like the WhatsApp button's.
 */
export function LeadReply({
  leadId,
  email,
  mobile,
  values,
  replyTo,
  templates,
}: {
  leadId: string;
  email: string;
  mobile: string;
  values: PlaceholderValues;
  /** The sender's own address, where the lead's answer to an e-mail arrives; null when they have none. */
  replyTo: string | null;
  templates: ReplyTemplateView[];
}) {
  const id = useId();
  const [chosenId, setChosenId] = useState("");
  const [sending, setSending] = useState(false);
  const chosen = templates.find((template) => template.id === chosenId);
  const filled = chosen && fillReply(chosen, values);

  async function send(templateId: string) {
    setSending(true);
    await runAction(() => sendReplyEmail(leadId, templateId));
    setSending(false);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl bg-white p-4 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-brand-900">
        Reply
      </h2>
      {templates.length === 0 ? (
        <p className="mt-2 text-slate-700">No reply templates yet: an admin adds them in the Reply Templates section.</p>
      ) : (
        <div className="mt-3 space-y-3">
          <label className="block max-w-md text-sm font-semibold text-slate-800">
            Template
            <select
              value={chosenId}
              onChange={(event) => setChosenId(event.target.value)}
              className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
            >
              <option value="">Choose a template</option>
              {REPLY_CHANNELS.map((channel) => {
                const group = templates.filter((template) => template.channel === channel);
                return (
                  group.length > 0 && (
                    <optgroup key={channel} label={replyChannelLabel[channel]}>
                      {group.map((template) => (
                        <option key={template.id} value={template.id}>
                          {template.name}
                        </option>
                      ))}
                    </optgroup>
                  )
                );
              })}
            </select>
          </label>
          {chosen && filled && (
            <div aria-labelledby={`${id}-preview`} role="group" className="space-y-3 rounded-lg bg-slate-50 p-3">
              <h3 id={`${id}-preview`} className="font-semibold text-slate-900">
                Preview of the {chosen.channel === "EMAIL" ? "e-mail" : "WhatsApp message"}
              </h3>
              {chosen.channel === "EMAIL" && (
                <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
                  <dt className="font-semibold text-slate-600">To</dt>
                  <dd className="break-all text-slate-900">{email}</dd>
                  <dt className="font-semibold text-slate-600">Subject</dt>
                  <dd className="break-words text-slate-900">{filled.subject}</dd>
                </dl>
              )}
              <p className="whitespace-pre-line break-words rounded-lg border border-slate-300 bg-white p-3 text-slate-900">
                {filled.body}
              </p>
              {chosen.channel === "EMAIL" ? (
                <>
                  <p className="text-sm text-slate-700">
                    {replyTo
                      ? `Sent from the site; the lead's answer comes to you at ${replyTo}.`
                      : "Sent from the site; you have no e-mail address in Staff, so the lead's answer goes to the site's address."}
                  </p>
                  <button
                    type="button"
                    disabled={sending}
                    onClick={() => send(chosen.id)}
                    className={`${action} bg-brand-800 hover:bg-brand-700`}
                  >
                    {sending ? "Sending…" : "Send e-mail"}
                  </button>
                </>
              ) : (
                <a
                  href={whatsAppLink(mobile, filled.body)}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => void contactAttemptAction(leadId, "whatsapp").catch(() => undefined)}
                  className={`${action} bg-chat-700`}
                >
                  Open in WhatsApp
                </a>
              )}
            </div>
          )}
        </div>
      )}
    </section>
  );
}

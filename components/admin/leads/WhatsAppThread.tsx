"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { formatDateTime } from "@/lib/site/format";
import { sendWhatsAppAction } from "@/lib/whatsapp/actions";
import type { ThreadMessage, WhatsAppThread as Thread } from "@/lib/whatsapp/thread";
import { runAction } from "../run-action";

/** While the lead's page is open and visible: a reply shows within seconds, as a chat would. */
const POLL_MS = 2_000;

/** `language`: the approved template's language by name ("Hindi"). */
export type ThreadTemplate = { id: string; name: string; language: string; marketing: boolean };

/** What opens a received file: an image in a tab of its own, anything else as a download. */
const MEDIA_LINKS: Partial<Record<ThreadMessage["kind"], string>> = {
  IMAGE: "Open image",
  DOCUMENT: "Download document",
  AUDIO: "Download voice message",
  VIDEO: "Download video",
};

const button =
  "inline-flex min-h-11 items-center rounded-full bg-green-700 px-5 py-2.5 font-semibold text-white hover:bg-green-800 disabled:opacity-60";

/** What an outgoing message's ticks say; the symbols are decoration, the words are read. */
function Ticks({ message }: { message: ThreadMessage }) {
  const words: Record<ThreadMessage["status"], [string, string]> = {
    QUEUED: ["🕓", "Queued"],
    WAITING: ["🕓", "Waiting: WhatsApp is busy, trying again"],
    SENT: ["✓", "Sent"],
    DELIVERED: ["✓✓", "Delivered"],
    READ: ["✓✓", "Read"],
    FAILED: ["!", "Failed"],
    RECEIVED: ["", ""],
  };
  const [symbol, word] = words[message.status];
  return (
    <span className={message.status === "READ" ? "text-sky-800" : message.status === "FAILED" ? "text-red-800" : undefined}>
      <span aria-hidden="true">{symbol} </span>
      {word}
      {message.status === "FAILED" && message.error ? `: ${message.error}` : ""}
    </span>
  );
}

function Bubble({ message }: { message: ThreadMessage }) {
  const mine = message.direction === "OUT";
  return (
    <li className={`flex ${mine ? "justify-end" : "justify-start"}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-3 py-2 text-slate-900 shadow-sm ${mine ? "rounded-br-sm bg-green-100" : "rounded-bl-sm bg-white"}`}
      >
        <p className="sr-only">{mine ? "Sent:" : "They wrote:"}</p>
        {message.templateName && <p className="text-xs font-semibold text-slate-700">Template {message.templateName}</p>}
        <p className="whitespace-pre-wrap break-words">{message.body}</p>
        {message.mediaHref && (
          <p className="mt-1">
            <a
              href={message.mediaHref}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
              {...(message.kind === "IMAGE" ? { target: "_blank", rel: "noopener" } : {})}
            >
              {MEDIA_LINKS[message.kind] ?? "Download the file"}
              {message.kind === "IMAGE" && <span className="sr-only"> (opens in a new tab)</span>}
            </a>
          </p>
        )}
        <p className="mt-1 flex flex-wrap justify-end gap-x-2 text-xs text-slate-700">
          <time dateTime={message.at}>{formatDateTime(message.at)}</time>
          {mine && <Ticks message={message} />}
        </p>
      </div>
    </li>
  );
}

/**
 * The lead's WhatsApp conversation: every message in order with its time (India time) and ticks,
 * kept current while the page is open, and a composer offering what WhatsApp allows now: free text
 * or the brochure inside the 24 hours after their last message, an approved template always
 * (marketing ones only with the person's marketing consent), each refusal explained.
 */
export function WhatsAppThread({ leadId, initial, templates }: { leadId: string; initial: Thread; templates: ThreadTemplate[] }) {
  const id = useId();
  const router = useRouter();
  const [thread, setThread] = useState(initial);
  const answeredAt = useRef(initial.firstResponseAt);
  const [text, setText] = useState("");
  const [templateId, setTemplateId] = useState("");
  const [busy, setBusy] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const count = thread.messages.length;

  const load = useCallback(async () => {
    if (document.visibilityState !== "visible") return;
    const response = await fetch(`/api/admin/leads/${leadId}/whatsapp`, { cache: "no-store" }).catch(() => null);
    if (!response?.ok) return;
    const next = (await response.json()) as Thread;
    setThread(next);
    // The page's "waiting for a first response" line is drawn on the server: redrawn once someone answers.
    if (next.firstResponseAt !== answeredAt.current) {
      answeredAt.current = next.firstResponseAt;
      router.refresh();
    }
  }, [leadId, router]);

  useEffect(() => {
    const timer = setInterval(load, POLL_MS);
    document.addEventListener("visibilitychange", load);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", load);
    };
  }, [load]);

  // The newest message in view, as in a chat.
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [count]);

  async function send(input: object) {
    setBusy(true);
    const answer = await runAction(() => sendWhatsAppAction(leadId, input));
    setBusy(false);
    if (answer?.ok) await load();
    return answer?.ok ?? false;
  }

  const open = thread.windowClosesAt !== null;
  const chosen = templates.find((template) => template.id === templateId);
  const refusedTemplate = chosen?.marketing && !thread.marketingConsent;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl bg-white p-4 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-brand-900">
        WhatsApp
      </h2>
      {count === 0 ? (
        <p className="mt-2 text-slate-700">No WhatsApp messages yet.</p>
      ) : (
        // A log: new messages are read out as they arrive; focusable, so a keyboard scrolls it.
        <div
          ref={list}
          role="log"
          aria-label="WhatsApp messages"
          tabIndex={0}
          className="mt-3 max-h-[28rem] overflow-y-auto rounded-lg bg-slate-100 p-2"
        >
          <ol className="space-y-2">
            {thread.messages.map((message) => (
              <Bubble key={message.id} message={message} />
            ))}
          </ol>
        </div>
      )}
      <div className="mt-3 space-y-3">
        <p className="text-sm text-slate-700">
          {open
            ? `You can write freely until ${formatDateTime(thread.windowClosesAt!)}: 24 hours after their last message.`
            : "They have not written in the last 24 hours, so WhatsApp allows only an approved template."}
        </p>
        {open && (
          <form
            className="flex flex-col gap-2 sm:flex-row sm:items-end"
            onSubmit={async (event) => {
              event.preventDefault();
              if (await send({ kind: "text", body: text })) setText("");
            }}
          >
            <label className="block flex-1 text-sm font-semibold text-slate-800">
              Message
              <textarea
                value={text}
                onChange={(event) => setText(event.target.value)}
                required
                rows={2}
                maxLength={4096}
                className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 font-normal"
              />
            </label>
            <button type="submit" disabled={busy} className={button}>
              Send
            </button>
          </form>
        )}
        {templates.length > 0 ? (
          <form
            className="flex flex-col gap-2 sm:flex-row sm:items-end"
            onSubmit={async (event) => {
              event.preventDefault();
              if (templateId) await send({ kind: "template", templateId });
            }}
          >
            <label className="block flex-1 text-sm font-semibold text-slate-800">
              Approved template
              <select
                value={templateId}
                onChange={(event) => setTemplateId(event.target.value)}
                required
                aria-describedby={refusedTemplate ? `${id}-marketing` : undefined}
                className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 px-3 py-2 font-normal"
              >
                <option value="">Choose a template…</option>
                {templates.map((template) => (
                  <option key={template.id} value={template.id}>
                    {template.name} ({template.language}
                    {template.marketing ? ", marketing" : ""})
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" disabled={busy || refusedTemplate} className={button}>
              Send template
            </button>
          </form>
        ) : (
          <p className="text-sm text-slate-700">
            No reply template is mapped to an approved WhatsApp template yet: an admin maps them in Reply Templates.
          </p>
        )}
        {refusedTemplate && (
          <p id={`${id}-marketing`} className="text-sm font-semibold text-red-800">
            A marketing template needs their marketing consent, which they have not given (or have withdrawn).
          </p>
        )}
        {open && (
          <button type="button" disabled={busy} onClick={() => send({ kind: "document" })} className={button}>
            Send the brochure
          </button>
        )}
      </div>
    </section>
  );
}

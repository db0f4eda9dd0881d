"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { addNoteAction } from "@/lib/leads/actions";
import { NOTE_MAX } from "@/lib/leads/constants";
import { formatDateTime } from "@/lib/site/format";
import { runAction } from "../run-action";
import { SubmitWhenReady } from "@/components/ui/SubmitWhenReady";

type Note = { id: string; body: string; createdAt: string; author: { name: string } | null };

/** The counsellors' notes on a lead, newest first, each with its author and time; and a new one. */
export function LeadNotes({ leadId, notes }: { leadId: string; notes: Note[] }) {
  const router = useRouter();
  const id = useId();
  const [busy, setBusy] = useState(false);

  async function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    const answer = await runAction(() => addNoteAction(leadId, String(new FormData(form).get("note") ?? "")));
    setBusy(false);
    if (!answer?.ok) return;
    form.reset();
    router.refresh();
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl bg-white p-4 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-brand-900">
        Notes
      </h2>
      <form onSubmit={add} className="mt-3">
        <label htmlFor={`${id}-note`} className="text-sm font-semibold text-slate-800">
          Add a note
        </label>
        <textarea
          id={`${id}-note`}
          name="note"
          required
          maxLength={NOTE_MAX}
          rows={3}
          className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 text-base"
        />
        <SubmitWhenReady
          busy={busy}
          className="mt-2 rounded-full bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          Add note
        </SubmitWhenReady>
      </form>
      <ol className="mt-4 space-y-3">
        {notes.map((note) => (
          <li key={note.id} className="rounded-lg bg-slate-50 p-3">
            <p className="whitespace-pre-line text-slate-900">{note.body}</p>
            <p className="mt-1 text-sm text-slate-600">
              {note.author?.name ?? "A former staff member"} ·{" "}
              <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

import { useEffect, useState } from "react";
import { endSessionAction, loadSessionsAction } from "@/lib/accounts/actions";
import type { OwnSession } from "@/lib/accounts/own-sessions";
import { formatDateTime } from "@/lib/site/format";
import { useAccountForm } from "../use-account-form";
import { Notice } from "./parts";

/** The visitor's sessions; none when they cannot be read (the profile then says the session is gone). */
const readSessions = (): Promise<OwnSession[]> =>
  loadSessionsAction().then(
    (outcome) => (outcome.ok ? ((outcome.data?.sessions as OwnSession[] | undefined) ?? []) : []),
    () => [],
  );

/** "This browser: Chrome 131 on Android 14 (phone)", "An app (API token)", else the other browser's name. */
function kindLabel(session: OwnSession): string {
  const what =
    session.kind === "API" ? `An app (API token)${session.device ? `: ${session.device}` : ""}` : (session.device ?? "A browser");
  return session.current ? `This browser: ${session.device ?? "the one you are using"}` : what;
}

/**
 * Where the visitor is logged in: each session (a browser, or an app holding a token) with when it
 * logged in and was last used, and a button to end any but this one. `refresh` changes when
 * something else ended sessions (a password change), to read them again.
 */
export function SessionList({ id, refresh }: { id: string; refresh: number }) {
  const [sessions, setSessions] = useState<OwnSession[] | null>(null);
  const { busy, message, run } = useAccountForm("Could not end that session");

  const load = () => readSessions().then(setSessions);

  useEffect(() => {
    void readSessions().then(setSessions);
  }, [refresh]);

  return (
    <section aria-labelledby={`${id}-sessions-title`} className="space-y-3 border-t border-slate-200 pt-4">
      <h3 id={`${id}-sessions-title`} className="text-lg font-bold text-brand-900">
        Where you are logged in
      </h3>
      <Notice message={message} />
      {sessions === null ? (
        <p role="status">Loading your sessions…</p>
      ) : (
        <ul className="space-y-2">
          {sessions.map((session) => (
            <li
              key={session.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800"
            >
              <span>
                <strong className="block">{kindLabel(session)}</strong>
                Logged in {formatDateTime(session.createdAt)} · last used {formatDateTime(session.lastUsedAt)}
              </span>
              {!session.current && (
                <button
                  type="button"
                  disabled={busy}
                  // Starts with the visible words, so a voice user's "End session" matches (WCAG 2.5.3).
                  aria-label={`End session: ${kindLabel(session)}, logged in ${formatDateTime(session.createdAt)}`}
                  className="rounded-full px-3 py-1.5 font-semibold text-brand-800 ring-1 ring-brand-800 hover:bg-brand-50"
                  onClick={async () => {
                    const outcome = await run(() => endSessionAction(session.id));
                    if (outcome) await load();
                  }}
                >
                  End session
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

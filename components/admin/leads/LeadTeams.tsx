"use client";

import { useId, useState } from "react";
import { addTeamAction, renameTeamAction, setTeamRetiredAction } from "@/lib/leads/actions";
import { TEAM_NAME_MAX } from "@/lib/leads/setting-bounds";
import { formValue, useBusyAction } from "../use-busy-action";
import { SubmitWhenReady } from "@/components/ui/SubmitWhenReady";

export type TeamRow = { id: string; name: string; retired: boolean; members: number; rules: number };

const inputClass = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base";
const buttonClass =
  "rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-brand-800 text-brand-800 hover:bg-brand-50 disabled:opacity-50";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Lead Settings' teams: add one, rename or retire one in use, bring a retired one back. */
export function LeadTeams({ teams }: { teams: TeamRow[] }) {
  const id = useId();
  const { busy, run } = useBusyAction();
  const [addError, setAddError] = useState<string | null>(null);
  const inUse = teams.filter((team) => !team.retired);
  const retired = teams.filter((team) => team.retired);

  return (
    <section className="space-y-3 rounded-xl bg-white p-4 shadow-sm" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-brand-900">
        Teams
      </h2>
      <p className="text-sm text-slate-700">
        Assignment rules send a course or a form to a team first. Put counsellors in a team on the Staff page. A team can be
        retired once no counsellor is in it and no rule sends leads to it.
      </p>
      {inUse.length === 0 ? (
        <p className="text-sm text-slate-700">No teams yet: every new lead goes to the next counsellor on duty.</p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Teams">
          {inUse.map((team) => (
            <li key={team.id}>
              <form
                className="flex flex-wrap items-end gap-3 py-3"
                onSubmit={async (event) => {
                  event.preventDefault();
                  await run(team.id, () => renameTeamAction(team.id, formValue(event, "name")));
                }}
              >
                <div className="min-w-0 flex-1 basis-48">
                  <label htmlFor={`${id}-name-${team.id}`} className="block text-sm font-semibold text-slate-800">
                    Name of the {team.name} team
                  </label>
                  <input
                    id={`${id}-name-${team.id}`}
                    name="name"
                    required
                    maxLength={TEAM_NAME_MAX}
                    defaultValue={team.name}
                    key={team.name}
                    className={inputClass}
                  />
                  <p className="mt-1 text-sm text-slate-700">
                    {count(team.members, "counsellor", "counsellors")} · {count(team.rules, "rule", "rules")}
                  </p>
                </div>
                <SubmitWhenReady className={buttonClass} busy={busy !== null} aria-label={`Rename the ${team.name} team`}>
                  Rename
                </SubmitWhenReady>
                <button
                  type="button"
                  className={buttonClass}
                  disabled={busy !== null}
                  aria-label={`Retire the ${team.name} team`}
                  onClick={() => run(team.id, () => setTeamRetiredAction(team.id, true))}
                >
                  Retire
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <form
        className="flex flex-wrap items-end gap-3"
        aria-labelledby={`${id}-add`}
        onSubmit={async (event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const answer = await run("add", () => addTeamAction(formValue(event, "name")));
          setAddError(answer && !answer.ok ? answer.message : null);
          if (answer?.ok) form.reset();
        }}
      >
        <h3 id={`${id}-add`} className="sr-only">
          Add a team
        </h3>
        <div className="min-w-0 flex-1 basis-48">
          <label htmlFor={`${id}-new`} className="block text-sm font-semibold text-slate-800">
            New team&apos;s name
          </label>
          <input
            id={`${id}-new`}
            name="name"
            required
            maxLength={TEAM_NAME_MAX}
            autoComplete="off"
            className={inputClass}
            aria-invalid={addError ? true : undefined}
            aria-describedby={addError ? `${id}-add-error` : undefined}
          />
        </div>
        <SubmitWhenReady
          className="rounded-full bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          busy={busy !== null}
        >
          Add team
        </SubmitWhenReady>
        {addError && (
          <p id={`${id}-add-error`} className="basis-full text-sm font-medium text-red-700">
            {addError}
          </p>
        )}
      </form>
      {retired.length > 0 && (
        <>
          <h3 id={`${id}-retired`} className="font-semibold text-slate-900">
            Retired teams
          </h3>
          <ul className="divide-y divide-slate-200" aria-labelledby={`${id}-retired`}>
            {retired.map((team) => (
              <li key={team.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0 break-words">{team.name}</span>
                <button
                  type="button"
                  className={buttonClass}
                  disabled={busy !== null}
                  aria-label={`Bring back the ${team.name} team`}
                  onClick={() => run(team.id, () => setTeamRetiredAction(team.id, false))}
                >
                  Bring back
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

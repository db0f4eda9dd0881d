"use client";

import { useId, useState } from "react";
import { addRuleAction, removeRuleAction, setWaitAlertAction } from "@/lib/leads/actions";
import { COURSES, leadSourceLabel } from "@/lib/leads/constants";
import { WAIT_ALERT_LIMITS } from "@/lib/leads/setting-bounds";
import { staffLabel } from "@/lib/staff/label";
import { formValue, useBusyAction } from "../use-busy-action";
import { DutySwitch } from "./DutySwitch";
import { LeadTeams, type TeamRow } from "./LeadTeams";
import { SubmitWhenReady } from "@/components/ui/SubmitWhenReady";

type Member = { id: string; name: string; username: string | null; team: { name: string } | null; onDuty: boolean };
type Rule = { id: string; course: string | null; source: keyof typeof leadSourceLabel | null; team: { name: string } };

const inputClass = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base";
const buttonClass =
  "rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-brand-800 text-brand-800 hover:bg-brand-50 disabled:opacity-50";
const primaryClass = "rounded-full bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60";
const box = "rounded-xl bg-white p-4 shadow-sm";

/** What a rule sends where, in words: "MBBS from the Free Counselling button → Medical". */
const ruleWords = (rule: Rule) =>
  [rule.course, rule.source && `from the ${leadSourceLabel[rule.source]}`].filter(Boolean).join(" ");

export function LeadSettings({
  waitAlertMinutes,
  members,
  rules,
  teams,
}: {
  waitAlertMinutes: number;
  members: Member[];
  rules: Rule[];
  teams: TeamRow[];
}) {
  const id = useId();
  const { busy, run } = useBusyAction();
  const [ruleError, setRuleError] = useState<string | null>(null);
  const teamsInUse = teams.filter((team) => !team.retired);

  return (
    <div className="space-y-6">
      <form
        className={`${box} space-y-2`}
        aria-labelledby={`${id}-wait`}
        onSubmit={async (event) => {
          event.preventDefault();
          await run("wait", () => setWaitAlertAction(Number(formValue(event, "minutes"))));
        }}
      >
        <h2 id={`${id}-wait`} className="text-lg font-semibold text-brand-900">
          Waiting for a first call
        </h2>
        <p className="text-sm text-slate-700">
          A lead nobody has called, messaged, noted or moved within this many office minutes (Monday to Saturday, 9:00 to 18:00
          India time) is flagged in red on the Contact List and announced to the admins by e-mail, once.
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={`${id}-minutes`} className="block text-sm font-semibold text-slate-800">
              Minutes
            </label>
            <input
              id={`${id}-minutes`}
              name="minutes"
              type="number"
              inputMode="numeric"
              required
              min={WAIT_ALERT_LIMITS.min}
              max={WAIT_ALERT_LIMITS.max}
              defaultValue={waitAlertMinutes}
              className={`${inputClass} w-32`}
            />
          </div>
          <SubmitWhenReady className={primaryClass} busy={busy !== null}>
            Save
          </SubmitWhenReady>
        </div>
      </form>

      <LeadTeams teams={teams} />

      <section className={`${box} space-y-3`} aria-labelledby={`${id}-duty`}>
        <h2 id={`${id}-duty`} className="text-lg font-semibold text-brand-900">
          Counsellors on duty
        </h2>
        <p className="text-sm text-slate-700">
          A counsellor on duty takes new leads in turn; one in a team takes that team&apos;s leads first, and the other leads too.
          Their team is chosen on the Staff page.
        </p>
        {members.length === 0 ? (
          <p className="text-sm text-slate-700">No counsellors yet: add them under Staff.</p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="Counsellors on duty and their teams">
            {members.map((member) => (
              <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <span className="min-w-0 break-words">
                  <span className="font-semibold text-slate-900">{staffLabel(member)}</span>
                  <span className="block text-sm text-slate-700">{member.team ? `${member.team.name} team` : "No team"}</span>
                </span>
                <DutySwitch onDuty={member.onDuty} member={{ id: member.id, label: staffLabel(member) }} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={`${box} space-y-3`} aria-labelledby={`${id}-rules`}>
        <h2 id={`${id}-rules`} className="text-lg font-semibold text-brand-900">
          Assignment rules
        </h2>
        <p className="text-sm text-slate-700">
          A new lead that matches a rule goes to the next member of its team on duty (the first matching rule, in the order
          added). A repeat enquirer still goes to whoever already has them; with nobody of the team on duty the lead goes to the
          next counsellor on duty.
        </p>
        {rules.length === 0 ? (
          <p className="text-sm text-slate-700">No rules: every new lead goes to the next counsellor on duty.</p>
        ) : (
          <ol className="divide-y divide-slate-200" aria-label="Assignment rules">
            {rules.map((rule) => (
              <li key={rule.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  {ruleWords(rule)} → <strong>{rule.team.name}</strong>
                </span>
                <button
                  type="button"
                  className={buttonClass}
                  disabled={busy !== null}
                  aria-label={`Remove the rule ${ruleWords(rule)} to ${rule.team.name}`}
                  onClick={() => run(rule.id, () => removeRuleAction(rule.id))}
                >
                  Remove
                </button>
              </li>
            ))}
          </ol>
        )}
        <form
          className="grid grid-cols-1 gap-3 sm:grid-cols-4 sm:items-end"
          aria-labelledby={`${id}-add-rule`}
          onSubmit={async (event) => {
            event.preventDefault();
            const form = event.currentTarget;
            const answer = await run("rule", () =>
              addRuleAction({
                course: formValue(event, "course"),
                source: formValue(event, "source"),
                teamId: formValue(event, "teamId"),
              }),
            );
            setRuleError(answer && !answer.ok ? answer.message : null);
            if (answer?.ok) form.reset();
          }}
        >
          <h3 id={`${id}-add-rule`} className="font-semibold text-slate-900 sm:col-span-4">
            Add a rule
          </h3>
          <div>
            <label htmlFor={`${id}-rule-course`} className="block text-sm font-semibold text-slate-800">
              Course
            </label>
            <select id={`${id}-rule-course`} name="course" className={inputClass} defaultValue="">
              <option value="">Any course</option>
              {COURSES.map((course) => (
                <option key={course}>{course}</option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-rule-source`} className="block text-sm font-semibold text-slate-800">
              Form
            </label>
            <select id={`${id}-rule-source`} name="source" className={inputClass} defaultValue="">
              <option value="">Any form</option>
              {Object.entries(leadSourceLabel).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-rule-team`} className="block text-sm font-semibold text-slate-800">
              Team
            </label>
            <select
              id={`${id}-rule-team`}
              name="teamId"
              required
              defaultValue=""
              className={inputClass}
              aria-invalid={ruleError ? true : undefined}
              aria-describedby={ruleError ? `${id}-rule-error` : undefined}
            >
              <option value="" disabled>
                {teamsInUse.length === 0 ? "Add a team first" : "Choose a team"}
              </option>
              {teamsInUse.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </select>
          </div>
          <SubmitWhenReady className={primaryClass} busy={busy !== null}>
            Add rule
          </SubmitWhenReady>
          {ruleError && (
            <p id={`${id}-rule-error`} className="text-sm font-medium text-red-700 sm:col-span-4">
              {ruleError}
            </p>
          )}
        </form>
      </section>
    </div>
  );
}

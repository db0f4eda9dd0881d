"use client";

import { useId, useState } from "react";
import { addRuleAction, removeRuleAction, setTeamAction, setWaitAlertAction } from "@/lib/leads/actions";
import { COURSES, leadSourceLabel } from "@/lib/leads/constants";
import { TEAM_NAME_MAX, WAIT_ALERT_LIMITS } from "@/lib/leads/setting-bounds";
import { staffLabel } from "@/lib/staff/label";
import { formValue, useBusyAction } from "../use-busy-action";
import { DutySwitch } from "./DutySwitch";
import { SubmitWhenReady } from "@/components/ui/SubmitWhenReady";

type Member = { id: string; name: string; username: string | null; team: string | null; onDuty: boolean };
type Rule = { id: string; course: string | null; source: keyof typeof leadSourceLabel | null; team: string };

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
}: {
  waitAlertMinutes: number;
  members: Member[];
  rules: Rule[];
}) {
  const id = useId();
  const { busy, run } = useBusyAction();
  const [ruleError, setRuleError] = useState<string | null>(null);
  const teams = [...new Set(members.map((member) => member.team).filter((team): team is string => !!team))].sort();

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

      <section className={`${box} space-y-3`} aria-labelledby={`${id}-teams`}>
        <h2 id={`${id}-teams`} className="text-lg font-semibold text-brand-900">
          Counsellors: duty and teams
        </h2>
        <p className="text-sm text-slate-700">
          A counsellor on duty takes new leads in turn; one in a team takes that team&apos;s leads first, and the other leads too.
        </p>
        {members.length === 0 ? (
          <p className="text-sm text-slate-700">No counsellors yet: add them under Staff.</p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="Counsellors and their teams">
            {members.map((member) => (
              <li key={member.id}>
                <form
                  className="flex flex-wrap items-end gap-3 py-3"
                  onSubmit={async (event) => {
                    event.preventDefault();
                    await run(member.id, () => setTeamAction(member.id, formValue(event, "team")));
                  }}
                >
                  <div className="min-w-48 flex-1">
                    <label htmlFor={`${id}-team-${member.id}`} className="block text-sm font-semibold text-slate-800">
                      Team of {staffLabel(member)}
                    </label>
                    <input
                      id={`${id}-team-${member.id}`}
                      name="team"
                      list={`${id}-team-names`}
                      maxLength={TEAM_NAME_MAX}
                      defaultValue={member.team ?? ""}
                      placeholder="No team"
                      className={inputClass}
                    />
                  </div>
                  <SubmitWhenReady className={buttonClass} busy={busy !== null} aria-label={`Save the team of ${member.name}`}>
                    Save
                  </SubmitWhenReady>
                  <DutySwitch onDuty={member.onDuty} member={{ id: member.id, label: staffLabel(member) }} />
                </form>
              </li>
            ))}
          </ul>
        )}
        <datalist id={`${id}-team-names`}>
          {teams.map((team) => (
            <option key={team} value={team} />
          ))}
        </datalist>
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
                  {ruleWords(rule)} → <strong>{rule.team}</strong>
                </span>
                <button
                  type="button"
                  className={buttonClass}
                  disabled={busy !== null}
                  aria-label={`Remove the rule ${ruleWords(rule)} to ${rule.team}`}
                  onClick={() => run(rule.id, () => removeRuleAction(rule.id))}
                >
                  Remove
                </button>
              </li>
            ))}
          </ol>
        )}
        <form
          className="grid gap-3 sm:grid-cols-4 sm:items-end"
          aria-labelledby={`${id}-add-rule`}
          onSubmit={async (event) => {
            event.preventDefault();
            const form = event.currentTarget;
            const answer = await run("rule", () =>
              addRuleAction({
                course: formValue(event, "course"),
                source: formValue(event, "source"),
                team: formValue(event, "team"),
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
            <input
              id={`${id}-rule-team`}
              name="team"
              list={`${id}-team-names`}
              required
              maxLength={TEAM_NAME_MAX}
              className={inputClass}
              aria-invalid={ruleError ? true : undefined}
              aria-describedby={ruleError ? `${id}-rule-error` : undefined}
            />
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

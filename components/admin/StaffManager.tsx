"use client";

import { useId, useState } from "react";
import { can, roleLabels, STAFF_ROLES, type StaffRole } from "@/lib/auth/permissions";
import { formatDateTime } from "@/lib/site/format";
import { staffLabel } from "@/lib/staff/label";
import { addStaffMember, resetStaffMemberPassword, setStaffMemberDisabled, setStaffMemberTeam } from "@/lib/staff/actions";
import { formValue, useBusyAction } from "./use-busy-action";
import { SubmitWhenReady } from "@/components/ui/SubmitWhenReady";

type Member = {
  id: string;
  name: string;
  username: string;
  email: string | null;
  role: StaffRole;
  onDuty: boolean;
  disabled: boolean;
  lastLoginAt: string | null;
  /** Whether they have set up an authenticator app (their second step). */
  secondFactorSetUp: boolean;
  teamId: string | null;
};

/** The teams in use, managed in Lead Settings. */
type Team = { id: string; name: string };

const inputClass = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base";
const buttonClass =
  "rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-brand-800 text-brand-800 hover:bg-brand-50 disabled:opacity-50";

/** A password shown once, right after it was made, for the admin to pass on in person. */
function NewPassword({ username, password, onDone }: { username: string; password: string; onDone: () => void }) {
  return (
    <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="font-semibold text-slate-900">
        Password for <span className="font-mono">{username}</span>: <span className="font-mono text-lg">{password}</span>
      </p>
      <p className="mt-1 text-sm text-slate-700">It is shown only now. Give it to them in person, not by e-mail.</p>
      <button type="button" className={`${buttonClass} mt-2`} onClick={onDone}>
        Done
      </button>
    </div>
  );
}

/** A counsellor's team, chosen from the teams in use: assignment rules send their team's leads to them first. */
function TeamChoice({ member, teams, busy, run }: { member: Member; teams: Team[] } & ReturnType<typeof useBusyAction>) {
  const id = useId();
  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        await run(member.id, () => setStaffMemberTeam(member.id, formValue(event, "team")));
      }}
    >
      <div className="min-w-0">
        <label htmlFor={`${id}-team`} className="block text-sm font-semibold text-slate-800">
          Team of {staffLabel(member)}
        </label>
        {/* Keyed by the saved team, so the list shows it again after the page refreshes. */}
        <select
          key={member.teamId ?? ""}
          id={`${id}-team`}
          name="team"
          defaultValue={member.teamId ?? ""}
          className={`${inputClass} max-w-full`}
        >
          <option value="">No team</option>
          {teams.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        </select>
      </div>
      <SubmitWhenReady className={buttonClass} busy={busy !== null} aria-label={`Save team of ${staffLabel(member)}`}>
        Save team
      </SubmitWhenReady>
    </form>
  );
}

export function StaffManager({ staff, you, teams }: { staff: Member[]; you: string; teams: Team[] }) {
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busyAction = useBusyAction();
  const { busy, run } = busyAction;
  const [shown, setShown] = useState<{ username: string; password: string } | null>(null);

  async function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const answer = await run("add", () =>
      addStaffMember({
        name: String(data.get("name")),
        username: String(data.get("username")),
        role: String(data.get("role")),
        email: String(data.get("email") ?? ""),
      }),
    );
    setErrors(answer && !answer.ok ? answer.errors : {});
    if (answer?.ok && answer.data?.password && answer.data.username) {
      setShown({ username: answer.data.username, password: answer.data.password });
      form.reset();
    }
  }

  const field = (name: string, label: string, control: React.ReactNode) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {control}
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const aria = (name: string) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <div className="space-y-6">
      {shown && <NewPassword {...shown} onDone={() => setShown(null)} />}
      <form
        onSubmit={add}
        className="grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
        aria-labelledby={`${id}-add`}
      >
        <h2 id={`${id}-add`} className="text-lg font-semibold text-brand-900 sm:col-span-2 lg:col-span-5">
          Add a staff member
        </h2>
        {field(
          "name",
          "Name",
          <input id={`${id}-name`} name="name" required maxLength={100} className={inputClass} {...aria("name")} />,
        )}
        {field(
          "username",
          "Username",
          <input
            id={`${id}-username`}
            name="username"
            required
            autoCapitalize="none"
            maxLength={32}
            className={inputClass}
            {...aria("username")}
          />,
        )}
        {field(
          "email",
          "E-mail for lead alerts (optional)",
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoCapitalize="none"
            autoComplete="off"
            maxLength={254}
            className={inputClass}
            {...aria("email")}
          />,
        )}
        {field(
          "role",
          "Role",
          <select id={`${id}-role`} name="role" defaultValue={STAFF_ROLES[0]} className={inputClass} {...aria("role")}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>,
        )}
        <SubmitWhenReady
          busy={busy === "add"}
          className="rounded-full bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {busy === "add" ? "Adding…" : "Add and make a password"}
        </SubmitWhenReady>
      </form>
      <ul className="space-y-3" aria-label="Staff members">
        {staff.map((member) => (
          <li
            key={member.id}
            className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <p className="font-semibold text-slate-900">
                {member.name} <span className="font-mono text-sm font-normal text-slate-600">{member.username}</span>
              </p>
              <p className="text-sm text-slate-700">
                {roleLabels[member.role]} · {member.disabled ? <strong className="text-red-700">Disabled</strong> : "Active"}
                {can(member.role, "leads.rotation") && !member.disabled && (member.onDuty ? " · on duty" : " · off duty")}
                {" · "}
                {member.email ?? "no alert e-mail"}
                {" · "}
                {member.lastLoginAt ? `last log-in ${formatDateTime(member.lastLoginAt)}` : "never logged in"}
                {" · "}
                {member.secondFactorSetUp ? (
                  "two-step log-in set up"
                ) : (
                  <strong className="text-amber-800">two-step log-in not set up</strong>
                )}
              </p>
              {can(member.role, "leads.rotation") && <TeamChoice member={member} teams={teams} {...busyAction} />}
            </div>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={buttonClass}
                disabled={busy !== null}
                aria-label={`Reset password of ${member.name}`}
                onClick={async () => {
                  if (
                    !window.confirm(
                      `Reset the password of ${member.name}? They will be logged out everywhere and set up two-step log-in again.`,
                    )
                  )
                    return;
                  const answer = await run(member.id, () => resetStaffMemberPassword(member.id));
                  if (answer?.ok && answer.data?.password && answer.data.username)
                    setShown({ username: answer.data.username, password: answer.data.password });
                }}
              >
                Reset password
              </button>
              {member.id !== you && (
                <button
                  type="button"
                  className={buttonClass}
                  disabled={busy !== null}
                  aria-label={`${member.disabled ? "Enable" : "Disable"} ${member.name}`}
                  onClick={async () => {
                    if (!member.disabled && !window.confirm(`Disable ${member.name}? They will be logged out at once.`)) return;
                    await run(member.id, () => setStaffMemberDisabled(member.id, !member.disabled));
                  }}
                >
                  {member.disabled ? "Enable" : "Disable"}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

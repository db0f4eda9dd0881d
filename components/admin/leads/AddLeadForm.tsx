"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { addLeadAction } from "@/lib/leads/actions";
import { COURSES } from "@/lib/leads/constants";
import { STAFF_SOURCE_LABELS, type StaffSource } from "@/lib/leads/staff-sources";
import { adminSections } from "@/lib/panel/sections";
import { runAction } from "../run-action";
import { SubmitWhenReady } from "@/components/ui/SubmitWhenReady";

const inputClass = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base";
const labelClass = "block text-sm font-semibold text-slate-800";

/**
 * "Add lead" for someone who walked in or phoned: the enquiry form's fields, read out and typed by
 * staff. The server applies the site's rules (repeats, assignment, a minor's guardian, consent).
 */
export function AddLeadForm() {
  const router = useRouter();
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [under18, setUnder18] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "");
    const values = {
      name: text("name"),
      email: text("email"),
      mobile: text("mobile"),
      course: text("course"),
      percentage: text("percentage"),
      marketingConsent: data.get("marketingConsent") === "on",
      under18,
      ...(under18 ? { guardianName: text("guardianName"), guardianEmail: text("guardianEmail") } : {}),
    };
    setBusy(true);
    const answer = await runAction(() => addLeadAction(text("source") as StaffSource, values));
    setBusy(false);
    if (!answer) return;
    if (!answer.ok) {
      setErrors(answer.errors);
      const first = Object.keys(answer.errors)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    router.push(`${adminSections.leads.href}?view=all&q=${encodeURIComponent(values.mobile)}`);
  }

  const field = (name: string, label: string, input: React.ReactElement<React.InputHTMLAttributes<HTMLInputElement>>) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {label}
      </label>
      {input}
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-800">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const aria = (name: string) => ({
    id: `${id}-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form onSubmit={submit} noValidate className="max-w-2xl space-y-4 rounded-xl bg-white p-4 shadow-sm">
      <fieldset>
        <legend className={labelClass}>How they reached us</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {(Object.entries(STAFF_SOURCE_LABELS) as [StaffSource, string][]).map(([value, label], index) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" name="source" value={value} defaultChecked={index === 0} className="size-5" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("name", "Full name", <input {...aria("name")} autoComplete="off" className={inputClass} />)}
        {field("email", "E-mail", <input {...aria("email")} type="email" autoComplete="off" className={inputClass} />)}
        {field("mobile", "Mobile", <input {...aria("mobile")} type="tel" autoComplete="off" className={inputClass} />)}
        {field(
          "percentage",
          "12th percentage",
          <input {...aria("percentage")} inputMode="decimal" autoComplete="off" className={inputClass} />,
        )}
        <div>
          <label htmlFor={`${id}-course`} className={labelClass}>
            Course
          </label>
          <select {...aria("course")} defaultValue="" className={inputClass}>
            <option value="" disabled>
              Choose…
            </option>
            {COURSES.map((course) => (
              <option key={course}>{course}</option>
            ))}
          </select>
          {errors.course && (
            <p id={`${id}-course-error`} className="mt-1 text-sm text-red-800">
              {errors.course}
            </p>
          )}
        </div>
      </div>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={under18}
          onChange={(event) => setUnder18(event.target.checked)}
          className="size-5 shrink-0"
        />
        Under 18
      </label>
      {under18 && (
        <div className="grid gap-4 sm:grid-cols-2">
          {field("guardianName", "Parent's or guardian's name", <input {...aria("guardianName")} className={inputClass} />)}
          {field(
            "guardianEmail",
            "Parent's or guardian's e-mail",
            <input {...aria("guardianEmail")} type="email" className={inputClass} />,
          )}
        </div>
      )}
      <label className="flex items-start gap-2">
        <input type="checkbox" name="marketingConsent" className="mt-1 size-5 shrink-0" />
        <span>They agreed to marketing messages (asked separately, never assumed)</span>
      </label>
      <p className="text-sm text-slate-700">
        Read them the{" "}
        <Link href="/privacy" className="font-semibold text-brand-800 underline">
          privacy notice
        </Link>{" "}
        first: their consent to it is recorded as given to you. A minor&apos;s details wait for the parent&apos;s agreement, asked
        by e-mail.
      </p>
      <SubmitWhenReady
        busy={busy}
        className="rounded-full bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {busy ? "Adding…" : "Add lead"}
      </SubmitWhenReady>
    </form>
  );
}

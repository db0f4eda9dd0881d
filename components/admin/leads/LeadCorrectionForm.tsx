"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { correctLeadAction } from "@/lib/leads/actions";
import { COURSES } from "@/lib/leads/constants";
import { runAction } from "../run-action";
import { SubmitWhenReady } from "@/components/ui/SubmitWhenReady";

const inputClass = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base";
const button =
  "rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-brand-800 text-brand-800 hover:bg-brand-50 disabled:opacity-50";

type Details = { name: string; email: string; mobile: string; course: string; percentage: string; city: string | null };

/** "Correct details": the enquirer's own fields, saved on the version of the lead shown; each change is in its history. */
export function LeadCorrectionForm({ leadId, version, details }: { leadId: string; version: number; details: Details }) {
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    setSending(true);
    const answer = await runAction(() => correctLeadAction(leadId, version, values));
    setSending(false);
    if (!answer) return;
    setErrors(answer.ok ? {} : answer.errors);
    if (answer.ok || answer.status === 409) {
      if (answer.ok) setOpen(false);
      startRefresh(() => router.refresh());
    }
  }

  const fields: [keyof Details, string, React.InputHTMLAttributes<HTMLInputElement>][] = [
    ["name", "Full name", {}],
    ["email", "E-mail", { type: "email" }],
    ["mobile", "Mobile", { type: "tel" }],
    ["percentage", "12th percentage", { inputMode: "decimal" }],
    ["city", "City", {}],
  ];

  return (
    <div>
      <button type="button" className={button} aria-expanded={open} aria-controls={`${id}-form`} onClick={() => setOpen(!open)}>
        Correct details
      </button>
      {open && (
        <form
          id={`${id}-form`}
          aria-label="Correct details"
          onSubmit={submit}
          noValidate
          className="mt-3 grid gap-3 sm:grid-cols-2"
        >
          {fields.map(([name, label, attributes]) => (
            <div key={name}>
              <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-slate-800">
                {label}
              </label>
              <input
                id={`${id}-${name}`}
                name={name}
                defaultValue={details[name] ?? ""}
                autoComplete="off"
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
                className={inputClass}
                {...attributes}
              />
              {errors[name] && (
                <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-800">
                  {errors[name]}
                </p>
              )}
            </div>
          ))}
          <div>
            <label htmlFor={`${id}-course`} className="block text-sm font-semibold text-slate-800">
              Course
            </label>
            <select id={`${id}-course`} name="course" defaultValue={details.course} className={inputClass}>
              {COURSES.map((course) => (
                <option key={course}>{course}</option>
              ))}
            </select>
          </div>
          <div className="sm:col-span-2">
            <SubmitWhenReady className={button} busy={sending || refreshing}>
              Save corrections
            </SubmitWhenReady>
          </div>
        </form>
      )}
    </div>
  );
}

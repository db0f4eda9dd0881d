"use client";

import { useId, useState } from "react";
import { createFirstAdminAction } from "@/lib/staff/actions";
import { PasswordInput } from "@/components/ui/PasswordInput";
import { SubmitWhenReady } from "@/components/ui/SubmitWhenReady";

const labelClass = "block text-sm font-semibold text-slate-800";
const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand-600";

/**
 * The first admin, through the one-time link the server logged (lib/staff/first-admin.ts): a
 * name, a username and a password; then the usual log-in, which sets up the authenticator app.
 */
export function FirstAdminForm({ token }: { token: string }) {
  const id = useId();
  const [answer, setAnswer] = useState<{ ok: boolean; message: string; errors?: Record<string, string> } | null>(null);
  const [busy, setBusy] = useState(false);

  if (answer?.ok)
    return (
      <div className="mt-6 space-y-3">
        <p role="status" className="font-semibold text-green-800">
          {answer.message}
        </p>
        <a
          href="/admin"
          className="inline-block rounded-full bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Go to the log-in
        </a>
      </div>
    );

  const error = (name: string) =>
    answer?.errors?.[name] && (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-800">
        {answer.errors[name]}
      </p>
    );
  return (
    <form
      className="mt-6 space-y-4"
      onSubmit={async (event) => {
        event.preventDefault();
        const data = Object.fromEntries(new FormData(event.currentTarget));
        setBusy(true);
        try {
          setAnswer(await createFirstAdminAction(token, data));
        } catch {
          setAnswer({ ok: false, message: "Server error" });
        }
        setBusy(false);
      }}
    >
      <div>
        <label htmlFor={`${id}-name`} className={labelClass}>
          Your name
        </label>
        <input id={`${id}-name`} name="name" required autoComplete="name" className={inputClass} />
        {error("name")}
      </div>
      <div>
        <label htmlFor={`${id}-username`} className={labelClass}>
          Username
        </label>
        <input id={`${id}-username`} name="username" required autoComplete="username" className={inputClass} />
        {error("username")}
      </div>
      <PasswordInput
        id={`${id}-password`}
        name="password"
        label="Password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
      />
      {error("password")}
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {answer && !answer.ok ? answer.message : ""}
      </p>
      <SubmitWhenReady
        busy={busy}
        className="w-full rounded-full bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {busy ? "Creating…" : "Create the admin"}
      </SubmitWhenReady>
    </form>
  );
}

"use client";

import { useId, useState } from "react";
import { logInStaff } from "@/lib/staff/actions";
import { PasswordInput } from "@/components/ui/PasswordInput";

const labelClass = "block text-sm font-semibold text-slate-800";
const inputClass = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand-600";

/**
 * Username, password (with show/hide) and "Log in". A refused log-in shows the server's text, else
 * "Invalid credentials"; a call that fails shows "Server error".
 */
export function StaffLoginForm({ next }: { next?: string }) {
  const id = useId();
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError("");
    try {
      // On success the action redirects, so only a refusal comes back.
      const result = await logInStaff({ username: String(form.get("username") ?? ""), password: String(form.get("password") ?? ""), next });
      setError(result?.message || "Invalid credentials");
    } catch {
      setError("Server error");
    }
    setBusy(false);
  }

  return (
    <form className="mt-6 space-y-4" onSubmit={submit} aria-describedby={error ? `${id}-error` : undefined}>
      <div>
        <label htmlFor={`${id}-username`} className={labelClass}>
          Username
        </label>
        <input id={`${id}-username`} name="username" autoComplete="username" required className={inputClass} />
      </div>
      <PasswordInput id={`${id}-password`} name="password" label="Password" autoComplete="current-password" required />
      <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-full bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {busy ? "Logging in…" : "Log in"}
      </button>
    </form>
  );
}

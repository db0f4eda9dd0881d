"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { PasswordInput } from "@/components/ui/PasswordInput";
import { changeMyPassword } from "@/lib/staff/actions";
import { SubmitWhenReady } from "@/components/ui/SubmitWhenReady";

/** Current and new password; on success every session ends, this one too, and the person logs in again. */
export function ChangePasswordForm() {
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const answer = await changeMyPassword({
        currentPassword: String(form.get("currentPassword")),
        newPassword: String(form.get("newPassword")),
      });
      setErrors(answer.ok ? {} : answer.errors);
      setMessage(answer.message);
      setDone(answer.ok);
    } catch {
      setMessage("Server error");
    }
    setBusy(false);
  }

  if (done) {
    return (
      <div role="status" className="space-y-3 rounded-xl bg-white p-4 shadow-sm">
        <p className="font-semibold text-slate-900">{message}</p>
        <Link
          href="/admin"
          className="inline-block rounded-full bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Log in again
        </Link>
      </div>
    );
  }
  return (
    <form
      onSubmit={submit}
      className="max-w-md space-y-4 rounded-xl bg-white p-4 shadow-sm"
      aria-describedby={message ? `${id}-message` : undefined}
    >
      <PasswordInput
        id={`${id}-current`}
        name="currentPassword"
        label="Current password"
        autoComplete="current-password"
        required
        error={errors.currentPassword}
      />
      <PasswordInput
        id={`${id}-new`}
        name="newPassword"
        label="New password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        error={errors.newPassword}
      />
      <p className="text-sm text-slate-600">
        At least 8 characters. Every session of yours ends, on every device: you log in again with the new password.
      </p>
      <p id={`${id}-message`} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {message}
      </p>
      <SubmitWhenReady
        busy={busy}
        className="rounded-full bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {busy ? "Changing…" : "Change password"}
      </SubmitWhenReady>
    </form>
  );
}

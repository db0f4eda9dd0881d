"use client";

import { useId, useState } from "react";
import { logInStaff } from "@/lib/staff/actions";
import type { StaffLoginStep } from "@/lib/staff/login";
import type { StaffSignInOutcome } from "@/lib/staff/sign-in";
import type { Enrolment } from "@/lib/staff/totp";
import { PasswordInput } from "@/components/ui/PasswordInput";
import { SubmitWhenReady } from "@/components/ui/SubmitWhenReady";

const labelClass = "block text-sm font-semibold text-slate-800";
const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand-600";
const buttonClass =
  "w-full rounded-full bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60";

type Stage = { name: "password" } | { name: "new-password" } | { name: "code" } | { name: "enrol"; enrolment: Enrolment };

function stageAfter(step: StaffLoginStep | undefined, current: Stage): Stage {
  if (!step) return current;
  if ("passwordChange" in step) return { name: "new-password" };
  return step.secondFactor === "enrol" ? { name: "enrol", enrolment: step.enrolment } : { name: "code" };
}

/**
 * The staff log-in in steps: username and password; then, as the account needs them, a new
 * password in place of a generated one, and the code from the authenticator app (or a recovery
 * code), or at the first log-in the app's set-up (QR code, the key as text, the recovery codes).
 * Each step sends everything again: the server keeps nothing between steps and changes nothing
 * until the last passes. A refusal shows the server's text; a call that fails "Server error".
 */
export function StaffLoginForm({ next }: { next?: string }) {
  const id = useId();
  const [stage, setStage] = useState<Stage>({ name: "password" });
  const [credentials, setCredentials] = useState({ username: "", password: "", newPassword: "" });
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => (form.has(name) ? String(form.get(name)) : undefined);
    const sent = {
      username: field("username") ?? credentials.username,
      password: field("password") ?? credentials.password,
      newPassword: field("newPassword") ?? credentials.newPassword,
    };
    setBusy(true);
    setError("");
    try {
      // On success the action redirects, so only a refusal comes back.
      // The action's door types every refusal alike; this one carries the next step too.
      const result = (await logInStaff({ ...sent, code: field("code"), next })) as StaffSignInOutcome | undefined;
      setCredentials(sent);
      const following = stageAfter(result?.ok === false ? result.step : undefined, stage);
      // A new step is an instruction, not an error; a refusal within a step says what went wrong.
      if (following.name !== stage.name) setStage(following);
      else setError((result?.ok === false && (result.errors?.newPassword ?? result.message)) || "Invalid credentials");
    } catch {
      setError("Server error");
    }
    setBusy(false);
  }

  const alert = (
    <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
      {error}
    </p>
  );
  const describedBy = error ? `${id}-error` : undefined;

  return (
    <form key={stage.name} className="mt-6 space-y-4" onSubmit={submit} aria-describedby={describedBy}>
      {stage.name === "password" && (
        <>
          <div>
            <label htmlFor={`${id}-username`} className={labelClass}>
              Username
            </label>
            <input id={`${id}-username`} name="username" autoComplete="username" required className={inputClass} />
          </div>
          <PasswordInput id={`${id}-password`} name="password" label="Password" autoComplete="current-password" required />
        </>
      )}
      {stage.name === "new-password" && (
        <>
          <h2 className="text-lg font-semibold text-brand-900">Choose your own password</h2>
          <p className="text-sm text-slate-700">
            The password you were given works once. Choose one of at least 8 characters that only you know.
          </p>
          <PasswordInput
            id={`${id}-new-password`}
            name="newPassword"
            label="New password"
            autoComplete="new-password"
            required
            minLength={8}
            maxLength={128}
          />
        </>
      )}
      {stage.name === "code" && (
        <CodeField
          id={id}
          label="Authentication code"
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
        />
      )}
      {stage.name === "enrol" && <EnrolmentSteps id={id} enrolment={stage.enrolment} />}
      {alert}
      <SubmitWhenReady busy={busy} className={buttonClass}>
        {busy
          ? "Logging in…"
          : stage.name === "new-password"
            ? "Continue"
            : stage.name === "enrol"
              ? "Turn on and log in"
              : "Log in"}
      </SubmitWhenReady>
    </form>
  );
}

function CodeField({ id, label, hint }: { id: string; label: string; hint: string }) {
  return (
    <div>
      <label htmlFor={`${id}-code`} className={labelClass}>
        {label}
      </label>
      <p id={`${id}-code-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      <input
        id={`${id}-code`}
        name="code"
        required
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={32}
        aria-describedby={`${id}-code-hint`}
        className={`${inputClass} font-mono tracking-wider`}
        // The step's one field: where the person is already looking.
        autoFocus
      />
    </div>
  );
}

/** First log-in: the key for the app (QR code and text), the recovery codes shown this once, and the app's first code. */
function EnrolmentSteps({ id, enrolment }: { id: string; enrolment: Enrolment }) {
  return (
    <>
      <h2 className="text-lg font-semibold text-brand-900">Set up two-step log-in</h2>
      <p className="text-sm text-slate-700">
        Staff log in with a password and a code from an authenticator app (Google Authenticator, Microsoft Authenticator, 2FAS…).
      </p>
      <section aria-labelledby={`${id}-scan`} className="space-y-2">
        <h3 id={`${id}-scan`} className="font-semibold text-slate-900">
          1. Add this key to your app
        </h3>
        {/* A data URL: the QR code is made on the server and needs no request of its own. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={enrolment.qr}
          alt="QR code of your log-in key, for an authenticator app"
          width={200}
          height={200}
          className="mx-auto"
        />
        <p className="text-sm text-slate-700">
          No camera? Type the key instead:{" "}
          <code id={`${id}-key`} className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-base text-slate-900">
            {enrolment.key}
          </code>
        </p>
      </section>
      <section aria-labelledby={`${id}-recovery`} className="space-y-2">
        <h3 id={`${id}-recovery`} className="font-semibold text-slate-900">
          2. Keep your recovery codes
        </h3>
        <p className="text-sm text-slate-700">
          Each works once, in place of a code, if you lose your phone. They are shown only now: write them down or print this
          page.
        </p>
        <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-3 font-mono text-slate-900">
          {enrolment.recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={`${id}-confirm`} className="space-y-2">
        <h3 id={`${id}-confirm`} className="font-semibold text-slate-900">
          3. Enter the code your app shows
        </h3>
        <CodeField id={id} label="Code from your app" hint="Six digits; it changes every 30 seconds." />
      </section>
    </>
  );
}

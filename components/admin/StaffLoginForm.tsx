"use client";

import { useEffect, useId, useRef, useState } from "react";
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
            The password you were given works once. Choose one of at least 8 characters that only you know. It is kept once you
            finish setting up two-step log-in; until then, the password you were given still logs you in.
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
      {stage.name === "enrol" && (
        <EnrolmentSteps id={id} enrolment={stage.enrolment} newPasswordPending={credentials.newPassword !== ""} />
      )}
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

function CodeField({ id, label, hint, focus = true }: { id: string; label: string; hint: string; focus?: boolean }) {
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
        // The step's one field: where the person is already looking (not in the set-up, whose heading comes first).
        autoFocus={focus}
      />
    </div>
  );
}

/**
 * First log-in: the key for the app (QR code, the key as text with a copy button, and an
 * otpauth: link for an app on this very phone), the app's first code, then the recovery codes
 * shown this once. On a phone the heading, the QR code, the key and the code box come first,
 * in one screen; the page opens on the heading, not scrolled down to the code box.
 */
function EnrolmentSteps({
  id,
  enrolment,
  newPasswordPending,
}: {
  id: string;
  enrolment: Enrolment;
  newPasswordPending: boolean;
}) {
  const [copied, setCopied] = useState<string>("");
  const heading = useRef<HTMLHeadingElement>(null);
  // The step opens on its heading (a focused code box would scroll the QR code and key away on a phone).
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <>
      <h2 className="text-lg font-semibold text-brand-900 focus:outline-none" tabIndex={-1} ref={heading}>
        Set up two-step log-in
      </h2>
      <p className="text-sm text-slate-700">
        A code from an authenticator app (Google Authenticator, Microsoft Authenticator, 2FAS…) after your password.
        {newPasswordPending &&
          " Your new password is kept once this is done; if you stop now, log in again with the password you were given."}
      </p>
      <section aria-labelledby={`${id}-scan`} className="space-y-2">
        <h3 id={`${id}-scan`} className="font-semibold text-slate-900">
          1. Add this key to your app
        </h3>
        <div className="flex items-start gap-3">
          {/* A data URL: the QR code is made on the server and needs no request of its own. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={enrolment.qr}
            alt="QR code of your log-in key, for an authenticator app"
            width={200}
            height={200}
            className="size-32 shrink-0 sm:size-40"
          />
          <div className="min-w-0 space-y-2 text-sm text-slate-700">
            <p>
              Scan it, or on this phone{" "}
              <a href={enrolment.uri} className="font-semibold text-brand-800 underline">
                open it in your authenticator app
              </a>
              , or type the key:
            </p>
            <code
              id={`${id}-key`}
              className="block break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-base text-slate-900"
            >
              {enrolment.key}
            </code>
            <button
              type="button"
              className="rounded-full px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-800 hover:bg-brand-50"
              onClick={async () => {
                try {
                  await navigator.clipboard.writeText(enrolment.key.replace(/\s/g, ""));
                  setCopied("Key copied.");
                } catch {
                  setCopied("Could not copy: select the key and copy it.");
                }
              }}
            >
              Copy key
            </button>
            <span role="status" className="block text-sm text-slate-800 empty:hidden">
              {copied}
            </span>
          </div>
        </div>
      </section>
      <section aria-labelledby={`${id}-confirm`} className="space-y-2">
        <h3 id={`${id}-confirm`} className="font-semibold text-slate-900">
          2. Enter the code your app shows
        </h3>
        <CodeField id={id} label="Code from your app" hint="Six digits; it changes every 30 seconds." focus={false} />
      </section>
      <section aria-labelledby={`${id}-recovery`} className="space-y-2">
        <h3 id={`${id}-recovery`} className="font-semibold text-slate-900">
          3. Keep your recovery codes
        </h3>
        <p className="text-sm text-slate-700">
          Each works once, in place of a code, if you lose your phone. They are shown only now: write them down or print this page
          before you turn it on.
        </p>
        <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-3 font-mono text-slate-900">
          {enrolment.recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </section>
    </>
  );
}

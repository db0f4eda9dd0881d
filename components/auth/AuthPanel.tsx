"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import {
  loadProfileAction,
  loginAction,
  logoutAction,
  registerAction,
  requestResetAction,
  resendCodeAction,
  resetPasswordAction,
  updateProfileAction,
  verifyCodeAction,
} from "@/lib/accounts/actions";
import { PasswordInput } from "@/components/ui/PasswordInput";
import { formValues, useAccountForm, type Message } from "./use-account-form";
import { markSignedIn } from "./signed-in";

export type AuthView = "login" | "register" | "reset" | "reset-password" | "otp" | "profile";

/** Specification, section 4: after the code, close after 2 s; after a reset, after 1.5 s. */
export const LOGIN_CLOSE_MS = 2000;
export const RESET_CLOSE_MS = 1500;

const input = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 aria-[invalid=true]:border-red-700";
const primary = "w-full rounded-full bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60";
const link = "font-semibold text-brand-800 underline underline-offset-2";

function Field({ id, label, error, ...props }: { id: string; label: string; error?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input id={id} className={input} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...props} />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function Notice({ message }: { message: Message | null }) {
  const style = { success: "bg-green-50 text-green-900", info: "bg-brand-50 text-brand-900", error: "bg-red-50 text-red-800" };
  return (
    <p role={message?.kind === "error" ? "alert" : "status"} className={`rounded-lg text-sm font-medium empty:hidden ${message ? `px-3 py-2 ${style[message.kind]}` : ""}`}>
      {message?.text}
    </p>
  );
}

/**
 * The account views of the auth modal and the account pages: login, register, reset (ask for a
 * link), reset-password (choose a new one), otp (the e-mailed code) and profile. Texts and timings
 * of the specification (sections 4 and 8); every failure shows the server's message, else the
 * view's default.
 */
export function AuthPanel({
  initialView,
  resetToken,
  onDone,
  headingLevel = 2,
}: {
  initialView: AuthView;
  /** 1 on an account page (its main heading), 2 in the modal. */
  headingLevel?: 1 | 2;
  resetToken?: string;
  /** After a log-in, a reset or a log-out: the modal closes, a page goes home. */
  onDone: () => void;
}) {
  const [view, setView] = useState<AuthView>(initialView);
  const [email, setEmail] = useState("");
  const [carried, setCarried] = useState<Message | null>(null);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const first = useRef(true);

  // A new view says so: its heading takes the focus (not on the first render: the dialog or page does that).
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [view]);

  const go = (next: AuthView, message: Message | null = null) => {
    setCarried(message);
    setView(next);
  };

  const titles: Record<AuthView, string> = {
    login: "Log in",
    register: "Create an account",
    reset: "Forgot password",
    "reset-password": "Choose a new password",
    otp: "Enter your code",
    profile: "Your profile",
  };

  return (
    <div className="space-y-4">
      <Heading id={`${id}-title`} ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900 focus:outline-none">
        {titles[view]}
      </Heading>
      {view === "login" && <LoginView id={id} carried={carried} onCode={(address) => { setEmail(address); go("otp"); }} go={go} />}
      {view === "register" && <RegisterView id={id} go={go} />}
      {view === "otp" && <OtpView id={id} email={email} onSignedIn={onDone} go={go} />}
      {view === "reset" && <ResetRequestView id={id} go={go} />}
      {view === "reset-password" && <ResetPasswordView id={id} token={resetToken ?? ""} onDone={onDone} go={go} />}
      {view === "profile" && <ProfileView id={id} onSignedOut={onDone} />}
    </div>
  );
}

type Go = (view: AuthView, message?: Message | null) => void;

function BackToLogin({ go }: { go: Go }) {
  return (
    <button type="button" className={link} onClick={() => go("login")}>
      Back to Login
    </button>
  );
}

/** A view's form: its fields handed over as a plain record, without a page load. */
function ViewForm({ onValues, children }: { onValues: (values: Record<string, string>) => Promise<void>; children: ReactNode }) {
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void onValues(formValues(event.currentTarget));
      }}
    >
      {children}
    </form>
  );
}

function LoginView({ id, carried, onCode, go }: { id: string; carried: Message | null; onCode: (email: string) => void; go: Go }) {
  const { busy, message, errors, run } = useAccountForm("Login failed");
  return (
    <ViewForm
      onValues={async (values) => {
        const outcome = await run(() => loginAction(values));
        if (outcome?.ok && outcome.message === "OTP sent to email") onCode(values.email!.trim());
      }}
    >
      <Notice message={message ?? carried} />
      <Field id={`${id}-email`} name="email" type="email" label="Email" autoComplete="email" required error={errors.email} />
      <PasswordInput id={`${id}-password`} name="password" label="Password" autoComplete="current-password" required error={errors.password} />
      <button type="submit" className={primary} disabled={busy}>
        {busy ? "Logging in…" : "Log in"}
      </button>
      <p className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" className={link} onClick={() => go("register")}>
          Create an account
        </button>
        <button type="button" className={link} onClick={() => go("reset")}>
          Forgot password?
        </button>
      </p>
    </ViewForm>
  );
}

function RegisterView({ id, go }: { id: string; go: Go }) {
  const { busy, message, errors, run } = useAccountForm("Error");
  return (
    <ViewForm
      onValues={async (values) => {
        const outcome = await run(() => registerAction(values));
        if (outcome?.ok) go("login", { kind: "success", text: outcome.message });
      }}
    >
      <Notice message={message} />
      <Field id={`${id}-name`} name="name" label="Name" autoComplete="name" required maxLength={100} error={errors.name} />
      <Field id={`${id}-email`} name="email" type="email" label="Email" autoComplete="email" required error={errors.email} />
      <Field id={`${id}-mobile`} name="mobile" type="tel" label="Mobile" autoComplete="tel" required error={errors.mobile} />
      <PasswordInput id={`${id}-password`} name="password" label="Password (8 to 128 characters)" autoComplete="new-password" required minLength={8} maxLength={128} error={errors.password} />
      <button type="submit" className={primary} disabled={busy}>
        {busy ? "Registering…" : "Register"}
      </button>
      <BackToLogin go={go} />
    </ViewForm>
  );
}

function OtpView({ id, email, onSignedIn, go }: { id: string; email: string; onSignedIn: () => void; go: Go }) {
  const { busy, message, setMessage, errors, run } = useAccountForm("OTP verification failed");
  const resend = useAccountForm("Could not send a new code");
  return (
    <ViewForm
      onValues={async (values) => {
        const outcome = await run(() => verifyCodeAction({ email, ...values }));
        if (!outcome?.ok) return;
        setMessage({ kind: "success", text: "Login successful" });
        markSignedIn(true);
        setTimeout(onSignedIn, LOGIN_CLOSE_MS);
      }}
    >
      <Notice message={resend.message ?? message} />
      {email ? (
        <p className="text-slate-700">
          We e-mailed a 6-digit code to <strong>{email}</strong>. It works for 10 minutes.
        </p>
      ) : (
        <Field id={`${id}-email`} name="email" type="email" label="Email" autoComplete="email" required error={errors.email} />
      )}
      <Field id={`${id}-otp`} name="otp" label="6-digit code" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" maxLength={6} required error={errors.otp} />
      <button type="submit" className={primary} disabled={busy}>
        {busy ? "Checking…" : "Verify"}
      </button>
      <p className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className={link}
          disabled={resend.busy}
          onClick={(event) => {
            const address = email || String(new FormData(event.currentTarget.form!).get("email") ?? "");
            void resend.run(() => resendCodeAction({ email: address }));
          }}
        >
          Resend code
        </button>
        <BackToLogin go={go} />
      </p>
    </ViewForm>
  );
}

function ResetRequestView({ id, go }: { id: string; go: Go }) {
  const { busy, message, errors, run } = useAccountForm("Error sending reset link");
  return (
    <ViewForm
      onValues={async (values) => {
        await run(() => requestResetAction(values));
      }}
    >
      <Notice message={message} />
      <p className="text-slate-700">Enter the e-mail address of your account; we will send a link to choose a new password.</p>
      <Field id={`${id}-email`} name="email" type="email" label="Email" autoComplete="email" required error={errors.email} />
      <button type="submit" className={primary} disabled={busy}>
        {busy ? "Sending…" : "Send reset link"}
      </button>
      <BackToLogin go={go} />
    </ViewForm>
  );
}

function ResetPasswordView({ id, token, onDone, go }: { id: string; token: string; onDone: () => void; go: Go }) {
  const { busy, message, errors, run } = useAccountForm("Password reset failed");
  return (
    <ViewForm
      onValues={async (values) => {
        const outcome = await run(() => resetPasswordAction(token, values));
        if (outcome?.ok) setTimeout(onDone, RESET_CLOSE_MS);
      }}
    >
      <Notice message={message} />
      <PasswordInput id={`${id}-password`} name="password" label="New password (8 to 128 characters)" autoComplete="new-password" required minLength={8} maxLength={128} error={errors.password} />
      <button type="submit" className={primary} disabled={busy}>
        {busy ? "Saving…" : "Update password"}
      </button>
      <BackToLogin go={go} />
    </ViewForm>
  );
}

type Profile = { name: string; email: string; mobile: string | null };

function ProfileView({ id, onSignedOut }: { id: string; onSignedOut: () => void }) {
  const { busy, message, errors, run } = useAccountForm("Update failed");
  const [profile, setProfile] = useState<Profile | null>(null);
  const [loadError, setLoadError] = useState("");

  useEffect(() => {
    loadProfileAction()
      .then((outcome) => {
        if (outcome.ok) setProfile(outcome.data?.user as Profile);
        else {
          // Specification, section 8: a failed user fetch logs out.
          setLoadError(outcome.message || "Failed to load profile");
          markSignedIn(false);
        }
      })
      .catch(() => setLoadError("Failed to load profile"));
  }, []);

  if (loadError) return <Notice message={{ kind: "error", text: loadError }} />;
  if (!profile) return <p role="status">Loading your profile…</p>;
  return (
    <ViewForm
      onValues={async (values) => {
        const outcome = await run(() => updateProfileAction(values));
        if (outcome?.ok) setProfile(outcome.data?.user as Profile);
      }}
    >
      <Notice message={message} />
      <Field id={`${id}-name`} name="name" label="Name" autoComplete="name" required defaultValue={profile.name} error={errors.name} />
      <Field id={`${id}-mobile`} name="mobile" type="tel" label="Mobile" autoComplete="tel" required defaultValue={profile.mobile ?? ""} error={errors.mobile} />
      <Field id={`${id}-email`} type="email" label="Email" readOnly value={profile.email} />
      <button type="submit" className={primary} disabled={busy}>
        {busy ? "Saving…" : "Save"}
      </button>
      <button
        type="button"
        className="w-full rounded-full px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-brand-800 hover:bg-brand-50"
        onClick={async () => {
          await logoutAction().catch(() => undefined);
          markSignedIn(false);
          onSignedOut();
        }}
      >
        Log out
      </button>
    </ViewForm>
  );
}

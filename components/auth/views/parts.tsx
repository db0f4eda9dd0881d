/** What the account views share: their names, the way between them, the field and notice, the form. */
import type { ReactNode } from "react";
import { SubmitWhenReady } from "@/components/ui/SubmitWhenReady";
import type { Outcome } from "@/lib/http/outcome";
import { formValues, type Message } from "../use-account-form";

export type AuthView = "login" | "register" | "reset" | "reset-password" | "otp" | "profile";

/** Moves the panel to another view, carrying a message to show there. */
export type Go = (view: AuthView, message?: Message | null) => void;

/** After the code, the panel closes after 2 s; after a reset, after 1.5 s. */
export const LOGIN_CLOSE_MS = 2000;
export const RESET_CLOSE_MS = 1500;

/** When the code just sent expires, as the log-in or resend answered (lib/accounts/actions.ts). */
export function codeExpiresAt(outcome: Outcome): number {
  const at = outcome.ok ? outcome.data?.codeExpiresAt : undefined;
  return typeof at === "number" ? at : 0;
}

export const input =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 aria-[invalid=true]:border-red-700";
export const primary =
  "w-full rounded-full bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 data-busy:opacity-60";
export const link = "font-semibold text-brand-800 underline underline-offset-2";

export function Field({
  id,
  label,
  error,
  ...props
}: { id: string; label: string; error?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        className={input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function Notice({ message }: { message: Message | null }) {
  const style = { success: "bg-green-50 text-green-900", info: "bg-brand-50 text-brand-900", error: "bg-red-50 text-red-800" };
  return (
    <p
      role={message?.kind === "error" ? "alert" : "status"}
      className={`rounded-lg text-sm font-medium empty:hidden ${message ? `px-3 py-2 ${style[message.kind]}` : ""}`}
    >
      {message?.text}
    </p>
  );
}

export function BackToLogin({ go }: { go: Go }) {
  return (
    <button type="button" className={link} onClick={() => go("login")}>
      Back to Login
    </button>
  );
}

/** A view's form: its fields handed over as a plain record, without a page load. */
export function ViewForm({
  onValues,
  children,
}: {
  onValues: (values: Record<string, string>) => Promise<void>;
  children: ReactNode;
}) {
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

/** A view's submit button: the busy label while its form is sent, and no submission before hydration. */
export function ViewSubmit({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <SubmitWhenReady busy={busy} className={primary}>
      {busy ? busyLabel : label}
    </SubmitWhenReady>
  );
}

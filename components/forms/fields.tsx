/**
 * The labelled controls every enquiry form is built from. Each wires its label, hint and error to
 * the control (aria-describedby, aria-invalid), so a screen reader hears the problem with the field.
 */
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import type { Notice } from "@/lib/privacy/notice";
import { HONEYPOT_FIELD } from "@/lib/security/honeypot";
import { SubmitWhenReady } from "@/components/ui/SubmitWhenReady";

const controlClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm " +
  "placeholder:text-slate-500 focus:border-brand-600 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50/40";

type ShellProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  /** Read the error out as soon as it appears (for checks that run on change, not on submit). */
  announceError?: boolean;
  className?: string;
  children: ReactNode;
};

/** The state every control announces: invalid, required, and the texts that describe it. */
function controlAria(id: string, { error, hint, optional }: { error?: string; hint?: string; optional?: boolean }) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-required": optional ? undefined : true,
    "aria-describedby": describedBy(id, { error, hint }),
  } as const;
}

export function describedBy(id: string, { error, hint }: { error?: string; hint?: string }): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function FieldShell({ id, label, error, hint, optional, announceError, className, children }: ShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {optional && <span className="font-normal text-slate-600"> (optional)</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <p
        id={`${id}-error`}
        role={announceError ? "alert" : undefined}
        className="mt-1 text-sm font-medium text-red-700 empty:hidden"
      >
        {error}
      </p>
    </div>
  );
}

type Common = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  announceError?: boolean;
  className?: string;
};

export function TextInput({
  id,
  label,
  error,
  hint,
  optional,
  announceError,
  className,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & { ref?: React.Ref<HTMLInputElement> }) {
  return (
    <FieldShell {...{ id, label, error, hint, optional, announceError, className }}>
      <input id={id} {...controlAria(id, { error, hint, optional })} className={controlClass} {...input} />
    </FieldShell>
  );
}

export function TextArea({
  id,
  label,
  error,
  hint,
  optional,
  className,
  ...textarea
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & { ref?: React.Ref<HTMLTextAreaElement> }) {
  return (
    <FieldShell {...{ id, label, error, hint, optional, className }}>
      <textarea id={id} {...controlAria(id, { error, hint, optional })} className={`${controlClass} min-h-28`} {...textarea} />
    </FieldShell>
  );
}

export function SelectInput({
  id,
  label,
  error,
  hint,
  optional,
  className,
  placeholder,
  options,
  ...select
}: Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & {
    placeholder: string;
    /** Each a value shown as it is, or a value with the words shown for it. */
    options: readonly (string | { value: string; label: string })[];
    ref?: React.Ref<HTMLSelectElement>;
  }) {
  return (
    <FieldShell {...{ id, label, error, hint, optional, className }}>
      <select id={id} {...controlAria(id, { error, hint, optional })} className={controlClass} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => {
          const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
    </FieldShell>
  );
}

/**
 * The bot trap (lib/security/honeypot): off-screen, out of the tab order and hidden from assistive
 * technology, so only a bot filling every input fills it in.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/**
 * The notice under a form: one line on what the details are for, then, item by item, what is
 * collected, why, for how long, and how to withdraw or complain (a disclosure, so the form stays
 * short). The policy opens in a new tab, so reading it never takes the visitor away from what
 * they have typed.
 */
export function FormNotice({
  text,
  collected,
  purpose,
  kept,
  rights,
  linkLabel,
  href,
}: Omit<Notice, "version" | "marketingLabel">) {
  return (
    <div className="text-sm text-slate-600">
      <p>
        {text}{" "}
        <a
          href={href}
          target="_blank"
          rel="noopener"
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {linkLabel}
          <svg
            aria-hidden="true"
            width="14"
            height="14"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            className="ml-1 inline-block align-[-2px]"
          >
            <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5" />
          </svg>
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        .
      </p>
      <details className="mt-1">
        <summary className="cursor-pointer py-1 font-medium text-brand-800">What we collect, why, and for how long</summary>
        <dl className="mt-2 grid gap-2">
          {(
            [
              ["What we collect", collected],
              ["Why", purpose],
              ["How long we keep it", kept],
              ["Your choices", rights],
            ] as const
          ).map(([term, description]) => (
            <div key={term}>
              <dt className="font-semibold text-slate-800">{term}</dt>
              <dd>{description}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}

/** The optional marketing consent: a box of its own, never ticked for the visitor; the enquiry never depends on it. */
export function MarketingConsentBox({
  id,
  label,
  ...input
}: { id: string; label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "id"> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <div className="flex items-start gap-3 sm:col-span-2">
      <input id={id} type="checkbox" className="mt-0.5 h-6 w-6 shrink-0 accent-brand-700" {...input} />
      <label htmlFor={id} className="text-sm text-slate-700">
        {label}
      </label>
    </div>
  );
}

export function SubmitButton({ busy, label, className = "" }: { busy: boolean; label: string; className?: string }) {
  return (
    <SubmitWhenReady
      busy={busy}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-brand-800 px-8 py-3 font-semibold text-white shadow hover:bg-brand-700 data-busy:cursor-not-allowed data-busy:bg-slate-500 ${className}`}
    >
      {busy && (
        <svg aria-hidden="true" className="h-5 w-5 animate-spin" viewBox="0 0 24 24" fill="none">
          <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
          <path d="M21 12a9 9 0 00-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
      )}
      {busy ? "Submitting..." : label}
    </SubmitWhenReady>
  );
}

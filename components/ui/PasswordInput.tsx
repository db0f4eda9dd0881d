"use client";

import { useState, type InputHTMLAttributes } from "react";

/** A labelled password field with a show/hide toggle whose accessible name says what it will do. */
export function PasswordInput({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type">) {
  const [shown, setShown] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          type={shown ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="block w-full rounded-lg border border-slate-400 bg-white py-2.5 pl-3 pr-20 text-base text-slate-900 focus:border-brand-600 aria-[invalid=true]:border-red-700"
          {...input}
        />
        <button
          type="button"
          onClick={() => setShown((value) => !value)}
          aria-label={shown ? "Hide password" : "Show password"}
          className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {shown ? "Hide" : "Show"}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

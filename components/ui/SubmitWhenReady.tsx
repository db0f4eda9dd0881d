"use client";

import { useSyncExternalStore, type ButtonHTMLAttributes } from "react";

const noSubscription = () => () => {};

/**
 * A form's submit button that stays disabled until React has hydrated it. Before then a form whose
 * submission is handled in the browser falls back to the browser's own submission, a GET of the
 * page that writes every field (a password too) into the address, server logs and history, and
 * loses the form; a disabled default button also stops Enter in a field from submitting.
 * `data-busy` is set while the form is being sent, so a form can dim the button for that alone
 * rather than flash a disabled look on every page load.
 */
export function SubmitWhenReady({
  busy = false,
  ...button
}: { busy?: boolean } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "disabled">) {
  // False while rendering on the server and hydrating, true from then on (and at once in a form
  // that mounts later, as in a modal).
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return <button type="submit" {...button} disabled={busy || !hydrated} data-busy={busy || undefined} />;
}

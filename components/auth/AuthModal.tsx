"use client";

import { useEffect, useRef } from "react";
import { keepFocusInside } from "@/components/ui/keep-focus-inside";
import { AuthPanel } from "./AuthPanel";
import type { AuthView } from "./views/parts";

/**
 * The auth modal: the account views in a native modal <dialog> (the page behind is inert), Tab
 * kept inside, Escape and the close button close it, and the opener gets the focus back. Its
 * code is fetched when it is first opened (components/site/AccountButton.tsx).
 */
export function AuthModal({
  view,
  email,
  onClose,
}: {
  view: AuthView;
  /** Filled in on the log-in (after a password reset). */ email: string;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-label="Your account"
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-6 text-slate-900 shadow-2xl backdrop:bg-brand-950/70"
    >
      <div className="flex justify-end">
        <button
          type="button"
          onClick={onClose}
          className="-mr-2 -mt-2 rounded-md px-3 py-1.5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Close
        </button>
      </div>
      <AuthPanel initialView={view} initialEmail={email} inModal onDone={onClose} />
    </dialog>
  );
}

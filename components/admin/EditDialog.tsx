"use client";

import { useEffect, useRef } from "react";
import { keepFocusInside } from "@/components/ui/keep-focus-inside";

/**
 * The one edit dialog of the admin lists (colleges and blogs): a native modal <dialog>, so focus
 * stays inside it and Escape closes it; focus goes back to the button that opened it. Only one is
 * ever open, because the list holds one "editing" record at a time.
 */
export function EditDialog({ title, onClose, children }: { title: string; onClose: () => void; children: React.ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const element = dialog.current;
    element?.showModal();
    return () => {
      element?.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="edit-dialog-title"
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(100%-1.5rem,48rem)] max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-2xl bg-white p-0 shadow-xl backdrop:bg-slate-900/60"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-5 py-3">
        <h2 id="edit-dialog-title" className="text-lg font-bold text-brand-900">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md px-3 py-1.5 font-semibold text-brand-800 ring-1 ring-brand-800 hover:bg-brand-50"
        >
          Cancel
        </button>
      </div>
      <div className="p-5">{children}</div>
    </dialog>
  );
}

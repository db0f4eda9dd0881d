"use client";

import { useId, useRef } from "react";
import { keepFocusInside } from "@/components/ui/keep-focus-inside";

/**
 * The card of a board whose result is not out yet: a button opening a modal dialog with the
 * notice, naming the board and the exam ("Class 12 board exam 2025"). The native modal <dialog>
 * makes the rest of the page inert, closes on Escape and returns focus to this button when it
 * closes; Tab is kept inside it.
 */
export function NotDeclaredBoard({
  boardName,
  exam,
  message,
  closeLabel,
  className,
  children,
}: {
  boardName: string;
  exam: string;
  message: string;
  closeLabel: string;
  className: string;
  children: React.ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const examId = useId();
  const messageId = useId();
  const close = () => dialogRef.current?.close();

  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => dialogRef.current?.showModal()} className={className}>
        {children}
      </button>
      <dialog
        ref={dialogRef}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={`${examId} ${messageId}`}
        // A click on the backdrop lands on the dialog element itself.
        onClick={(event) => event.target === event.currentTarget && close()}
        onKeyDown={keepFocusInside}
        className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-xl p-0 shadow-2xl backdrop:bg-brand-950/60"
      >
        <div className="p-6">
          <h2 id={titleId} className="text-lg font-bold text-brand-900">
            {boardName}
          </h2>
          <p id={examId} className="mt-1 text-sm font-semibold text-slate-700">
            {exam}
          </p>
          <p id={messageId} className="mt-3 text-slate-700">
            {message}
          </p>
          <div className="mt-6 flex justify-end">
            <button
              type="button"
              onClick={close}
              className="rounded-full bg-brand-800 px-6 py-2 font-semibold text-white hover:bg-brand-700"
            >
              {closeLabel}
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}

"use client";

import { useEffect, useId, useRef } from "react";
import { FormToaster, toast } from "@/components/forms/FormToaster";
import { LeadForm } from "@/components/forms/LeadForm";
import { keepFocusInside } from "@/components/ui/keep-focus-inside";
import type { COURSES } from "@/lib/leads/constants";
import type { Notice } from "@/lib/privacy/notice";

/** The specification's lead modal closes this long after a successful submission. */
export const MODAL_CLOSE_AFTER_MS = 3000;

/** The page's toaster for the confirmation that outlives the modal. */
const SENT_TOASTER = "lead-sent";

/** The modal's copy, passed down from the server so the browser bundle carries no content modules. */
export type LeadModalCopy = {
  heading: string;
  intro: string;
  benefits: string[];
  notice: Notice;
  /** The course the form starts with (LeadForm's `course`). */
  course?: (typeof COURSES)[number];
  /** The predictor's seats (their keys) the enquiry carries: "Send my shortlist to a counsellor". */
  shortlist?: string[];
};

/**
 * The "Free Counselling" modal: the six benefits and the lead form, in a native modal <dialog>
 * (the rest of the page is inert while it is open). Tab and Shift+Tab cycle inside it, Escape and
 * the close button close it, and whoever opened it gets the focus back (see LeadModalTrigger).
 *
 * It stays mounted from its first opening on and is shown while `open`, so a half-filled form is
 * still there when the visitor comes back to it (in this page's memory only, never stored); a sent
 * form is cleared. The form's messages appear above it, not over it, and the confirmation of a
 * request stays on the page, in a toast of its own, once the modal has closed.
 */
export function LeadModal({ copy, open, onClose }: { copy: LeadModalCopy; open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const sentMessage = useRef<string | null>(null);
  const pressedOnBackdrop = useRef(false);
  const headingId = useId();
  const introId = useId();
  const { heading, intro, benefits, notice } = copy;

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    if (!element.open) element.showModal();
    // The page behind does not scroll while the modal is open.
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      clearTimeout(closeTimer.current);
      root.style.overflow = previousOverflow;
      if (element.open) element.close();
    };
  }, [open]);

  /** Every way out (the timer after a request, Escape, ✕, the backdrop) leaves a request's confirmation on the page. */
  function close() {
    clearTimeout(closeTimer.current);
    if (sentMessage.current) {
      toast.success(sentMessage.current, { toasterId: SENT_TOASTER, duration: Infinity });
      sentMessage.current = null;
    }
    onClose();
  }

  function submitted(message: string) {
    sentMessage.current = message;
    closeTimer.current = setTimeout(close, MODAL_CLOSE_AFTER_MS);
  }

  return (
    <>
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        aria-describedby={introId}
        onKeyDown={keepFocusInside}
        onCancel={(event) => {
          event.preventDefault(); // Escape: close through React, so focus goes back where it came from
          close();
        }}
        // A click on the backdrop closes; one that started inside (selecting text) does not.
        onPointerDown={(event) => (pressedOnBackdrop.current = event.target === dialog.current)}
        onClick={(event) => {
          if (pressedOnBackdrop.current && event.target === dialog.current) close();
        }}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-3xl overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-brand-950/70"
      >
        <div className="relative grid gap-6 p-5 sm:p-8 md:grid-cols-[15rem_1fr]">
          <button
            type="button"
            onClick={close}
            className="absolute right-3 top-3 z-10 flex h-11 w-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
          >
            <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
            <span className="sr-only">Close</span>
          </button>
          <div className="rounded-xl bg-brand-50 p-5 md:row-span-2">
            <h2 id={headingId} className="pr-10 text-xl font-bold text-brand-900 md:pr-0">
              {heading}
            </h2>
            <p id={introId} className="mt-2 text-sm text-slate-700">
              {intro}
            </p>
            <h3 className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-800">What you get</h3>
            <ul className="mt-2 grid grid-cols-2 gap-2 text-sm font-medium text-slate-800 md:grid-cols-1">
              {benefits.map((benefit) => (
                <li key={benefit} className="flex items-center gap-2">
                  <svg
                    aria-hidden="true"
                    width="18"
                    height="18"
                    viewBox="0 0 24 24"
                    className="shrink-0 text-chat-700"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="3"
                  >
                    <path d="M5 12.5l4.5 4.5L19 7.5" />
                  </svg>
                  {benefit}
                </li>
              ))}
            </ul>
          </div>
          <div>
            {/* Clear of the close button, which sits at the top of this column from md up. */}
            <FormToaster id="modal" inline label="Form messages" className="md:pr-8" />
            <LeadForm variant="modal" notice={notice} course={copy.course} shortlist={copy.shortlist} onSubmitted={submitted} />
          </div>
        </div>
      </dialog>
      <FormToaster id={SENT_TOASTER} label="Counselling request" />
    </>
  );
}

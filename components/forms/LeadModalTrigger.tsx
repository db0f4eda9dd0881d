"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";

const loadModal = () => import("@/components/forms/LeadModal");

// The modal, its form, zod and the toasts are fetched on the first click (or hover/focus), so
// they cost nothing on a page's first load.
const LeadModal = dynamic(() => loadModal().then((module) => module.LeadModal), {
  ssr: false,
  loading: () => (
    <p role="status" className="fixed inset-x-0 top-24 z-50 mx-auto w-fit rounded-full bg-brand-900 px-5 py-2 text-white shadow-lg">
      Opening the form…
    </p>
  ),
});

/**
 * A link to the contact page's counselling form that, once the page is interactive, opens the
 * lead modal instead (a click with a modifier key still opens the link, e.g. in a new tab).
 * Focus returns here when the modal closes.
 */
export function LeadModalTrigger({ href, className, children }: { href: string; className?: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  const wasOpen = useRef(false);

  // After the modal has unmounted (its dialog closed, the page no longer inert), focus comes back.
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      trigger.current?.focus();
    }
  }, [open]);

  return (
    <>
      <a
        ref={trigger}
        href={href}
        aria-haspopup="dialog"
        className={className}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </a>
      {open && (
        <LeadModal onClose={() => setOpen(false)} />
      )}
    </>
  );
}

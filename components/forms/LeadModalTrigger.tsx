"use client";

import { useEffect, useRef, useState, type ComponentType } from "react";
import type { LeadModalCopy } from "@/components/forms/LeadModal";

type LeadModalComponent = ComponentType<{ copy: LeadModalCopy; open: boolean; onClose: () => void }>;

// The modal, its form and the toasts are fetched on the first click (or as soon as the
// pointer or focus reaches the button), so they cost nothing on a page's first load.
const loadModal = () => import("@/components/forms/LeadModal").then((module) => module.LeadModal as LeadModalComponent);

/**
 * A link to the contact page's counselling form that, once the page is interactive, opens the
 * lead modal instead (a click with a modifier key still opens the link, e.g. in a new tab; if the
 * modal's code cannot be fetched, the link is followed). Focus returns here when the modal closes.
 * Once loaded, the modal stays mounted (closed) so what the visitor typed survives closing it.
 */
export function LeadModalTrigger({
  href,
  copy,
  className,
  children,
}: {
  href: string;
  copy: LeadModalCopy;
  className?: string;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [Modal, setModal] = useState<LeadModalComponent | null>(null);
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

  async function openModal() {
    setOpen(true);
    try {
      const LeadModal = await loadModal();
      setModal(() => LeadModal);
    } catch {
      window.location.assign(href);
    }
  }

  return (
    <>
      <a
        ref={trigger}
        href={href}
        aria-haspopup="dialog"
        className={className}
        onPointerEnter={() => void loadModal().catch(() => undefined)}
        onFocus={() => void loadModal().catch(() => undefined)}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          void openModal();
        }}
      >
        {children}
      </a>
      {Modal && <Modal copy={copy} open={open} onClose={() => setOpen(false)} />}
      {open && !Modal && (
        <p
          role="status"
          className="fixed inset-x-0 top-24 z-50 mx-auto w-fit rounded-full bg-brand-900 px-5 py-2 text-white shadow-lg"
        >
          Opening the form…
        </p>
      )}
    </>
  );
}

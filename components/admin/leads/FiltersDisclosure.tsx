"use client";

import { useId, useState } from "react";

/**
 * On a phone the filters wait behind a "Filters (n)" button, so the first leads show in the first
 * screen; from the small breakpoint up they are always shown and the button is gone.
 */
export function FiltersDisclosure({ active, children }: { active: number; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen(!open)}
        className="justify-self-start rounded-full px-4 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-800 sm:hidden"
      >
        Filters ({active})
      </button>
      <div
        id={panel}
        className={`${open ? "grid" : "hidden"} gap-3 sm:col-span-2 sm:grid sm:grid-cols-2 lg:col-span-4 lg:grid-cols-4`}
      >
        {children}
      </div>
    </>
  );
}

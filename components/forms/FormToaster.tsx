"use client";

import { useEffect, useRef, type CSSProperties } from "react";
import { Toaster } from "sonner";

/**
 * The forms raise toasts through this module too, so one fetch brings both (read through the
 * dynamic import in components/forms/deferred.tsx, which knip cannot follow).
 * @public
 */
export { toast } from "sonner";

/**
 * Sonner's list taken out of its fixed place and into the flow (inline styles win over its sheet):
 * as tall as the toast in front, full width.
 */
const IN_FLOW = {
  position: "relative",
  inset: "auto",
  transform: "none",
  height: "var(--front-toast-height)",
  marginBottom: "1rem",
  "--width": "100%",
} as CSSProperties;

/**
 * Where a form's toasts appear. Each form names its own (the page's forms "page", the modal
 * "modal"), so a page showing both never shows a toast twice. The lead modal renders it; a page's
 * form renders it through DeferredToaster once the visitor turns to the form.
 *
 * `inline` puts the toasts in the flow where the toaster is rendered (the modal: above its form,
 * pushing it down rather than covering its fields), scrolled into view as one appears; `label`
 * names the region, which must differ from any other toaster's on the page.
 */
export function FormToaster({
  id,
  inline = false,
  label = "Notifications",
  className,
}: {
  id: string;
  inline?: boolean;
  label?: string;
  /** Of the in-flow area (inline only). */
  className?: string;
}) {
  const area = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = area.current;
    if (!inline || !element) return;
    const observer = new ResizeObserver(() => {
      if (element.offsetHeight > 0) element.scrollIntoView({ block: "nearest" });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [inline]);

  if (!inline) {
    return (
      <Toaster
        id={id}
        containerAriaLabel={label}
        position="top-center"
        richColors
        closeButton
        offset={{ top: 96 }}
        mobileOffset={{ top: 88 }}
      />
    );
  }
  return (
    <div ref={area} className={className}>
      <Toaster
        id={id}
        containerAriaLabel={label}
        position="top-center"
        richColors
        closeButton
        offset={0}
        mobileOffset={0}
        style={IN_FLOW}
      />
    </div>
  );
}

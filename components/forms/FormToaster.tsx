"use client";

import { Toaster } from "sonner";

// The forms raise toasts through this module too, so one fetch brings both (components/forms/deferred.tsx).
export { toast } from "sonner";

/**
 * Where a form's toasts appear. Each form names its own (the page's forms "page", the modal
 * "modal"), so a page showing both never shows a toast twice. Rendered only by the form chunks,
 * so pages without a form load no toast code.
 */
export function FormToaster({ id }: { id: string }) {
  return <Toaster id={id} position="top-center" richColors closeButton offset={{ top: 96 }} mobileOffset={{ top: 88 }} />;
}

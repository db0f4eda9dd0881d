"use client";

import { Toaster } from "sonner";

/**
 * The forms raise toasts through this module too, so one fetch brings both (read through the
 * dynamic import in components/forms/deferred.tsx, which knip cannot follow).
 * @public
 */
export { toast } from "sonner";

/**
 * Where a form's toasts appear. Each form names its own (the page's forms "page", the modal
 * "modal"), so a page showing both never shows a toast twice. The lead modal renders it; a page's
 * form renders it through DeferredToaster once the visitor turns to the form.
 */
export function FormToaster({ id }: { id: string }) {
  return <Toaster id={id} position="top-center" richColors closeButton offset={{ top: 96 }} mobileOffset={{ top: 88 }} />;
}

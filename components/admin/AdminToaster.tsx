"use client";

import { Toaster } from "sonner";

/** Where the staff screens' toasts appear (the public forms have their own, named toasters). */
export function AdminToaster() {
  return <Toaster position="top-center" richColors closeButton />;
}

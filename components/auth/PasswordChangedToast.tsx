"use client";

import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { Toaster, toast } from "sonner";

/**
 * What the site says on arriving home after a password reset: the password changed, and a "Log
 * in" action that opens the log-in with the address filled in. It stays until used or closed.
 */
export function PasswordChangedToast({ email, onLogIn }: { email: string; onLogIn: () => void }) {
  const logIn = useRef(onLogIn);
  useEffect(() => {
    logIn.current = onLogIn;
  });

  useEffect(() => {
    const id = toast.success("Your password has been changed. Log in with your new password.", {
      toasterId: "account",
      duration: Infinity,
      action: { label: "Log in", onClick: () => logIn.current() },
    });
    return () => void toast.dismiss(id);
  }, [email]);

  // At the bottom, above the floating buttons: it stays a while, and at the top it would cover the
  // menus. In <body>: the header it is rendered from would otherwise hold its fixed position.
  return createPortal(
    <Toaster
      id="account"
      position="bottom-center"
      richColors
      closeButton
      offset={{ bottom: 104 }}
      mobileOffset={{ bottom: 96 }}
    />,
    document.body,
  );
}

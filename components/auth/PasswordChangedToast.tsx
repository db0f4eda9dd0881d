"use client";

import { useEffect, useRef } from "react";
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

  return <Toaster id="account" position="top-center" richColors closeButton offset={{ top: 96 }} mobileOffset={{ top: 88 }} />;
}

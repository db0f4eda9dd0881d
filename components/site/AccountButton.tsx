"use client";

import { useEffect, useRef, useState, type ComponentType } from "react";
import type { AuthView } from "@/components/auth/views/parts";
import { markSignedIn } from "@/components/auth/signed-in";
import { readPendingLogin } from "@/components/auth/pending-login";
import { PASSWORD_CHANGED_EVENT } from "@/components/auth/password-changed";
import { SIGNED_IN_ATTRIBUTE } from "@/lib/site/signed-in";

type AuthModalComponent = ComponentType<{ view: AuthView; email: string; onClose: () => void }>;
type PasswordChangedToastComponent = ComponentType<{ email: string; onLogIn: () => void }>;

// Few visitors sign in: the modal's code is fetched on the first press (or when the pointer or
// focus reaches the button), not with the page.
const loadModal = () => import("@/components/auth/AuthModal").then((module) => module.AuthModal as AuthModalComponent);
const preload = () => void loadModal().catch(() => undefined);
const loadPasswordChangedToast = () =>
  import("@/components/auth/PasswordChangedToast").then((module) => module.PasswordChangedToast as PasswordChangedToastComponent);

const reloaded = () =>
  (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.type === "reload";

const button = "rounded-full bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-700";

/**
 * The header's Login link (a real link to /login that opens the auth modal once the script runs)
 * and, for a signed-in visitor, the profile button. Both are in the prerendered HTML; CSS shows one
 * from the attribute the inline script set before paint (lib/site/signed-in.ts), so nothing flashes.
 * After hydration a stale hint is checked against the real session and cleared.
 */
export function AccountButton({ loginLabel }: { loginLabel: string }) {
  const [view, setView] = useState<AuthView | null>(null);
  const [email, setEmail] = useState("");
  const [Modal, setModal] = useState<AuthModalComponent | null>(null);
  const [passwordChanged, setPasswordChanged] = useState<{ email: string; Toast: PasswordChangedToastComponent } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const loginLink = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE)) return;
    fetch("/api/auth/session", { cache: "no-store" })
      .then((response) => (response.ok ? (response.json() as Promise<{ user?: { role?: string } } | null>) : undefined))
      .then((session) => {
        // null: no session (expired, logged out elsewhere); undefined: the check itself failed.
        if (session !== undefined && session?.user?.role !== "USER") markSignedIn(false);
      })
      .catch(() => undefined); // offline: keep showing what the hint says
  }, []);

  useEffect(() => {
    // A reload while the modal waited for the e-mailed code reopens it there (the panel resumes it).
    if (reloaded() && readPendingLogin()?.inModal) void open("login", loginLink.current);
    const onPasswordChanged = (event: Event) => {
      const address = (event as CustomEvent<string>).detail;
      loadPasswordChangedToast()
        .then((Toast) => setPasswordChanged({ email: address, Toast }))
        .catch(() => undefined); // the reset page already said "Password updated successfully"
    };
    window.addEventListener(PASSWORD_CHANGED_EVENT, onPasswordChanged);
    return () => window.removeEventListener(PASSWORD_CHANGED_EVENT, onPasswordChanged);
  }, []);

  async function open(next: AuthView, from: HTMLElement | null, address = "") {
    opener.current = from;
    setEmail(address);
    setView(next);
    try {
      const AuthModal = await loadModal();
      setModal(() => AuthModal);
    } catch {
      // The modal's code could not be fetched (a new deployment, a flaky network): a full load of
      // the login page still works, where a client-side navigation would need the same chunks.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign("/login");
    }
  }

  function close() {
    setView(null);
    opener.current?.focus();
  }

  return (
    <>
      <a
        ref={loginLink}
        href="/login"
        className={`account-signed-out ${button}`}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          void open("login", event.currentTarget);
        }}
      >
        {loginLabel}
      </a>
      <button
        type="button"
        aria-haspopup="dialog"
        className={`account-signed-in ${button}`}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => void open("profile", event.currentTarget)}
      >
        My profile
      </button>
      {view &&
        (Modal ? (
          <Modal view={view} email={email} onClose={close} />
        ) : (
          <p
            role="status"
            className="fixed inset-x-0 top-24 z-50 mx-auto w-fit rounded-full bg-brand-900 px-5 py-2 text-white shadow-lg"
          >
            Opening…
          </p>
        ))}
      {passwordChanged && (
        <passwordChanged.Toast
          email={passwordChanged.email}
          onLogIn={() => {
            setPasswordChanged(null);
            void open("login", loginLink.current, passwordChanged.email);
          }}
        />
      )}
    </>
  );
}

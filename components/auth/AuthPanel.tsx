"use client";

import { useEffect, useId, useRef, useState, useSyncExternalStore, type ComponentProps } from "react";
import type { Message } from "./use-account-form";
import type { AuthView } from "./views/parts";
import { clearPendingLogin, readPendingLogin, savePendingLogin, type PendingLogin } from "./pending-login";
import { LoginView } from "./views/LoginView";
import { RegisterView } from "./views/RegisterView";
import { OtpView } from "./views/OtpView";
import { ResetRequestView } from "./views/ResetRequestView";
import { ResetPasswordView } from "./views/ResetPasswordView";
import { ProfileView } from "./views/ProfileView";

/**
 * The account views of the auth modal and the account pages: login, register, reset (ask for a
 * link), reset-password (choose a new one), otp (the e-mailed code) and profile, each in its
 * own module under views/. Every failure shows the server's message, else the view's default.
 * A log-in waiting for its code is kept across a reload (pending-login.ts) until the code expires.
 */
export function AuthPanel(props: Omit<ComponentProps<typeof Panel>, "pending">) {
  // The account pages are rendered on the server, where there is no storage. In the browser the
  // panel looks once for a log-in waiting for its code and, if there is one, starts again on the
  // code step; otherwise the hydrated panel stays, with anything typed before its script ran.
  const [pendingOnce] = useState(() => firstPendingLogin(props.initialView));
  const pending = useSyncExternalStore(noSubscription, pendingOnce, () => null);
  return <Panel key={pending ? "resumed" : "as-rendered"} {...props} pending={pending} />;
}

const noSubscription = () => () => undefined;

/** Reads the pending log-in the first time it is asked, then answers the same: a panel decides once. */
function firstPendingLogin(view: AuthView) {
  let found: PendingLogin | null | undefined;
  return () => (found === undefined ? (found = RESUMING_VIEWS.includes(view) ? readPendingLogin() : null) : found);
}

/**
 * Where a reload finds a pending log-in. The code step keeps the address it started at: moving to
 * /verify-otp would make the log-in's cookie refresh render another page and drop "Login successful".
 */
const RESUMING_VIEWS: AuthView[] = ["login", "register", "otp"];

function Panel({
  initialView,
  initialEmail = "",
  inModal = false,
  pending,
  resetToken,
  resetLinkProblem,
  onDone,
  headingLevel = 2,
}: {
  initialView: AuthView;
  /** The address to fill in on the log-in. */
  initialEmail?: string;
  inModal?: boolean;
  /** A log-in waiting for its code, found in this tab's storage: the panel opens on its code step. */
  pending: PendingLogin | null;
  /** 1 on an account page (its main heading), 2 in the modal. */
  headingLevel?: 1 | 2;
  resetToken?: string;
  /** Why the reset link cannot be used, found when its page opened. */
  resetLinkProblem?: string | null;
  /** After a log-in, a reset or a log-out: the modal closes, a page goes home. */
  onDone: () => void;
}) {
  const [view, setView] = useState<AuthView>(pending ? "otp" : initialView);
  const [email, setEmail] = useState(pending?.email ?? initialEmail);
  const [carried, setCarried] = useState<Message | null>(null);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const first = useRef(true);

  // A new view says so: its heading takes the focus (not on the first render: the dialog or page does that).
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [view]);

  const go = (next: AuthView, message: Message | null = null) => {
    // Leaving the code step gives the pending log-in up.
    if (view === "otp") clearPendingLogin();
    setCarried(message);
    setView(next);
  };

  const titles: Record<AuthView, string> = {
    login: "Log in",
    register: "Create an account",
    reset: "Forgot password",
    "reset-password": "Choose a new password",
    otp: "Enter your code",
    profile: "Your profile",
  };

  return (
    <div className="space-y-4">
      <Heading id={`${id}-title`} ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900 focus:outline-none">
        {titles[view]}
      </Heading>
      {view === "login" && (
        <LoginView
          id={id}
          email={email}
          carried={carried}
          onCode={(address, expiresAt) => {
            setEmail(address);
            savePendingLogin({ email: address, expiresAt, inModal });
            go("otp");
          }}
          go={go}
        />
      )}
      {view === "register" && (
        <RegisterView
          id={id}
          onRegistered={(address, message) => {
            setEmail(address);
            go("login", message);
          }}
          go={go}
        />
      )}
      {view === "otp" && (
        <OtpView
          id={id}
          email={email}
          onNewCode={(address, expiresAt) => savePendingLogin({ email: address, expiresAt, inModal })}
          onSignedIn={onDone}
          go={go}
        />
      )}
      {view === "reset" && <ResetRequestView id={id} go={go} />}
      {view === "reset-password" && (
        <ResetPasswordView id={id} token={resetToken ?? ""} problem={resetLinkProblem ?? null} onDone={onDone} go={go} />
      )}
      {view === "profile" && <ProfileView id={id} onSignedOut={onDone} />}
    </div>
  );
}

"use client";

import { useEffect, useId, useRef, useState } from "react";
import type { Message } from "./use-account-form";
import type { AuthView } from "./views/parts";
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
 */
export function AuthPanel({
  initialView,
  resetToken,
  onDone,
  headingLevel = 2,
}: {
  initialView: AuthView;
  /** 1 on an account page (its main heading), 2 in the modal. */
  headingLevel?: 1 | 2;
  resetToken?: string;
  /** After a log-in, a reset or a log-out: the modal closes, a page goes home. */
  onDone: () => void;
}) {
  const [view, setView] = useState<AuthView>(initialView);
  const [email, setEmail] = useState("");
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
      {view === "login" && <LoginView id={id} carried={carried} onCode={(address) => { setEmail(address); go("otp"); }} go={go} />}
      {view === "register" && <RegisterView id={id} go={go} />}
      {view === "otp" && <OtpView id={id} email={email} onSignedIn={onDone} go={go} />}
      {view === "reset" && <ResetRequestView id={id} go={go} />}
      {view === "reset-password" && <ResetPasswordView id={id} token={resetToken ?? ""} onDone={onDone} go={go} />}
      {view === "profile" && <ProfileView id={id} onSignedOut={onDone} />}
    </div>
  );
}

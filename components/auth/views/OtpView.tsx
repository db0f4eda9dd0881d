import { resendCodeAction, verifyCodeAction } from "@/lib/accounts/actions";
import { useAccountForm } from "../use-account-form";
import { markSignedIn } from "../signed-in";
import { clearPendingLogin } from "../pending-login";
import { loadAccountShortlist } from "@/components/predictor/shortlist-store";
import { Field, Notice, BackToLogin, ViewForm, link, codeExpiresAt, LOGIN_CLOSE_MS, ViewSubmit, type Go } from "./parts";

export function OtpView({
  id,
  email,
  onNewCode,
  onSignedIn,
  go,
}: {
  id: string;
  email: string;
  /** A new code was asked for: the step is kept until it expires. */
  onNewCode: (email: string, expiresAt: number) => void;
  onSignedIn: () => void;
  go: Go;
}) {
  const { busy, message, setMessage, errors, run } = useAccountForm("OTP verification failed");
  const resend = useAccountForm("Could not send a new code");
  return (
    <ViewForm
      onValues={async (values) => {
        const outcome = await run(() => verifyCodeAction({ email, ...values }));
        if (!outcome?.ok) return;
        clearPendingLogin();
        setMessage({ kind: "success", text: "Login successful" });
        markSignedIn(true);
        // What was starred before the log-in joins the account's shortlist now.
        void loadAccountShortlist();
        setTimeout(onSignedIn, LOGIN_CLOSE_MS);
      }}
    >
      <Notice message={resend.message ?? message} />
      {email ? (
        <p className="text-slate-700">
          We e-mailed a 6-digit code to <strong>{email}</strong>. It works for 10 minutes.
        </p>
      ) : (
        <Field id={`${id}-email`} name="email" type="email" label="Email" autoComplete="email" required error={errors.email} />
      )}
      <Field
        id={`${id}-otp`}
        name="otp"
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={6}
        required
        error={errors.otp}
      />
      <ViewSubmit busy={busy} label="Verify" busyLabel="Checking…" />
      <p className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className={link}
          disabled={resend.busy}
          onClick={(event) => {
            const address = email || String(new FormData(event.currentTarget.form!).get("email") ?? "");
            void resend
              .run(() => resendCodeAction({ email: address }))
              .then((outcome) => {
                if (outcome?.ok && address) onNewCode(address.trim(), codeExpiresAt(outcome));
              });
          }}
        >
          Resend code
        </button>
        <BackToLogin go={go} />
      </p>
    </ViewForm>
  );
}

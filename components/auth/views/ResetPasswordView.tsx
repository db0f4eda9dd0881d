import { resetPasswordAction } from "@/lib/accounts/actions";
import { PasswordInput } from "@/components/ui/PasswordInput";
import { useAccountForm } from "../use-account-form";
import { announcePasswordChanged } from "../password-changed";
import { Notice, BackToLogin, ViewForm, primary, RESET_CLOSE_MS, ViewSubmit, type Go } from "./parts";

export function ResetPasswordView({
  id,
  token,
  problem,
  onDone,
  go,
}: {
  id: string;
  token: string;
  problem: string | null;
  onDone: () => void;
  go: Go;
}) {
  const { busy, message, errors, run } = useAccountForm("Password reset failed");
  // A used or expired link: said at once, with the way to a new one, and no form to fill in for nothing.
  if (problem) {
    return (
      <div className="space-y-4">
        <Notice message={{ kind: "error", text: problem }} />
        <button type="button" className={primary} onClick={() => go("reset")}>
          Ask for a new link
        </button>
        <BackToLogin go={go} />
      </div>
    );
  }
  return (
    <ViewForm
      onValues={async (values) => {
        const outcome = await run(() => resetPasswordAction(token, values));
        if (!outcome?.ok) return;
        const email = typeof outcome.data?.email === "string" ? outcome.data.email : "";
        setTimeout(() => {
          // Home says the password changed and offers the log-in with this address.
          announcePasswordChanged(email);
          onDone();
        }, RESET_CLOSE_MS);
      }}
    >
      <Notice message={message} />
      <PasswordInput
        id={`${id}-password`}
        name="password"
        label="New password (8 to 128 characters)"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        error={errors.password}
      />
      <ViewSubmit busy={busy} label="Update password" busyLabel="Saving…" />
      <BackToLogin go={go} />
    </ViewForm>
  );
}

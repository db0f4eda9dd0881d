import { resetPasswordAction } from "@/lib/accounts/actions";
import { PasswordInput } from "@/components/ui/PasswordInput";
import { useAccountForm } from "../use-account-form";
import { Notice, BackToLogin, ViewForm, primary, RESET_CLOSE_MS, type Go } from "./parts";

export function ResetPasswordView({ id, token, onDone, go }: { id: string; token: string; onDone: () => void; go: Go }) {
  const { busy, message, errors, run } = useAccountForm("Password reset failed");
  return (
    <ViewForm
      onValues={async (values) => {
        const outcome = await run(() => resetPasswordAction(token, values));
        if (outcome?.ok) setTimeout(onDone, RESET_CLOSE_MS);
      }}
    >
      <Notice message={message} />
      <PasswordInput id={`${id}-password`} name="password" label="New password (8 to 128 characters)" autoComplete="new-password" required minLength={8} maxLength={128} error={errors.password} />
      <button type="submit" className={primary} disabled={busy}>
        {busy ? "Saving…" : "Update password"}
      </button>
      <BackToLogin go={go} />
    </ViewForm>
  );
}

import { requestResetAction } from "@/lib/accounts/actions";
import { useAccountForm } from "../use-account-form";
import { Field, Notice, BackToLogin, ViewForm, ViewSubmit, type Go } from "./parts";

export function ResetRequestView({ id, go }: { id: string; go: Go }) {
  const { busy, message, errors, run } = useAccountForm("Error sending reset link");
  return (
    <ViewForm
      onValues={async (values) => {
        await run(() => requestResetAction(values));
      }}
    >
      <Notice message={message} />
      <p className="text-slate-700">Enter the e-mail address of your account; we will send a link to choose a new password.</p>
      <Field id={`${id}-email`} name="email" type="email" label="Email" autoComplete="email" required error={errors.email} />
      <ViewSubmit busy={busy} label="Send reset link" busyLabel="Sending…" />
      <BackToLogin go={go} />
    </ViewForm>
  );
}

import { registerAction } from "@/lib/accounts/actions";
import { PasswordInput } from "@/components/ui/PasswordInput";
import { useAccountForm, type Message } from "../use-account-form";
import { Field, Notice, BackToLogin, ViewForm, ViewSubmit, type Go } from "./parts";

export function RegisterView({
  id,
  onRegistered,
  go,
}: {
  id: string;
  onRegistered: (email: string, message: Message) => void;
  go: Go;
}) {
  const { busy, message, errors, run } = useAccountForm("Error");
  return (
    <ViewForm
      onValues={async (values) => {
        const outcome = await run(() => registerAction(values));
        if (outcome?.ok) onRegistered(values.email!.trim(), { kind: "success", text: outcome.message });
      }}
    >
      <Notice message={message} />
      <Field id={`${id}-name`} name="name" label="Name" autoComplete="name" required maxLength={100} error={errors.name} />
      <Field id={`${id}-email`} name="email" type="email" label="Email" autoComplete="email" required error={errors.email} />
      <Field id={`${id}-mobile`} name="mobile" type="tel" label="Mobile" autoComplete="tel" required error={errors.mobile} />
      <PasswordInput
        id={`${id}-password`}
        name="password"
        label="Password (8 to 128 characters)"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        error={errors.password}
      />
      <ViewSubmit busy={busy} label="Register" busyLabel="Registering…" />
      <BackToLogin go={go} />
    </ViewForm>
  );
}

import { useState } from "react";
import { registerAction } from "@/lib/accounts/actions";
import { isMinorBorn } from "@/lib/careers/age";
import { GUARDIAN_NAME_MAX } from "@/lib/privacy/minors/guardian-limits";
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
  // An account is personal data too: under 18, a parent or guardian agrees first (lib/accounts/register.ts).
  const [dob, setDob] = useState("");
  // Also when the server asks for the guardian: a date typed before the script ran sent no change.
  const minor = isMinorBorn(dob) || errors.guardianName !== undefined || errors.guardianEmail !== undefined;
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
      <Field
        id={`${id}-dob`}
        name="dob"
        type="date"
        label="Date of birth"
        autoComplete="bday"
        required
        max={new Date().toISOString().slice(0, 10)}
        onChange={(event) => setDob(event.target.value)}
        error={errors.dob}
      />
      {minor && (
        <fieldset className="grid gap-4 rounded-lg border border-slate-300 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">Your parent or guardian</legend>
          <p className="text-sm text-slate-700">
            As you are under 18, we e-mail your parent or guardian to agree to your account; you can log in once they do.
          </p>
          <Field
            id={`${id}-guardian-name`}
            name="guardianName"
            label="Parent's or guardian's name"
            autoComplete="off"
            required
            maxLength={GUARDIAN_NAME_MAX}
            error={errors.guardianName}
          />
          <Field
            id={`${id}-guardian-email`}
            name="guardianEmail"
            type="email"
            label="Parent's or guardian's e-mail"
            autoComplete="off"
            required
            error={errors.guardianEmail}
          />
          <Field
            id={`${id}-guardian-mobile`}
            name="guardianMobile"
            type="tel"
            label="Parent's or guardian's mobile (optional)"
            autoComplete="off"
            error={errors.guardianMobile}
          />
        </fieldset>
      )}
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

import { useRef } from "react";
import { changePasswordAction } from "@/lib/accounts/actions";
import { PasswordInput } from "@/components/ui/PasswordInput";
import { useAccountForm } from "../use-account-form";
import { Notice, ViewForm, ViewSubmit } from "./parts";

/** The profile's password change: the current password, then the new one; every other session ends. */
export function ChangePasswordForm({ id, onChanged }: { id: string; onChanged: () => void }) {
  const { busy, message, errors, run } = useAccountForm("Password change failed");
  const form = useRef<HTMLElement>(null);
  return (
    <section aria-labelledby={`${id}-password-title`} className="space-y-3 border-t border-slate-200 pt-4" ref={form}>
      <h3 id={`${id}-password-title`} className="text-lg font-bold text-brand-900">
        Change password
      </h3>
      <ViewForm
        onValues={async (values) => {
          const outcome = await run(() => changePasswordAction(values));
          if (!outcome?.ok) return;
          form.current?.querySelectorAll("input").forEach((input) => (input.value = ""));
          onChanged();
        }}
      >
        <Notice message={message} />
        <PasswordInput
          id={`${id}-current-password`}
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
          required
          error={errors.currentPassword}
        />
        <PasswordInput
          id={`${id}-new-password`}
          name="newPassword"
          label="New password (8 to 128 characters)"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={128}
          error={errors.newPassword}
        />
        <ViewSubmit busy={busy} label="Change password" busyLabel="Changing…" />
      </ViewForm>
    </section>
  );
}

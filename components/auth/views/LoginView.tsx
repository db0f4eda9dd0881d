import { loginAction } from "@/lib/accounts/actions";
import { PasswordInput } from "@/components/ui/PasswordInput";
import { useAccountForm, type Message } from "../use-account-form";
import { Field, Notice, ViewForm, link, codeExpiresAt, ViewSubmit, type Go } from "./parts";

export function LoginView({
  id,
  email,
  carried,
  onCode,
  go,
}: {
  id: string;
  /** Filled in: the address just registered, or whose password was just changed. */
  email: string;
  carried: Message | null;
  onCode: (email: string, expiresAt: number) => void;
  go: Go;
}) {
  const { busy, message, errors, run } = useAccountForm("Login failed");
  return (
    <ViewForm
      onValues={async (values) => {
        const outcome = await run(() => loginAction(values));
        if (outcome?.ok && outcome.message === "OTP sent to email") onCode(values.email!.trim(), codeExpiresAt(outcome));
      }}
    >
      <Notice message={message ?? carried} />
      <Field
        id={`${id}-email`}
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        required
        defaultValue={email}
        error={errors.email}
      />
      <PasswordInput
        id={`${id}-password`}
        name="password"
        label="Password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <ViewSubmit busy={busy} label="Log in" busyLabel="Logging in…" />
      <p className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" className={link} onClick={() => go("register")}>
          Create an account
        </button>
        <button type="button" className={link} onClick={() => go("reset")}>
          Forgot password?
        </button>
      </p>
    </ViewForm>
  );
}

/**
 * Whether a chosen password may be used: beyond its length (schema.ts), not one of the ~30,000
 * most common passwords (zxcvbn-ts's list, loaded on the server only), and not the account's own
 * e-mail address or name.
 */
import { dictionary } from "@zxcvbn-ts/language-common";

let common: Set<string> | undefined;

export const COMMON_PASSWORD = "This password is too common. Choose one that is harder to guess.";
export const PASSWORD_IS_IDENTITY = "Do not use your e-mail address or name as the password.";

export function passwordProblem(password: string, account: { email?: string; name?: string } = {}): string | null {
  common ??= new Set(dictionary["passwords-common"]);
  const lower = password.toLowerCase();
  if (common.has(lower)) return COMMON_PASSWORD;
  const identities = [account.email, account.email?.split("@")[0], account.name].filter((value): value is string =>
    Boolean(value),
  );
  if (identities.some((identity) => identity.toLowerCase() === lower)) return PASSWORD_IS_IDENTITY;
  return null;
}

/**
 * After a password reset the site goes home logged out; the header's account button
 * (components/site/AccountButton.tsx) hears this and says so, with a way to log in.
 */
export const PASSWORD_CHANGED_EVENT = "disha:password-changed";

export function announcePasswordChanged(email: string): void {
  window.dispatchEvent(new CustomEvent<string>(PASSWORD_CHANGED_EVENT, { detail: email }));
}

/** The account e-mails: the login code, the reset link, and the two notices that keep addresses private. */
import { renderEmail, SIGN_OFF, type EmailBody } from "@/lib/mail/templates/render";

type Email = EmailBody & { subject: string; secret?: true };

/** The code is in the body only: a subject shows on a locked screen. Blanked in the outbox once sent. */
export function loginCodeEmail(name: string, code: string): Email {
  return {
    subject: "Your login code",
    secret: true,
    ...renderEmail({
      heading: "Your login code",
      paragraphs: [
        `Hello ${name},`,
        `Enter this code to log in: ${code}`,
        "It works once, for 10 minutes. If you did not try to log in, someone knows your password: reset it from the login screen.",
      ],
      signOff: SIGN_OFF,
    }),
  };
}

/** Blanked in the outbox once sent. */
export function resetLinkEmail(name: string, link: string): Email {
  return {
    subject: "Reset your password",
    secret: true,
    ...renderEmail({
      heading: "Reset your password",
      paragraphs: [
        `Hello ${name},`,
        "Open the link below to choose a new password. It works once, for 1 hour, and logs you out everywhere else.",
        "If you did not ask for this, ignore this e-mail: your password stays as it is.",
      ],
      link: { label: "Choose a new password", href: link },
      signOff: SIGN_OFF,
    }),
  };
}

/** To an address that already has an account when someone registers with it again. */
export function alreadyRegisteredEmail(name: string, loginUrl: string): Email {
  return {
    subject: "You already have an account",
    ...renderEmail({
      heading: "You already have an account",
      paragraphs: [
        `Hello ${name},`,
        "Someone tried to register with this e-mail address, which already has an account. If it was you, log in instead; if you forgot your password, reset it from the login screen.",
        "If it was not you, no action is needed.",
      ],
      link: { label: "Log in", href: loginUrl },
      signOff: SIGN_OFF,
    }),
  };
}

/** To an address with no account when someone asks to reset its password. */
export function noAccountEmail(registerUrl: string): Email {
  return {
    subject: "Password reset requested",
    ...renderEmail({
      heading: "Password reset requested",
      paragraphs: [
        "Someone asked to reset the password of an account with this e-mail address, but no account uses it.",
        "If it was you, you may have registered with another address, or you can register now. If not, no action is needed.",
      ],
      link: { label: "Register", href: registerUrl },
      signOff: SIGN_OFF,
    }),
  };
}

/** To the parent or guardian who agreed to a minor's account: a copy of it, and that the child can now log in. */
export function accountAcknowledgement(
  account: { name: string; email: string; mobile: string; dob: string },
  guardianName: string,
  loginUrl: string,
): Email {
  return {
    subject: "Your child's account is ready",
    ...renderEmail({
      heading: `Dear ${guardianName}`,
      paragraphs: [
        `Thank you for agreeing to ${account.name}'s account. ${account.name} can now log in.`,
        `Here is what ${account.name} registered with. If anything is wrong, simply reply to this e-mail.`,
      ],
      details: [
        ["Name", account.name],
        ["E-mail", account.email],
        ["Mobile", account.mobile],
        ["Date of birth", account.dob],
      ],
      link: { label: "Log in", href: loginUrl },
      signOff: SIGN_OFF,
    }),
  };
}

/**
 * The password step's limit per username, from any mix of client addresses: ten attempts in 15
 * minutes, each taken before the password is checked (so a burst in parallel gets no more), and
 * the tenth wrong one backs the username off: 1 minute, then 2, 4… up to 30 for each further round
 * of ten within a day. A back-off ends by itself, so nobody can hold an account locked for good;
 * the owner's right password clears both counts. While backed off the password is not checked at
 * all: the answer cannot tell a guesser that one was right.
 */
import { postgresAttemptLimit, postgresCounter, type AttemptDecision } from "@/lib/security/rate-limit";

export const PASSWORD_ATTEMPTS = 10;
const FIRST_BACK_OFF_SECONDS = 60;
const LONGEST_BACK_OFF_SECONDS = 30 * 60;

const attempts = postgresAttemptLimit({ name: "staff-password-user", points: PASSWORD_ATTEMPTS, durationSeconds: 15 * 60 });
const backOffRounds = postgresCounter({ name: "staff-password-back-off", durationSeconds: 24 * 60 * 60 });

/** The back-off after the `round`th round of wrong passwords of a day. */
export function backOffSeconds(round: number): number {
  return Math.min(FIRST_BACK_OFF_SECONDS * 2 ** (round - 1), LONGEST_BACK_OFF_SECONDS);
}

/** Takes one of the username's attempts; refused while it is backed off or has none left. */
export function takePasswordAttempt(username: string): Promise<AttemptDecision> {
  return attempts.take(username);
}

/** After a wrong password: the attempt that used up the round backs the username off. */
export async function passwordWasWrong(username: string, attempt: Extract<AttemptDecision, { allowed: true }>): Promise<void> {
  if (attempt.remaining > 0) return;
  await attempts.block(username, backOffSeconds(await backOffRounds.increment(username)));
}

export async function passwordWasRight(username: string): Promise<void> {
  await Promise.all([attempts.clear(username), backOffRounds.clear(username)]);
}

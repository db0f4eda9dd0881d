import { hash, verify } from "@node-rs/argon2";

// OWASP / ASVS argon2id parameters: 19 MiB memory, 2 passes, 1 lane (about 10 ms here).
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

/**
 * Password hashing with argon2id at OWASP's recommended parameters (19 MiB, 2 passes, 1 lane),
 * and a refusal of the most common passwords.
 */
import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";

// Algorithm.Argon2id; the package's enum is a const enum, which isolated modules cannot import.
const ARGON2ID = 2;
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose one that is harder to guess.";
/** How many of the most used passwords (ranked, from zxcvbn's list) are refused. */
const REFUSED_TOP = 10_000;
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].slice(0, REFUSED_TOP));
  return common.has(password.toLowerCase());
}

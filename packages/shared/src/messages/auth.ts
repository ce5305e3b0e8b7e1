/** Auth wording without zod, so the always-loaded header can use it without pulling in the validator. */
import { PASSWORD_MAX, PASSWORD_MIN } from "../constants.ts";

export const AUTH_MESSAGES = {
  fillAllFields: "Please fill in all fields",
  passwordMin: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordMax: `Password must be at most ${PASSWORD_MAX} characters`,
  passwordHint: `At least ${PASSWORD_MIN} characters`,
  invalidEmail: "Please enter a valid email address",
  signUpSuccess: "Account created! Please check your email to verify.",
  alreadyRegistered: "This email is already registered. Please sign in.",
  signInSuccess: "Signed in successfully!",
  signUpFailed: "Failed to sign up",
  signInFailed: "Failed to sign in",
  signedOut: "Signed out successfully",
} as const;

/** What a refused attempt (429) says; the wait is the server's Retry-After, in whole seconds. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const seconds = Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 0 ? Math.ceil(retryAfterSeconds) : 60;
  return `Too many attempts. Try again in ${seconds} seconds.`;
}

/**
 * Sign-in, sign-up and password inputs with their messages. Written with zod's `zod/mini` API: the
 * sign-in page is a first load, and the full build would add about 40 KB of gzipped JavaScript to it.
 */
import { z } from "zod/mini";
import { PASSWORD_MAX, PASSWORD_MIN } from "../constants.ts";
import { AUTH_MESSAGES } from "../messages/auth.ts";

export { AUTH_MESSAGES };

const email = z.pipe(z.string().check(z.trim(), z.minLength(1, AUTH_MESSAGES.fillAllFields)), z.email(AUTH_MESSAGES.invalidEmail));

export const signInSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, AUTH_MESSAGES.fillAllFields)),
});

const newPassword = z
  .string()
  .check(z.minLength(1, AUTH_MESSAGES.fillAllFields), z.minLength(PASSWORD_MIN, AUTH_MESSAGES.passwordMin), z.maxLength(PASSWORD_MAX, AUTH_MESSAGES.passwordMax));

export const signUpSchema = z.object({ email, password: newPassword });

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;

export const RESEND_MESSAGE = "You must provide either an email or phone number and a type";
export const RESEND_TYPES = ["signup", "email_change"] as const;

const anEmail = z.email();

/** Resending a sign-up confirmation needs an e-mail or a phone, and a type (docs/product.md#e-mail-verification). */
export const resendVerificationSchema = z
  .object({
    email: z.optional(z.string().check(z.trim())),
    phone: z.optional(z.string().check(z.trim())),
    type: z.optional(z.enum(RESEND_TYPES, { error: RESEND_MESSAGE })),
  })
  .check(
    z.refine((v) => Boolean((v.email || v.phone) && v.type), { message: RESEND_MESSAGE }),
    z.refine((v) => !v.email || anEmail.safeParse(v.email).success, { message: AUTH_MESSAGES.invalidEmail, path: ["email"] }),
  );

export const FORGOT_PASSWORD_SENT = "If an account exists for that e-mail, we've sent a link to reset the password.";
export const PASSWORD_RESET_DONE = "Your password has been reset. Please sign in with the new one.";
export const PASSWORDS_DIFFER = "The passwords do not match";

/** Whether a typed address is an e-mail address (the same rule as the forms'). */
export const isEmailAddress = (value: string) => anEmail.safeParse(value).success;

export const newPasswordSchema = z
  .object({ password: newPassword, confirm: z.string() })
  .check(z.refine((v) => v.password === v.confirm, { message: PASSWORDS_DIFFER, path: ["confirm"] }));

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, "Please enter your current password")),
    newPassword,
    confirm: z.string(),
    revokeOtherSessions: z.boolean(),
  })
  .check(z.refine((v) => v.newPassword === v.confirm, { message: PASSWORDS_DIFFER, path: ["confirm"] }));

/** Changing the account's e-mail: the new address, confirmed from a link sent to it, and the password again. */
export const changeEmailSchema = z.object({
  newEmail: email,
  password: z.string().check(z.minLength(1, "Please enter your current password"), z.maxLength(PASSWORD_MAX)),
});
export const EMAIL_CHANGE_MESSAGES = {
  sent: "We sent a link to the new address. Your e-mail changes when you open it (within an hour).",
  wrongPassword: "Your current password is not correct",
  same: "That is already your account's e-mail address",
  tooMany: "Too many e-mail change requests. Try again later.",
  failed: "Could not start the e-mail change",
} as const;
/** E-mail change requests (each asks for the password) per account in EMAIL_CHANGE_WINDOW_HOURS. */
export const EMAIL_CHANGE_MAX = 5;
export const EMAIL_CHANGE_WINDOW_HOURS = 24;

import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "../constants.ts";
import { AUTH_MESSAGES } from "../messages/auth.ts";

export { AUTH_MESSAGES };

const email = z.string().trim().min(1, AUTH_MESSAGES.fillAllFields).pipe(z.email(AUTH_MESSAGES.invalidEmail));

export const signInSchema = z.object({
  email,
  password: z.string().min(1, AUTH_MESSAGES.fillAllFields),
});

export const signUpSchema = z.object({
  email,
  password: z
    .string()
    .min(1, AUTH_MESSAGES.fillAllFields)
    .min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin)
    .max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax),
});

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;

export const RESEND_MESSAGE = "You must provide either an email or phone number and a type";
export const RESEND_TYPES = ["signup", "email_change"] as const;

/** Resending a sign-up confirmation needs an e-mail or a phone, and a type (docs/product.md#e-mail-verification). */
export const resendVerificationSchema = z
  .object({
    email: z.string().trim().optional(),
    phone: z.string().trim().optional(),
    type: z.enum(RESEND_TYPES, { error: RESEND_MESSAGE }).optional(),
  })
  .refine((v) => Boolean((v.email || v.phone) && v.type), { message: RESEND_MESSAGE })
  .refine((v) => !v.email || z.email().safeParse(v.email).success, { message: AUTH_MESSAGES.invalidEmail, path: ["email"] });

export const FORGOT_PASSWORD_SENT = "If an account exists for that e-mail, we've sent a link to reset the password.";
export const PASSWORD_RESET_DONE = "Your password has been reset. Please sign in with the new one.";
export const PASSWORDS_DIFFER = "The passwords do not match";

export const newPasswordSchema = z
  .object({
    password: signUpSchema.shape.password,
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { message: PASSWORDS_DIFFER, path: ["confirm"] });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Please enter your current password"),
    newPassword: signUpSchema.shape.password,
    confirm: z.string(),
    revokeOtherSessions: z.boolean(),
  })
  .refine((v) => v.newPassword === v.confirm, { message: PASSWORDS_DIFFER, path: ["confirm"] });

import { describe, expect, it } from "vitest";
import { RESEND_MESSAGE, resendVerificationSchema, signInSchema, signUpSchema } from "./auth.ts";

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe("auth schemas", () => {
  it("asks for every field and a 6-character password, with the documented words", () => {
    expect(firstMessage(signInSchema.safeParse({ email: "", password: "" }))).toBe("Please fill in all fields");
    expect(firstMessage(signUpSchema.safeParse({ email: "a@b.in", password: "12345" }))).toBe("Password must be at least 6 characters");
    expect(signUpSchema.safeParse({ email: " a@b.in ", password: "123456" }).data?.email).toBe("a@b.in");
  });

  it("needs an e-mail or phone and a type to resend a confirmation", () => {
    expect(firstMessage(resendVerificationSchema.safeParse({ email: "a@b.in" }))).toBe(RESEND_MESSAGE);
    expect(firstMessage(resendVerificationSchema.safeParse({ type: "signup" }))).toBe(RESEND_MESSAGE);
    expect(resendVerificationSchema.safeParse({ email: "a@b.in", type: "signup" }).success).toBe(true);
  });
});

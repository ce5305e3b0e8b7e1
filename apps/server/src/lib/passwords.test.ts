import { describe, expect, it } from "vitest";
import { hashPassword, isCommonPassword, verifyPassword } from "./passwords.ts";

describe("passwords", () => {
  it("hashes with argon2id at OWASP's parameters and verifies", async () => {
    const stored = await hashPassword("correct horse");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword({ hash: stored, password: "correct horse" })).toBe(true);
    expect(await verifyPassword({ hash: stored, password: "wrong horse" })).toBe(false);
    expect(await verifyPassword({ hash: "not a hash", password: "x" })).toBe(false);
  });

  it("knows the most common passwords, whatever their case", () => {
    expect(isCommonPassword("password")).toBe(true);
    expect(isCommonPassword("123456")).toBe(true);
    expect(isCommonPassword("QWERTY123")).toBe(true);
    expect(isCommonPassword("tulsi-garden-42-monsoon")).toBe(false);
  });
});

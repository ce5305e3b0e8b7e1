import { describe, expect, it } from "vitest";
import { deletionRequestSchema } from "./account-deletion.ts";

const valid = { email: "asha@example.in", phone: "+91-9876543210", fullName: "Asha Rao" };
const messages = (input: unknown) => deletionRequestSchema.safeParse(input).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

describe("deletion request schema", () => {
  it("accepts a complete request and trims it; an empty reason becomes null", () => {
    expect(deletionRequestSchema.parse({ ...valid, email: " asha@example.in ", reason: "  " })).toEqual({ ...valid, reason: null });
    expect(deletionRequestSchema.parse({ ...valid, reason: " Moving abroad " }).reason).toBe("Moving abroad");
  });

  it("wants a valid e-mail of at most 255 characters", () => {
    expect(messages({ ...valid, email: "not-an-email" })).toEqual(["email: Invalid email address"]);
    expect(messages({ ...valid, email: "" })).toEqual(["email: Invalid email address"]);
    expect(messages({ ...valid, email: `${"a".repeat(250)}@example.in` })).toEqual(["email: Invalid email address"]);
  });

  it("wants +91- followed by exactly 10 digits", () => {
    for (const bad of ["9876543210", "+919876543210", "+91-98765", "+91-98765432101", "+44-9876543210", ""]) {
      expect(messages({ ...valid, phone: bad })).toEqual(["phone: Format: +91-XXXXXXXXXX"]);
    }
  });

  it("wants a name of 2 to 100 characters and a reason of at most 1000", () => {
    expect(messages({ ...valid, fullName: " A " })).toEqual(["fullName: Name is required"]);
    expect(messages({ ...valid, fullName: undefined })).toEqual(["fullName: Name is required"]);
    expect(messages({ ...valid, fullName: "n".repeat(101) })).toEqual(["fullName: Name must be less than 100 characters"]);
    expect(messages({ ...valid, reason: "r".repeat(1001) })).toEqual(["reason: Reason must be less than 1000 characters"]);
  });

  it("reports every bad field at once, so each shows its own message", () => {
    expect(messages({ email: "x", phone: "1", fullName: "" })).toEqual([
      "email: Invalid email address",
      "phone: Format: +91-XXXXXXXXXX",
      "fullName: Name is required",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { PHONE_PATTERN, PROFILE_MESSAGES, profileUpdateSchema } from "./profile.ts";

const messages = (input: unknown) => profileUpdateSchema.safeParse(input).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

describe("profile update schema", () => {
  it("trims the name and wants 2 to 100 characters, with the documented words", () => {
    expect(messages({ full_name: " A " })).toEqual([`full_name: ${PROFILE_MESSAGES.nameMin}`]);
    expect(messages({ full_name: "" })).toEqual(["full_name: Name must be at least 2 characters"]);
    expect(messages({})).toEqual(["full_name: Name must be at least 2 characters"]);
    expect(messages({ full_name: "x".repeat(101) })).toEqual(["full_name: Name must be less than 100 characters"]);
    expect(profileUpdateSchema.parse({ full_name: "  Asha Rao  " }).full_name).toBe("Asha Rao");
    expect(messages({ full_name: "x".repeat(100) })).toEqual([]);
  });

  it("counts characters as the database does, so one emoji is one character", () => {
    expect(messages({ full_name: "😀" })).toEqual(["full_name: Name must be at least 2 characters"]);
    expect(messages({ full_name: "😀".repeat(100) })).toEqual([]);
  });

  it("takes an optional international phone number and stores empty as null", () => {
    for (const bad of ["abc", "0123456", "+0123", "1", "+1234567890123456", "12a34"]) {
      expect(messages({ full_name: "Asha", phone: bad })).toEqual(["phone: Please enter a valid phone number"]);
    }
    expect(profileUpdateSchema.parse({ full_name: "Asha", phone: "" }).phone).toBeNull();
    expect(profileUpdateSchema.parse({ full_name: "Asha", phone: "   " }).phone).toBeNull();
    expect(profileUpdateSchema.parse({ full_name: "Asha", phone: null }).phone).toBeNull();
    expect(profileUpdateSchema.parse({ full_name: "Asha" }).phone).toBeUndefined();
    expect(profileUpdateSchema.parse({ full_name: "Asha", phone: "+919876543210" }).phone).toBe("+919876543210");
    expect(profileUpdateSchema.parse({ full_name: "Asha", phone: "+91 98765-43210" }).phone).toBe("+919876543210");
    expect(PHONE_PATTERN.test("12")).toBe(true);
  });

  it("limits bio, specialization and education, and clears them when empty", () => {
    expect(messages({ full_name: "Asha", bio: "b".repeat(501) })).toEqual(["bio: Bio must be less than 500 characters"]);
    expect(messages({ full_name: "Asha", specialization: "s".repeat(101) })).toEqual([
      "specialization: Specialization must be less than 100 characters",
    ]);
    expect(messages({ full_name: "Asha", education: "e".repeat(201) })).toEqual(["education: Education must be less than 200 characters"]);
    const ok = profileUpdateSchema.parse({ full_name: "Asha", bio: "b".repeat(500), specialization: " ", education: "" });
    expect(ok).toMatchObject({ bio: "b".repeat(500), specialization: null, education: null });
  });

  it("drops fields it does not know, such as another user's id", () => {
    const parsed = profileUpdateSchema.parse({ full_name: "Asha", id: "someone-else", user_id: "x", wallet_balance_paise: 1 });
    expect(Object.keys(parsed)).toEqual(["full_name"]);
  });
});

import { describe, expect, it } from "vitest";
import { confirmTopUpSchema, createTopUpSchema, WALLET_MESSAGES } from "./wallet.ts";

const firstMessage = (input: unknown) => {
  const parsed = createTopUpSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe("createTopUpSchema", () => {
  it("accepts whole rupees from ₹100 to ₹1,00,000", () => {
    expect(firstMessage({ amountRupees: 100 })).toBeNull();
    expect(firstMessage({ amountRupees: 100_000 })).toBeNull();
  });

  it("refuses amounts out of bounds, negative, fractional or not numbers, with the shared messages", () => {
    expect(firstMessage({ amountRupees: 99 })).toBe(WALLET_MESSAGES.amountMin);
    expect(firstMessage({ amountRupees: 100_001 })).toBe(WALLET_MESSAGES.amountMax);
    expect(firstMessage({ amountRupees: -500 })).toBe(WALLET_MESSAGES.amountMin);
    expect(firstMessage({ amountRupees: 100.5 })).toBe(WALLET_MESSAGES.amountWhole);
    expect(firstMessage({ amountRupees: "500" })).toBe(WALLET_MESSAGES.amountRequired);
    expect(firstMessage({})).toBe(WALLET_MESSAGES.amountRequired);
    expect(firstMessage({ amountRupees: 500, userId: "someone" })).not.toBeNull();
  });
});

describe("confirmTopUpSchema", () => {
  it("refuses an amount slipped into the confirmation", () => {
    const base = { orderId: "order_1", paymentId: "pay_1", signature: "a".repeat(64) };
    expect(confirmTopUpSchema.safeParse(base).success).toBe(true);
    expect(confirmTopUpSchema.safeParse({ ...base, amount: 1 }).success).toBe(false);
  });
});

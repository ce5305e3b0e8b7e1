import { describe, expect, it } from "vitest";
import { ConfigError } from "../../../config.ts";
import { testConfig } from "../../../test/harness.ts";
import { createPaymentProvider } from "./provider.ts";

describe("payment configuration", () => {
  it("uses the test provider by default and Razorpay when both keys are set", () => {
    expect(createPaymentProvider(testConfig()).name).toBe("test");
    const razorpay = createPaymentProvider(testConfig({ RAZORPAY_KEY_ID: "rzp_test_abc123", RAZORPAY_KEY_SECRET: "secret-123456" }));
    expect(razorpay).toMatchObject({ name: "razorpay", publicKey: "rzp_test_abc123", webhooksEnabled: false });
    expect(testConfig().PLATFORM_COMMISSION_PERCENT).toBe(0);
    expect(testConfig({ PLATFORM_COMMISSION_PERCENT: "12.5" }).PLATFORM_COMMISSION_PERCENT).toBe(12.5);
  });

  it("stops start-up on a lone key, a malformed key id or a commission out of range, naming the variable", () => {
    expect(() => testConfig({ RAZORPAY_KEY_ID: "rzp_test_abc123" })).toThrow(/RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET/);
    expect(() => testConfig({ RAZORPAY_KEY_ID: "key", RAZORPAY_KEY_SECRET: "secret-123456" })).toThrow(/RAZORPAY_KEY_ID/);
    for (const bad of ["-1", "101", "abc", "1.234"]) {
      expect(() => testConfig({ PLATFORM_COMMISSION_PERCENT: bad })).toThrow(ConfigError);
      expect(() => testConfig({ PLATFORM_COMMISSION_PERCENT: bad })).toThrow(/PLATFORM_COMMISSION_PERCENT/);
    }
  });
});

import { describe, expect, it } from "vitest";
import {
  POLICY_MESSAGES,
  topUpRupeesFor,
  bookingRestriction,
  canReschedule,
  commissionFor,
  isEarly,
  NO_SHOW_RESTRICTION_DAYS,
  outcomeOf,
  POLICY_EVENTS,
} from "./booking-policy.ts";

const startsAt = new Date("2026-12-10T04:30:00.000Z"); // 10:00 IST
const before = (ms: number) => new Date(startsAt.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What happens to the held fee when `event` happens at `now` to a booking starting at `startsAt`. */
const outcomeAt = (event: (typeof POLICY_EVENTS)[number], at: Date) => outcomeOf(event, isEarly(startsAt, at));
const refunded = (event: (typeof POLICY_EVENTS)[number], at: Date) => outcomeAt(event, at) === "refund";

describe("the policy", () => {
  it("refunds a client's cancellation made exactly 24 hours before the start, and not one a minute later", () => {
    expect(refunded("client_cancel", before(24 * HOUR))).toBe(true);
    expect(refunded("client_cancel", before(24 * HOUR - MINUTE))).toBe(false);
    expect(refunded("client_cancel", before(24 * HOUR - 1))).toBe(false);
    expect(refunded("client_cancel", before(30 * DAY))).toBe(true);
    expect(outcomeAt("client_cancel", before(HOUR))).toBe("release");
  });

  it("refunds in full when the expert declines, cancels or does not turn up, at any time", () => {
    for (const event of ["expert_decline", "expert_cancel", "expert_no_show"] as const) {
      for (const at of [before(10 * DAY), before(24 * HOUR), before(MINUTE), before(-HOUR)]) {
        expect(refunded(event, at)).toBe(true);
      }
    }
  });

  it("gives no refund for a client's no-show or a completed consultation: the fee goes to the expert", () => {
    for (const event of ["client_no_show", "completed"] as const) {
      expect(outcomeAt(event, before(-HOUR))).toBe("release");
    }
  });

  it("keeps the payment on a reschedule 24 hours or more ahead, and refuses one later", () => {
    expect(outcomeAt("client_reschedule", before(24 * HOUR))).toBe("keep");
    expect(canReschedule(startsAt, before(24 * HOUR))).toBe(true);
    expect(canReschedule(startsAt, before(24 * HOUR - MINUTE))).toBe(false);
    expect(outcomeAt("client_reschedule", before(HOUR))).toBe("refused");
  });

  it("has a rule for every event", () => {
    for (const event of POLICY_EVENTS) expect(["refund", "release", "keep", "refused"]).toContain(outcomeAt(event, startsAt));
  });
});

describe("commissionFor", () => {
  it("takes the configured percentage, rounded down to the paisa", () => {
    expect(commissionFor(150_000, 0)).toBe(0);
    expect(commissionFor(150_000, 10)).toBe(15_000);
    expect(commissionFor(99_999, 12.5)).toBe(12_499);
    expect(commissionFor(101, 50)).toBe(50);
    expect(commissionFor(150_000, 100)).toBe(150_000);
  });

  it("refuses nonsense", () => {
    expect(() => commissionFor(-1, 10)).toThrow(RangeError);
    expect(() => commissionFor(1.5, 10)).toThrow(RangeError);
    expect(() => commissionFor(100, 101)).toThrow(RangeError);
    expect(() => commissionFor(100, Number.NaN)).toThrow(RangeError);
  });
});

describe("bookingRestriction", () => {
  const now = new Date("2026-12-01T00:00:00.000Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it("restricts new bookings from the third recent no-show for the restriction period", () => {
    expect(bookingRestriction([ago(5 * DAY), ago(3 * DAY)], now)).toEqual({ restricted: false });
    const third = ago(DAY);
    expect(bookingRestriction([ago(5 * DAY), ago(3 * DAY), third], now)).toEqual({
      restricted: true,
      until: new Date(third.getTime() + NO_SHOW_RESTRICTION_DAYS * DAY),
    });
  });

  it("lifts the restriction when the period has passed, and forgets no-shows older than the window", () => {
    expect(bookingRestriction([ago(40 * DAY), ago(35 * DAY), ago(31 * DAY)], now)).toEqual({ restricted: false });
    expect(bookingRestriction([ago(100 * DAY), ago(10 * DAY), ago(5 * DAY)], now)).toEqual({ restricted: false });
  });
});

describe("topping up a short wallet", () => {
  it("adds the difference in whole rupees, rounded up, and never less than the smallest top-up", () => {
    expect(topUpRupeesFor(300_00)).toBe(300);
    expect(topUpRupeesFor(300_01)).toBe(301);
    expect(topUpRupeesFor(50_00)).toBe(100);
    expect(topUpRupeesFor(1)).toBe(100);
  });

  it("says how much is missing in rupees", () => {
    expect(POLICY_MESSAGES.shortBy(300_00)).toBe("Your wallet is short by ₹300 for this booking. Add money to book it.");
    expect(POLICY_MESSAGES.shortBy(1_234_50)).toBe("Your wallet is short by ₹1,234.50 for this booking. Add money to book it.");
    expect(POLICY_MESSAGES.restricted(new Date("2027-03-11T20:00:00Z"))).toContain("until 12 March 2027");
  });
});

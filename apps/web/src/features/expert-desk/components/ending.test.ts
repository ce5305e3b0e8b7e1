import { describe, expect, it } from "vitest";
import { EXPIRED_TEXT, endingText, stepDetail, stepTitle } from "./ending.ts";

const cancelled = (cancelledBy: string | null, endedFrom: string | null, reason: string | null = "Travelling") => ({
  status: "cancelled",
  cancelledBy,
  cancellationReason: reason,
  endedFrom,
});

describe("how a booking ended, in the expert's words", () => {
  it("names who ended it, and why when a reason was given", () => {
    expect(endingText(cancelled("client", "confirmed"))).toBe("Cancelled by the client: Travelling");
    expect(endingText(cancelled("client", "pending", "  "))).toBe("Cancelled by the client");
    expect(endingText(cancelled("expert", "pending"))).toBe("Declined by you: Travelling");
    expect(endingText(cancelled("expert", "confirmed", null))).toBe("Cancelled by you");
    expect(endingText(cancelled("system", "pending", "The expert did not confirm in time; your payment was refunded."))).toBe(EXPIRED_TEXT);
    expect(endingText({ status: "completed", cancelledBy: null, cancellationReason: null, endedFrom: "confirmed" })).toBe("Marked completed by you");
    expect(endingText({ status: "no_show", cancelledBy: null, cancellationReason: null, endedFrom: "confirmed" })).toBe("Marked as a no-show by you");
    expect(endingText({ status: "confirmed", cancelledBy: null, cancellationReason: null, endedFrom: null })).toBeNull();
  });

  it("titles each step of the history", () => {
    const step = (fromStatus: string, toStatus: string, actorRole: string, reason: string | null = null) => ({ fromStatus, toStatus, actorRole, reason });
    expect(stepTitle(step("pending", "pending", "client", "Rescheduled from 2027-01-05 10:00 IST"))).toBe("Rescheduled by the client");
    expect(stepTitle(step("pending", "confirmed", "expert"))).toBe("Confirmed by you");
    expect(stepTitle(step("pending", "cancelled", "expert"))).toBe("Declined by you");
    expect(stepTitle(step("confirmed", "cancelled", "expert"))).toBe("Cancelled by you");
    expect(stepTitle(step("confirmed", "cancelled", "client"))).toBe("Cancelled by the client");
    expect(stepTitle(step("confirmed", "completed", "expert"))).toBe("Marked completed by you");
    expect(stepTitle(step("confirmed", "no_show", "expert"))).toBe("Marked as a no-show by you");
    expect(stepTitle(step("pending", "cancelled", "system"))).toBe("Expired: not confirmed before its start");
    expect(stepDetail(step("pending", "cancelled", "system", "The expert did not confirm in time; your payment was refunded."))).toBe("The client was refunded.");
    expect(stepDetail(step("pending", "cancelled", "expert", "On leave"))).toBe("On leave");
  });
});

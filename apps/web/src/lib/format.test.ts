import { describe, expect, it } from "vitest";
import { formatBookingDate, formatBookingTime, formatDuration, formatPaise, formatRelative, formatRupees } from "./format.ts";

describe("format", () => {
  it("formats rupees with Indian digit grouping", () => {
    expect(formatRupees(1500)).toBe("₹1,500");
    expect(formatRupees(150000)).toBe("₹1,50,000");
    expect(formatPaise(0)).toBe("₹0.00");
    expect(formatPaise(123456)).toBe("₹1,234.56");
  });

  it("shows booking times in IST whatever the machine's zone", () => {
    // 04:30 UTC is 10:00 AM in India.
    expect(formatBookingTime("2027-01-05T04:30:00.000Z")).toBe("10:00 AM");
    expect(formatBookingDate("2027-01-04T20:00:00.000Z")).toBe("Jan 05, 2027");
    expect(formatBookingTime("2027-01-05T03:30:00.000Z")).toBe("09:00 AM");
    expect(formatBookingTime("2027-01-05T06:30:00.000Z")).toBe("12:00 PM");
    expect(formatBookingTime("2027-01-04T18:30:00.000Z")).toBe("12:00 AM");
    expect(formatBookingTime("2027-01-05T12:45:00.000Z")).toBe("06:15 PM");
  });

  it("says how long ago in the largest whole unit", () => {
    const now = Date.parse("2027-01-05T12:00:00.000Z");
    const ago = (ms: number) => formatRelative(new Date(now - ms), now);
    expect(ago(0)).toBe("0 seconds ago");
    expect(ago(1_000)).toBe("1 second ago");
    expect(ago(59_000)).toBe("59 seconds ago");
    expect(ago(60_000)).toBe("1 minute ago");
    expect(ago(5 * 60_000 + 29_000)).toBe("5 minutes ago");
    expect(ago(59 * 60_000 + 40_000)).toBe("60 minutes ago");
    expect(ago(2 * 3_600_000)).toBe("2 hours ago");
    expect(ago(3 * 86_400_000)).toBe("3 days ago");
    expect(ago(45 * 86_400_000)).toBe("2 months ago");
    expect(ago(364 * 86_400_000)).toBe("1 year ago");
    expect(ago(800 * 86_400_000)).toBe("2 years ago");
    expect(formatRelative(new Date(now + 3 * 3_600_000), now)).toBe("in 3 hours");
  });

  it("formats durations as m:ss", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(7)).toBe("0:07");
    expect(formatDuration(187)).toBe("3:07");
    expect(formatDuration(4500)).toBe("75:00");
  });
});

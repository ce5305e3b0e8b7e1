import { describe, expect, it } from "vitest";
import { formatBookingDate, formatBookingTime, formatDuration, formatPaise, formatRupees } from "./format.ts";

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
  });

  it("formats durations as m:ss", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(7)).toBe("0:07");
    expect(formatDuration(187)).toBe("3:07");
    expect(formatDuration(4500)).toBe("75:00");
  });
});

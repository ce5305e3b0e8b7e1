import { describe, expect, it } from "vitest";
import { APP_TIME_ZONE } from "@expertconnect/shared/constants";
import { formatBookingDate, formatBookingTime, formatCount, formatDuration, formatInteger, formatPaise, formatRelative, formatRupees } from "./format.ts";

/** Numbers to check against Intl: every one near the group and unit boundaries, and a spread of others. */
function sampleNumbers(): number[] {
  const out = new Set<number>();
  for (let n = 0; n <= 2_000; n++) out.add(n);
  for (const edge of [1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9]) for (let d = -60; d <= 60; d++) out.add(edge + d);
  for (const edge of [99_950, 9_995_000, 999_500, 99_950_000]) for (let d = -3; d <= 3; d++) out.add(edge + d);
  let seed = 7;
  const random = () => ((seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647);
  for (let i = 0; i < 5_000; i++) out.add(Math.floor(random() ** 3 * 9e9));
  return [...out];
}

describe("format", () => {
  it("formats rupees with Indian digit grouping", () => {
    expect(formatRupees(1500)).toBe("₹1,500");
    expect(formatRupees(150000)).toBe("₹1,50,000");
    expect(formatPaise(0)).toBe("₹0.00");
    expect(formatPaise(123456)).toBe("₹1,234.56");
  });

  it("writes amounts and counts exactly as Intl's en-IN formats would", () => {
    const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
    const paise = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 });
    const integer = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
    const compact = new Intl.NumberFormat("en-IN", { notation: "compact", maximumFractionDigits: 1 });
    const mismatches: string[] = [];
    const check = (what: string, ours: string, theirs: string) => {
      if (ours !== theirs) mismatches.push(`${what}: ${ours} ≠ ${theirs}`);
    };
    for (const n of sampleNumbers()) {
      for (const v of [n, -n]) {
        check(`rupees ${v}`, formatRupees(v), rupees.format(v));
        check(`paise ${v}`, formatPaise(v), paise.format(v / 100));
        check(`integer ${v}`, formatInteger(v), integer.format(v));
        check(`count ${v}`, formatCount(v), compact.format(v));
      }
    }
    for (const v of [0.5, 1.5, 2.5, 999.4, 999.5, 12.34, 999.95, 1_234.5, -2.5, -0.4]) {
      check(`rupees ${v}`, formatRupees(v), rupees.format(v));
      check(`count ${v}`, formatCount(v), compact.format(v));
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it("writes IST dates and times exactly as Intl would, over a century", () => {
    const parts = new Intl.DateTimeFormat("en-US", { timeZone: APP_TIME_ZONE, year: "numeric", month: "short", day: "2-digit", hour: "2-digit", minute: "2-digit", hour12: true });
    const mismatches: string[] = [];
    let seed = 11;
    const random = () => ((seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647);
    const from = Date.parse("1990-01-01T00:00:00Z");
    const to = Date.parse("2090-01-01T00:00:00Z");
    for (let i = 0; i < 20_000; i++) {
      const at = new Date(Math.floor(from + random() * (to - from)));
      const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
      const date = `${p.month} ${p.day}, ${p.year}`;
      const time = `${p.hour}:${p.minute} ${p.dayPeriod?.toUpperCase()}`;
      if (formatBookingDate(at) !== date || formatBookingTime(at) !== time) mismatches.push(`${at.toISOString()}: ${formatBookingDate(at)} ${formatBookingTime(at)} ≠ ${date} ${time}`);
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
    expect(() => formatBookingDate("not a date")).toThrow(RangeError);
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

describe("format, at the edges", () => {
  it("turns the date over at midnight in India, not in UTC or the machine's zone", () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ["UTC", "America/Los_Angeles", "Pacific/Kiritimati"]) {
        process.env.TZ = tz;
        const at = (iso: string) => `${formatBookingDate(iso)} ${formatBookingTime(iso)}`;
        // 18:30 UTC is midnight in India.
        expect(at("2027-01-04T18:29:59.999Z"), tz).toBe("Jan 04, 2027 11:59 PM");
        expect(at("2027-01-04T18:30:00.000Z"), tz).toBe("Jan 05, 2027 12:00 AM");
        // A UTC midnight is morning in India, the same day.
        expect(at("2027-01-05T00:00:00.000Z"), tz).toBe("Jan 05, 2027 05:30 AM");
        // Across a month, a year and a leap day.
        expect(at("2026-12-31T18:29:00.000Z"), tz).toBe("Dec 31, 2026 11:59 PM");
        expect(at("2026-12-31T18:30:00.000Z"), tz).toBe("Jan 01, 2027 12:00 AM");
        expect(at("2028-02-28T18:30:00.000Z"), tz).toBe("Feb 29, 2028 12:00 AM");
        expect(at("2028-02-29T18:30:00.000Z"), tz).toBe("Mar 01, 2028 12:00 AM");
        // Noon: 11:59 AM, then 12:00 PM.
        expect(formatBookingTime("2027-01-05T06:29:00.000Z"), tz).toBe("11:59 AM");
        expect(formatBookingTime(new Date("2027-01-05T06:30:00.000Z")), tz).toBe("12:00 PM");
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("writes counts in Indian compact notation: thousands, lakhs, crores, one decimal at most", () => {
    const cases: Array<[number, string]> = [
      [0, "0"],
      [999, "999"],
      [1000, "1K"],
      [1049, "1K"],
      [1050, "1.1K"],
      [1234, "1.2K"],
      [99_949, "99.9K"],
      // Rounded up to the next unit, it is written in that unit.
      [99_950, "1L"],
      [1_00_000, "1L"],
      [1_50_000, "1.5L"],
      [1_23_45_678, "1.2Cr"],
      [-1500, "-1.5K"],
      [12.34, "12.3"],
    ];
    for (const [n, text] of cases) expect(formatCount(n), String(n)).toBe(text);
  });

  it("rounds durations to the second and never shows a negative one", () => {
    expect(formatDuration(59.4)).toBe("0:59");
    expect(formatDuration(59.5)).toBe("1:00");
    expect(formatDuration(3599.5)).toBe("60:00");
    expect(formatDuration(-5)).toBe("0:00");
  });

  it("says 12 months as a year, and the future with 'in'", () => {
    const now = Date.parse("2027-01-05T12:00:00.000Z");
    const DAY = 86_400_000;
    expect(formatRelative(new Date(now - 340 * DAY), now)).toBe("11 months ago");
    expect(formatRelative(new Date(now - 350 * DAY), now)).toBe("1 year ago");
    expect(formatRelative(new Date(now + 60_000), now)).toBe("in 1 minute");
    expect(formatRelative(new Date(now + 2 * DAY).toISOString(), now)).toBe("in 2 days");
  });
});

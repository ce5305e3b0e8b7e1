import { describe, expect, it } from "vitest";
import * as hindi from "@/paraglide/hi/all.js";
import { m } from "@/paraglide/messages.js";
import { addLocale, setLocale } from "@/paraglide/runtime.js";
import { formatAgo, formatClock, formatDate, formatDay, formatSlot, formatTime } from "./i18n-dates.ts";

// 2027-01-05 04:30 UTC is 10:00 in India.
const MORNING = "2027-01-05T04:30:00Z";
const NOW = Date.parse("2027-01-05T02:00:00Z");

describe("booking dates and times in the app's language", () => {
  it("keeps English's product formats and writes Hindi's with Hindi months and the part of the day", () => {
    expect(formatDate(MORNING, "en")).toBe("Jan 05, 2027");
    expect(formatDate(MORNING, "hi")).toBe("5 जनवरी 2027");
    expect(formatTime(MORNING, "en")).toBe("10:00 AM");
    expect(formatTime(MORNING, "hi")).toBe("सुबह 10:00");
    expect(formatClock("14:30", "hi")).toBe("दोपहर 2:30");
    expect(formatClock("17:30", "en")).toBe("05:30 PM");
    expect(formatClock("17:30", "hi")).toBe("शाम 5:30");
    expect(formatClock("21:00", "hi")).toBe("रात 9:00");
    expect(formatSlot(MORNING, "en", NOW)).toBe("Today, 10:00 AM");
    expect(formatSlot(MORNING, "hi", NOW)).toBe("आज, सुबह 10:00");
    expect(formatDay(MORNING, "hi", NOW - 86_400_000)).toBe("कल");
    expect(formatDay(MORNING, "hi", NOW - 3 * 86_400_000)).toBe("5 जनवरी");
    expect(formatAgo(MORNING, "en", Date.parse(MORNING) + 5 * 60_000)).toBe("5 minutes ago");
    expect(formatAgo(MORNING, "hi", Date.parse(MORNING) + 5 * 60_000)).toBe("5 मिनट पहले");
    expect(formatAgo(MORNING, "hi", Date.parse(MORNING) - 3600_000)).toBe("1 घंटे में");
    expect(formatAgo(MORNING, "hi", Date.parse(MORNING) + 2 * 86_400_000)).toBe("2 दिन पहले");
  });

  it("uses each language's plural rule: Hindi's one is 0 and 1, English's only 1", () => {
    addLocale(hindi);
    setLocale("en");
    expect([0, 1, 2].map((count) => m.booking_stars({ count }))).toEqual(["0 stars", "1 star", "2 stars"]);
    expect(m.messages_unread({ count: 1 })).toBe("1 unread message");
    setLocale("hi");
    expect([0, 1, 2].map((count) => m.expert_reviews_count({ count }))).toEqual(["(0 समीक्षा)", "(1 समीक्षा)", "(2 समीक्षाएँ)"]);
    expect(m.explore_title({ category: "tech" })).toBe("आईटी विशेषज्ञ");
    expect(m.expert_language({ language: "Tamil" })).toBe("तमिल");
    expect(m.expert_language({ language: "Klingon" })).toBe("Klingon");
    setLocale("en");
  });
});

import { describe, expect, it } from "vitest";
import { INTL_LOCALE, localeFromAcceptLanguage } from "./i18n.ts";

describe("languages", () => {
  it("take the highest-weighted language of Accept-Language that the app has", () => {
    expect(localeFromAcceptLanguage(undefined)).toBe("en");
    expect(localeFromAcceptLanguage("hi-IN,hi;q=0.9,en-US;q=0.8")).toBe("hi");
    expect(localeFromAcceptLanguage("en-GB,hi;q=0.9")).toBe("en");
    expect(localeFromAcceptLanguage("ta-IN,hi;q=0.4,en;q=0.3")).toBe("hi");
    expect(localeFromAcceptLanguage("hi;q=0,en;q=0.1")).toBe("en");
    expect(localeFromAcceptLanguage("*")).toBe("en");
  });

  it("count, pluralise and name months the Indian way through Intl", () => {
    expect(new Intl.NumberFormat(INTL_LOCALE.hi).format(12345678)).toBe("1,23,45,678");
    expect(new Intl.NumberFormat(INTL_LOCALE.en).format(12345678)).toBe("1,23,45,678");
    // Hindi: 0 and 1 are "one"; English: only 1.
    expect([0, 1, 2].map((n) => new Intl.PluralRules("hi").select(n))).toEqual(["one", "one", "other"]);
    expect([0, 1, 2].map((n) => new Intl.PluralRules("en").select(n))).toEqual(["other", "one", "other"]);
    const date = new Date("2026-11-27T06:30:00Z");
    expect(new Intl.DateTimeFormat(INTL_LOCALE.hi, { month: "long", weekday: "long", timeZone: "Asia/Kolkata" }).format(date)).toBe("नवंबर शुक्रवार");
  });
});

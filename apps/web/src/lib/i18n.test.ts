import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as hindi from "@/paraglide/hi/all.js";
import { addLocale, setLocale } from "@/paraglide/runtime.js";
import { m } from "@/paraglide/messages.js";
import { formatLongDate, formatNumber } from "./i18n.tsx";

const web = path.resolve(import.meta.dirname, "../..");
const catalogue = (locale: string) => JSON.parse(readFileSync(path.join(web, "messages", `${locale}.json`), "utf8")) as Record<string, unknown>;

describe("the message catalogue", () => {
  it("has every message in both languages, compiled (npm run messages -w @expertconnect/web)", () => {
    const en = Object.keys(catalogue("en")).filter((k) => k !== "$schema");
    const hi = Object.keys(catalogue("hi")).filter((k) => k !== "$schema");
    expect(hi.sort()).toEqual(en.sort());
    const missing = en.filter((key) => !existsSync(path.join(web, "src", "paraglide", "messages", `${key}.js`)));
    expect(missing, "messages not compiled: run npm run messages -w @expertconnect/web").toEqual([]);
    // Every Hindi text is in Devanagari (the brand and units aside).
    const latinOnly = Object.entries(catalogue("hi")).filter(([k, v]) => k !== "$schema" && typeof v === "string" && !/[\u0900-\u097F]/.test(v) && !/^\{[^}]+\}( · \{[^}]+\})?$/.test(v));
    expect(latinOnly).toEqual([]);
  });

  it("answers in English until the Hindi messages are loaded, then in the locale set, per category", () => {
    setLocale("hi");
    expect(m.home_title()).toBe("Professional Dashboard");
    addLocale(hindi);
    expect(m.home_title()).toBe("पेशेवर डैशबोर्ड");
    expect(m.term_expert({ category: "legal" })).toBe("वकील");
    expect(m.home_intro({ sessions: m.term_own_sessions({ category: "financial" }) })).toBe("अपनी मीटिंग संभालें, ज्ञान साझा करें और अपना नेटवर्क बढ़ाएँ।");
    setLocale("en");
    expect(m.home_title()).toBe("Professional Dashboard");
    expect(m.home_intro({ sessions: m.term_own_sessions({ category: "medical" }) })).toBe("Manage your consultations, share knowledge and grow your network.");
  });

  it("formats numbers with Indian grouping and dates with Hindi month names", () => {
    expect(formatNumber(1234567, "hi")).toBe("12,34,567");
    expect(formatNumber(1234567, "en")).toBe("12,34,567");
    expect(formatLongDate("2026-11-27T20:00:00Z", "hi")).toBe("28 नवंबर 2026");
    expect(formatLongDate("2026-11-27T20:00:00Z", "en")).toBe("28 November 2026");
  });
});

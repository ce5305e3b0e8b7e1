import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, tooManyAttemptsMessage } from "./messages/auth.ts";
import { GRIEVANCE_MESSAGES } from "./messages/grievances.ts";
import { BOOKING_MESSAGES, PATIENT_MESSAGES } from "./schemas/bookings.ts";
import { NOTIFICATION_MESSAGES } from "./schemas/notifications.ts";
import { TRANSLATED_MESSAGES, translateMessage } from "./translate-message.ts";

const DEVANAGARI = /[\u0900-\u097F]/;
/** The server's own words (lib/errors.ts, lib/require-auth.ts) and Better Auth's. */
const SERVER_MESSAGES = ["Not authenticated", "You do not have permission to do that.", "Not found", "Invalid request", "Something went wrong. Please try again.", "Invalid email or password"];

describe("translateMessage", () => {
  it("keys every Hindi by an English message the app really sends, so none goes stale", () => {
    const known = new Set([
      ...SERVER_MESSAGES,
      ...[AUTH_MESSAGES, BOOKING_MESSAGES, PATIENT_MESSAGES, GRIEVANCE_MESSAGES, NOTIFICATION_MESSAGES].flatMap((m) => Object.values(m).filter((v) => typeof v === "string")),
    ]);
    expect(TRANSLATED_MESSAGES.filter((en) => !known.has(en))).toEqual([]);
  });

  it("translates messages with numbers and waits, and leaves English and unknown messages alone", () => {
    for (const en of [AUTH_MESSAGES.passwordMin, GRIEVANCE_MESSAGES.descriptionMin, GRIEVANCE_MESSAGES.descriptionMax, BOOKING_MESSAGES.notesMax, PATIENT_MESSAGES.name, tooManyAttemptsMessage(30)]) {
      expect(translateMessage(en, "hi"), en).toMatch(DEVANAGARI);
      expect(translateMessage(en, "en")).toBe(en);
    }
    expect(translateMessage(GRIEVANCE_MESSAGES.perDay(300), "hi")).toBe("आप एक दिन में ज़्यादा से ज़्यादा 3 शिकायतें दर्ज कर सकते हैं। कृपया 5 मिनट बाद फिर कोशिश करें।");
    expect(translateMessage("Something nobody wrote a Hindi for", "hi")).toBe("Something nobody wrote a Hindi for");
  });
});

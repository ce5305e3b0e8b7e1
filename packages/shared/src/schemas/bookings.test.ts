import { describe, expect, it } from "vitest";
import { NOTES_MAX, TIME_SLOTS } from "../constants.ts";
import {
  addDays,
  BOOKING_MESSAGES,
  bookingFormSchema,
  createBookingSchema,
  isIsoDate,
  slotLabel,
  slotStart,
  todayInIndia,
} from "./bookings.ts";

const valid = { date: "2030-01-05", time: "10:00", consultationType: "video", notes: "" };
const firstMessage = (input: unknown) => {
  const result = bookingFormSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe("booking form schema", () => {
  it("accepts a complete booking and stores empty notes as null", () => {
    expect(bookingFormSchema.parse(valid)).toEqual({ ...valid, notes: null });
    expect(bookingFormSchema.parse({ ...valid, notes: undefined }).notes).toBeNull();
    expect(bookingFormSchema.parse({ ...valid, notes: "   " }).notes).toBeNull();
    expect(bookingFormSchema.parse({ ...valid, notes: "  chest pain  " }).notes).toBe("chest pain");
  });

  it("shows the documented messages, the first failing one first", () => {
    expect(firstMessage({ ...valid, date: "" })).toBe("Please select a date");
    expect(firstMessage({ ...valid, date: undefined })).toBe("Please select a date");
    expect(firstMessage({ ...valid, time: "" })).toBe("Please select a time");
    expect(firstMessage({ ...valid, time: undefined })).toBe("Please select a time");
    expect(firstMessage({ ...valid, consultationType: "" })).toBe("Please select consultation type");
    expect(firstMessage({ ...valid, consultationType: "in_person" })).toBe("Please select consultation type");
    expect(firstMessage({ ...valid, consultationType: undefined })).toBe("Please select consultation type");
    expect(firstMessage({ ...valid, notes: "n".repeat(NOTES_MAX + 1) })).toBe("Notes must be less than 500 characters");
    expect(firstMessage({ ...valid, notes: "n".repeat(NOTES_MAX) })).toBeUndefined();
    // Everything missing: the date's message comes first, as the form shows only one toast.
    expect(firstMessage({ date: "", time: "", consultationType: "", notes: "n".repeat(501) })).toBe("Please select a date");
    expect(firstMessage({ ...valid, date: "", time: "" })).toBe("Please select a date");
    expect(firstMessage({ ...valid, time: "", consultationType: "" })).toBe("Please select a time");
  });

  it("accepts only the 18 slots and real dates", () => {
    expect(TIME_SLOTS).toHaveLength(18);
    for (const time of TIME_SLOTS) expect(firstMessage({ ...valid, time })).toBeUndefined();
    for (const time of ["13:00", "13:30", "08:30", "19:00", "10:15", "10:00:00"]) {
      expect(firstMessage({ ...valid, time })).toBe(BOOKING_MESSAGES.timeInvalid);
    }
    expect(firstMessage({ ...valid, date: "2030-02-30" })).toBe(BOOKING_MESSAGES.dateInvalid);
    expect(firstMessage({ ...valid, date: "05/01/2030" })).toBe(BOOKING_MESSAGES.dateInvalid);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2027-02-29")).toBe(false);
  });

  it("drops a client-sent amount from the API body", () => {
    const parsed = createBookingSchema.parse({ ...valid, expertId: "x", amount: 1 });
    expect(parsed).not.toHaveProperty("amount");
  });
});

describe("IST slot arithmetic", () => {
  it("turns a slot into its instant in India", () => {
    expect(slotStart("2030-01-05", "10:00").toISOString()).toBe("2030-01-05T04:30:00.000Z");
    expect(slotStart("2030-01-05", "18:30").toISOString()).toBe("2030-01-05T13:00:00.000Z");
  });

  it("labels slots as hh:mm a", () => {
    expect(TIME_SLOTS.map(slotLabel)).toEqual([
      "09:00 AM", "09:30 AM", "10:00 AM", "10:30 AM", "11:00 AM", "11:30 AM", "12:00 PM", "12:30 PM",
      "02:00 PM", "02:30 PM", "03:00 PM", "03:30 PM", "04:00 PM", "04:30 PM", "05:00 PM", "05:30 PM", "06:00 PM", "06:30 PM",
    ]);
  });

  it("knows India's date when the device is still on yesterday", () => {
    // 20:00 UTC on Jan 4 is 01:30 on Jan 5 in India.
    expect(todayInIndia(new Date("2030-01-04T20:00:00Z"))).toBe("2030-01-05");
    expect(addDays("2030-12-31", 1)).toBe("2031-01-01");
  });
});

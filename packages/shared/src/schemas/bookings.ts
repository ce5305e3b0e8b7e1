/**
 * Booking input (docs/product.md#book-appointment): one schema for the form and the server, with its messages, and
 * the IST slot arithmetic both sides share (a slot is an Asia/Kolkata wall-clock time).
 */
import { z } from "zod";
import { APP_TIME_ZONE, CONSULTATION_TYPES, NOTES_MAX, SLOT_MINUTES, TIME_SLOTS, type TimeSlot } from "../constants.ts";

/** India has one offset all year (no daylight saving), so a slot maps to one instant. */
export const APP_UTC_OFFSET = "+05:30";

export const BOOKING_MESSAGES = {
  dateRequired: "Please select a date",
  dateInvalid: "Please select a valid date",
  timeRequired: "Please select a time",
  timeInvalid: "Please select one of the available time slots",
  typeRequired: "Please select consultation type",
  notesMax: `Notes must be less than ${NOTES_MAX} characters`,
  inPast: "Please choose a time in the future.",
  loginRequired: "Please login to book an appointment",
  success: "Appointment booked successfully!",
  failed: "Failed to book appointment",
  slotTaken: "This slot was just booked. Please choose another time.",
  userBusy: "You already have a booking at this time.",
  comingSoon: "This feature is coming soon.",
} as const;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written yyyy-MM-dd (2027-02-30 is refused). */
export function isIsoDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export const isTimeSlot = (value: string): value is TimeSlot => (TIME_SLOTS as readonly string[]).includes(value);

// ── Who the patient is (docs/product.md#the-patient) ──────────────────────────────────────────────

export const PATIENT_GENDERS = ["female", "male", "other"] as const;
export type PatientGender = (typeof PATIENT_GENDERS)[number];
export const PATIENT_GENDER_LABELS: Record<PatientGender, string> = { female: "Female", male: "Male", other: "Other" };
/** Younger than this, a patient is seen only with the adult client present. */
export const ADULT_AGE = 18;
export const PATIENT_NAME_MAX = 100;
export const PATIENT_AGE_MAX = 130;

export const PATIENT_MESSAGES = {
  required: "Please say who the patient is",
  name: `Enter the patient's name (2 to ${PATIENT_NAME_MAX} characters)`,
  age: `Enter the patient's age in whole years (0 to ${PATIENT_AGE_MAX})`,
  gender: "Please choose the patient's gender",
  adultPresent: `A patient under ${ADULT_AGE} is seen only with you, the adult, present: please confirm you will be there.`,
} as const;

const otherPatient = z
  .object({
    for: z.literal("other"),
    name: z
      .string({ error: PATIENT_MESSAGES.name })
      .trim()
      .refine((v) => [...v].length >= 2 && [...v].length <= PATIENT_NAME_MAX, PATIENT_MESSAGES.name),
    age: z.number({ error: PATIENT_MESSAGES.age }).int(PATIENT_MESSAGES.age).min(0, PATIENT_MESSAGES.age).max(PATIENT_AGE_MAX, PATIENT_MESSAGES.age),
    gender: z.enum(PATIENT_GENDERS, { error: PATIENT_MESSAGES.gender }),
    adultPresent: z.boolean({ error: PATIENT_MESSAGES.adultPresent }).default(false),
  })
  .superRefine((p, ctx) => {
    if (p.age < ADULT_AGE && !p.adultPresent) ctx.addIssue({ code: "custom", path: ["adultPresent"], message: PATIENT_MESSAGES.adultPresent });
  });

/** A medical consultation's patient: the client themself, or another person they book for. */
export const patientSchema = z.discriminatedUnion("for", [z.object({ for: z.literal("self") }), otherPatient], { error: PATIENT_MESSAGES.required });
export type PatientInput = z.input<typeof patientSchema>;

/** "Patient: the client" or "Patient: Aarav Sharma, 7 yrs, Male · adult present", for the desk. */
export function patientLine(patient: { for: string; name?: string; age?: number; gender?: string; adultPresent?: boolean } | null | undefined): string | null {
  if (!patient) return null;
  if (patient.for !== "other") return "Patient: the client";
  const gender = PATIENT_GENDER_LABELS[patient.gender as PatientGender] ?? patient.gender;
  const minor = (patient.age ?? 0) < ADULT_AGE ? " · adult present" : "";
  return `Patient: ${patient.name}, ${patient.age} yrs, ${gender}${minor}`;
}
export type Patient = z.output<typeof patientSchema>;

export const bookingFormSchema = z.object({
  /** required for a medical consultation (the server knows the category); other categories leave it out */
  patient: patientSchema.optional(),
  date: z
    .string({ error: BOOKING_MESSAGES.dateRequired })
    .min(1, BOOKING_MESSAGES.dateRequired)
    .refine(isIsoDate, BOOKING_MESSAGES.dateInvalid),
  time: z
    .string({ error: BOOKING_MESSAGES.timeRequired })
    .min(1, BOOKING_MESSAGES.timeRequired)
    .refine(isTimeSlot, BOOKING_MESSAGES.timeInvalid),
  consultationType: z.enum(CONSULTATION_TYPES, { error: BOOKING_MESSAGES.typeRequired }),
  notes: z
    .string({ error: BOOKING_MESSAGES.notesMax })
    .max(NOTES_MAX, BOOKING_MESSAGES.notesMax)
    .nullish()
    .transform((notes) => notes?.trim() || null),
});

/** What the API receives: the form plus the expert. Any amount a client sends is dropped. */
export const createBookingSchema = bookingFormSchema.extend({
  expertId: z.string({ error: "Expert not found" }).min(1, "Expert not found").max(100, "Expert not found"),
});

export type BookingFormInput = z.input<typeof bookingFormSchema>;
export type BookingFormValues = z.output<typeof bookingFormSchema>;
export type CreateBookingInput = z.input<typeof createBookingSchema>;

export const BOOKING_TABS = ["upcoming", "past"] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

export const bookingListQuerySchema = z.object({
  tab: z.enum(BOOKING_TABS, { error: "Please choose upcoming or past" }).default("upcoming"),
  cursor: z.string().max(200, "Invalid page cursor").optional(),
});

export const slotsQuerySchema = z.object({
  expertId: z.string().max(100),
  date: z.string().refine(isIsoDate, BOOKING_MESSAGES.dateInvalid),
});

/** unavailable: outside the expert's hours, a day off, past the booking horizon, or not taking bookings */
export type SlotStatus = "free" | "taken" | "past" | "unavailable";

/** The instant a slot starts: `${date}T${time}:00+05:30`. */
export function slotStart(date: string, time: string): Date {
  return new Date(`${date}T${time}:00${APP_UTC_OFFSET}`);
}

export function slotEnd(start: Date): Date {
  return new Date(start.getTime() + SLOT_MINUTES * 60_000);
}

/** "14:30" → "02:30 PM", the slot label of docs/product.md#formats. */
export function slotLabel(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${String(hour12).padStart(2, "0")}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** Today's date in India, yyyy-MM-dd, whatever the device's zone. */
export function todayInIndia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: APP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** A date n days after a yyyy-MM-dd date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Moving a booking to another slot of the same expert (the client, early enough: booking-policy.ts). */
export const rescheduleBookingSchema = bookingFormSchema.pick({ date: true, time: true });
export type RescheduleBookingInput = z.input<typeof rescheduleBookingSchema>;

/** What happened to the money paid for a booking: held until it happens, then refunded or paid to the expert. */
export type BookingPayment = "held" | "refunded" | "released" | null;

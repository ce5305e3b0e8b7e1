/**
 * After a consultation (docs/product.md#reviews-and-prescriptions): the expert's notes — a
 * prescription for a medical consultation, a session summary otherwise — the client's own medical
 * records, and the client's rating and review. One set of schemas, limits and messages for the
 * forms and the server.
 */
import { z } from "zod";
import { findProhibitedMedicine, prohibitedMedicineMessage } from "../prohibited-medicines.ts";
import { charCount, stripNul } from "../text.ts";
import { isIsoDate } from "./bookings.ts";

export const NOTE_NAME_MAX = 100;
export const QUALIFICATION_MAX = 200;
export const REGISTRATION_MAX = 50;
export const COUNCIL_MAX = 100;
export const PATIENT_AGE_MAX = 130;
export const DIAGNOSIS_MAX = 500;
export const MEDICINES_MAX = 20;
export const MEDICINE_NAME_MAX = 100;
export const MEDICINE_FIELD_MAX = 50;
export const ADVICE_MAX = 2000;
export const FOLLOW_UP_MAX = 200;
export const SUMMARY_MAX = 5000;
/** The expert may change their notes for this many days after first writing them. */
export const NOTES_EDIT_DAYS = 7;

export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_STARS_MAX = 5;
/** The client may change their review for this many days after posting it. */
export const REVIEW_EDIT_DAYS = 14;

export const RECORD_MAX_BYTES = 5 * 1024 * 1024;
export const RECORD_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/webp"] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export const NOTE_MESSAGES = {
  doctorName: `Enter the doctor's name (2 to ${NOTE_NAME_MAX} characters)`,
  qualification: `Enter the doctor's qualification, e.g. MBBS, MD (2 to ${QUALIFICATION_MAX} characters)`,
  registrationNumber: `Enter the registration number (2 to ${REGISTRATION_MAX} characters)`,
  registrationCouncil: `The council's name must be at most ${COUNCIL_MAX} characters`,
  patientName: `Enter the patient's name (2 to ${NOTE_NAME_MAX} characters)`,
  patientAge: `Enter the patient's age in whole years (0 to ${PATIENT_AGE_MAX})`,
  date: "Please select a valid date",
  diagnosis: `Enter the diagnosis or provisional diagnosis (at most ${DIAGNOSIS_MAX} characters)`,
  medicinesMax: `A prescription can list at most ${MEDICINES_MAX} medicines`,
  medicineName: `Enter the medicine's name (at most ${MEDICINE_NAME_MAX} characters)`,
  strength: `Strength must be at most ${MEDICINE_FIELD_MAX} characters`,
  dose: `Enter the dose (at most ${MEDICINE_FIELD_MAX} characters)`,
  frequency: `Enter how often (at most ${MEDICINE_FIELD_MAX} characters)`,
  duration: `Enter for how long (at most ${MEDICINE_FIELD_MAX} characters)`,
  advice: `Advice must be less than ${ADVICE_MAX} characters`,
  followUp: `Follow-up must be less than ${FOLLOW_UP_MAX} characters`,
  visit: "Choose whether this is the patient's first consultation or a follow-up",
  summary: `Write a summary of the session (at most ${SUMMARY_MAX} characters)`,
  kindMismatch: "A medical consultation needs a prescription; other consultations need a session summary.",
  notCompleted: "Notes can be written once the consultation is completed.",
  editWindow: `Notes can be changed for ${NOTES_EDIT_DAYS} days after they are written.`,
  bookingNotFound: "Booking not found",
  noNotes: "No notes for this consultation yet.",
  saved: "Notes saved",
} as const;

export const REVIEW_MESSAGES = {
  stars: `Please choose 1 to ${REVIEW_STARS_MAX} stars`,
  text: `Review must be less than ${REVIEW_TEXT_MAX} characters`,
  already: "You have already reviewed this consultation.",
  notCompleted: "You can review a consultation once it is completed.",
  onlyClient: "Only the client of this consultation can review it.",
  editWindow: `A review can be changed for ${REVIEW_EDIT_DAYS} days after it is posted.`,
  notFound: "Booking not found",
  noReview: "You have not reviewed this consultation yet.",
  saved: "Thank you for your review",
  updated: "Your review is updated",
} as const;

export const RECORD_MESSAGES = {
  type: "Records must be PDF, JPEG, PNG or WebP files.",
  tooLarge: `Each record must be at most ${RECORD_MAX_BYTES / (1024 * 1024)} MB.`,
  empty: "The file is empty.",
  notFound: "Record not found",
  uploaded: "Record uploaded",
  deleted: "Record deleted",
} as const;

/**
 * Whether the consultation is the patient's first with this doctor for the condition or a follow-up
 * of one: the Telemedicine Practice Guidelines (2020) tell the two apart and the prescription says which.
 */
export const CONSULTATION_VISITS = ["first", "follow_up"] as const;
export type ConsultationVisit = (typeof CONSULTATION_VISITS)[number];
export const CONSULTATION_VISIT_LABELS: Record<ConsultationVisit, string> = { first: "First consultation", follow_up: "Follow-up consultation" };

/** Trimmed text of `min` to `max` characters (code points, as the database counts). */
const text = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .transform(stripNul)
    .transform((v) => v.trim())
    .refine((v) => charCount(v) >= min && charCount(v) <= max, message);

/** Optional text: blank is stored as null. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .transform(stripNul)
    .transform((v) => v.trim())
    .refine((v) => charCount(v) <= max, message)
    .nullish()
    .transform((v) => (v ? v : null));

export const medicineSchema = z.object({
  // Nothing of the guidelines' Prohibited List (docs/product.md#prescription-rules).
  name: text(1, MEDICINE_NAME_MAX, NOTE_MESSAGES.medicineName).superRefine((name, ctx) => {
    const listed = findProhibitedMedicine(name);
    if (listed) ctx.addIssue({ code: "custom", message: prohibitedMedicineMessage(name, listed) });
  }),
  strength: optionalText(MEDICINE_FIELD_MAX, NOTE_MESSAGES.strength),
  dose: text(1, MEDICINE_FIELD_MAX, NOTE_MESSAGES.dose),
  frequency: text(1, MEDICINE_FIELD_MAX, NOTE_MESSAGES.frequency),
  duration: text(1, MEDICINE_FIELD_MAX, NOTE_MESSAGES.duration),
});

/** The fields of a prescription under India's Telemedicine Practice Guidelines (2020). */
export const prescriptionSchema = z.object({
  kind: z.literal("prescription"),
  doctorName: text(2, NOTE_NAME_MAX, NOTE_MESSAGES.doctorName),
  qualification: text(2, QUALIFICATION_MAX, NOTE_MESSAGES.qualification),
  registrationNumber: text(2, REGISTRATION_MAX, NOTE_MESSAGES.registrationNumber),
  /** the State Medical Council or NMC; for a verified doctor the server writes the checked one */
  registrationCouncil: optionalText(COUNCIL_MAX, NOTE_MESSAGES.registrationCouncil),
  patientName: text(2, NOTE_NAME_MAX, NOTE_MESSAGES.patientName),
  patientGender: z.enum(["female", "male", "other"], { error: "Please choose the patient's gender" }).nullish().transform((v) => v ?? null),
  patientAge: z.number({ error: NOTE_MESSAGES.patientAge }).int(NOTE_MESSAGES.patientAge).min(0, NOTE_MESSAGES.patientAge).max(PATIENT_AGE_MAX, NOTE_MESSAGES.patientAge),
  date: z.string({ error: NOTE_MESSAGES.date }).refine(isIsoDate, NOTE_MESSAGES.date),
  visit: z.enum(CONSULTATION_VISITS, { error: NOTE_MESSAGES.visit }),
  diagnosis: text(1, DIAGNOSIS_MAX, NOTE_MESSAGES.diagnosis),
  medicines: z.array(medicineSchema).max(MEDICINES_MAX, NOTE_MESSAGES.medicinesMax),
  advice: optionalText(ADVICE_MAX, NOTE_MESSAGES.advice),
  followUp: optionalText(FOLLOW_UP_MAX, NOTE_MESSAGES.followUp),
});

export const summarySchema = z.object({
  kind: z.literal("summary"),
  summary: text(1, SUMMARY_MAX, NOTE_MESSAGES.summary),
  advice: optionalText(ADVICE_MAX, NOTE_MESSAGES.advice),
  followUp: optionalText(FOLLOW_UP_MAX, NOTE_MESSAGES.followUp),
});

export const noteSchema = z.discriminatedUnion("kind", [prescriptionSchema, summarySchema]);

export type PrescriptionInput = z.input<typeof prescriptionSchema>;
export type Prescription = z.output<typeof prescriptionSchema>;
export type SummaryInput = z.input<typeof summarySchema>;
export type Summary = z.output<typeof summarySchema>;
export type NoteValues = z.output<typeof noteSchema>;
export type NoteKind = NoteValues["kind"];

/** Which kind of notes a consultation of this category takes. */
export const noteKindFor = (category: string): NoteKind => (category === "medical" ? "prescription" : "summary");

export const reviewSchema = z.object({
  stars: z.number({ error: REVIEW_MESSAGES.stars }).int(REVIEW_MESSAGES.stars).min(1, REVIEW_MESSAGES.stars).max(REVIEW_STARS_MAX, REVIEW_MESSAGES.stars),
  text: optionalText(REVIEW_TEXT_MAX, REVIEW_MESSAGES.text),
});

export type ReviewInput = z.input<typeof reviewSchema>;
export type ReviewValues = z.output<typeof reviewSchema>;

/** A page of Medical Records or of an expert's reviews. */
export const pageQuerySchema = z.object({
  cursor: z.string().max(200, "Invalid page cursor").optional(),
});

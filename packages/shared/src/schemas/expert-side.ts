/**
 * The expert's side: applying to become an expert (with the professional registration each
 * category needs), weekly hours and days off, admin decisions, and booking status changes. One set
 * of schemas and messages for the forms and the server.
 */
import { formatRupees } from "../money.ts";
import { z } from "zod";
import { CATEGORIES, type Category } from "../categories.ts";
import {
  BIO_MAX,
  BOOKING_HORIZON_DAYS,
  CONSULTATION_FEE_MAX,
  CONSULTATION_FEE_MIN,
  DAYS_OFF_MAX,
  DOCUMENT_MAX_BYTES,
  DOCUMENTS_MAX,
  EDUCATION_MAX,
  EXPERIENCE_YEARS_MAX,
  LANGUAGE_MAX,
  LANGUAGES_MAX,
  NO_SHOW_AFTER_MINUTES,
  REASON_MAX,
  SPECIALIZATION_MAX,
  TIME_SLOTS,
  type BookingStatus,
  type TimeSlot,
} from "../constants.ts";
import { MARKING_WINDOW_HOURS } from "../booking-policy.ts";
import { charCount } from "../text.ts";
import { isMedicalCouncil } from "../medical-councils.ts";
import { ENROLMENT_DATE_MIN, isStateBarCouncil } from "../bar-councils.ts";
import { isIsoDate, isTimeSlot } from "./bookings.ts";

export const BIO_MIN = 20;

export const APPLICATION_MESSAGES = {
  categoryRequired: "Please choose a category",
  specialization: `Specialization must be 2 to ${SPECIALIZATION_MAX} characters`,
  experience: `Years of experience must be a whole number from 0 to ${EXPERIENCE_YEARS_MAX}`,
  fee: `Consultation fee must be a whole number of rupees from ${formatRupees(CONSULTATION_FEE_MIN)} to ${formatRupees(CONSULTATION_FEE_MAX)}`,
  bio: `Bio must be ${BIO_MIN} to ${BIO_MAX} characters`,
  education: `Education must be 2 to ${EDUCATION_MAX} characters`,
  languagesRequired: "Please add at least one language",
  languagesMax: `Please list at most ${LANGUAGES_MAX} languages`,
  language: `Each language must be 2 to ${LANGUAGE_MAX} characters`,
  medicalRegistration: "Enter your State Medical Council or NMC registration number (for example KMC-123456)",
  legalRegistration: "Enter your Bar Council enrolment number (for example MAH/1234/2015)",
  financialRegistration: "Enter your 6-digit ICAI membership number (for example 123456)",
  medicalCouncil: "Choose the State Medical Council or the NMC that registered you",
  barCouncil: "Choose the State Bar Council you are enrolled with",
  enrolmentDate: "Enter your date of enrolment as an advocate",
  enrolmentDateRange: "The date of enrolment must be from 1961 to today",
  enrolmentYear: "The year at the end of the enrolment number must be the year of your date of enrolment",
  registrationUnchecked: "Confirm that you checked the registration number with the council's register before approving this doctor.",
  techRegistration: "A certification or registration ID must be 2 to 50 letters, digits, spaces, - or /",
  alreadyOpen: "You already have an application under review.",
  alreadyExpert: "You are already a verified expert.",
  notFound: "Application not found",
  notOpen: "This application has already been decided.",
  documentType: "Documents must be PDF, JPEG or PNG files.",
  documentTooLarge: `Each document must be at most ${DOCUMENT_MAX_BYTES / (1024 * 1024)} MB.`,
  documentEmpty: "The document is empty.",
  documentsMax: `An application can carry at most ${DOCUMENTS_MAX} documents.`,
  documentNotFound: "Document not found",
} as const;

/** What each category asks for as its professional registration; IT asks for none. */
export const REGISTRATION_LABELS: Record<Category, { label: string; required: boolean }> = {
  medical: { label: "State Medical Council / NMC registration number", required: true },
  legal: { label: "Bar Council enrolment number", required: true },
  financial: { label: "ICAI membership number", required: true },
  tech: { label: "Certification or registration ID (optional)", required: false },
};

/**
 * Loose but meaningful: medical council numbers vary by state (KMC-123456, DMC/R/12345, 12345),
 * so letters, digits and separators with at least four digits; Bar Council enrolments are
 * STATE/number/year (MAH/1234/2015, D/123/2010); ICAI membership numbers are six digits.
 */
export const REGISTRATION_PATTERNS: Record<Category, RegExp> = {
  medical: /^(?=(?:\D*\d){4})[A-Z0-9][A-Z0-9 ./-]{2,28}[A-Z0-9]$/,
  legal: /^[A-Z]{1,5}\s?\/\s?\d{1,6}\s?\/\s?(19|20)\d{2}$/,
  financial: /^\d{6}$/,
  tech: /^[A-Z0-9][A-Z0-9 /-]{0,48}[A-Z0-9]$/,
};

const REGISTRATION_MESSAGES: Record<Category, string> = {
  medical: APPLICATION_MESSAGES.medicalRegistration,
  legal: APPLICATION_MESSAGES.legalRegistration,
  financial: APPLICATION_MESSAGES.financialRegistration,
  tech: APPLICATION_MESSAGES.techRegistration,
};

const text = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => charCount(v) >= min && charCount(v) <= max, message);

export const applicationSchema = z
  .object({
    category: z.enum(CATEGORIES, { error: APPLICATION_MESSAGES.categoryRequired }),
    specialization: text(2, SPECIALIZATION_MAX, APPLICATION_MESSAGES.specialization),
    experienceYears: z
      .number({ error: APPLICATION_MESSAGES.experience })
      .int(APPLICATION_MESSAGES.experience)
      .min(0, APPLICATION_MESSAGES.experience)
      .max(EXPERIENCE_YEARS_MAX, APPLICATION_MESSAGES.experience),
    consultationFee: z
      .number({ error: APPLICATION_MESSAGES.fee })
      .int(APPLICATION_MESSAGES.fee)
      .min(CONSULTATION_FEE_MIN, APPLICATION_MESSAGES.fee)
      .max(CONSULTATION_FEE_MAX, APPLICATION_MESSAGES.fee),
    bio: text(BIO_MIN, BIO_MAX, APPLICATION_MESSAGES.bio),
    education: text(2, EDUCATION_MAX, APPLICATION_MESSAGES.education),
    languages: z
      .array(text(2, LANGUAGE_MAX, APPLICATION_MESSAGES.language), { error: APPLICATION_MESSAGES.languagesRequired })
      .min(1, APPLICATION_MESSAGES.languagesRequired)
      .max(LANGUAGES_MAX, APPLICATION_MESSAGES.languagesMax)
      // the same language twice is kept once, in the order given
      .transform((list) => list.filter((l, i) => list.findIndex((m) => m.toLowerCase() === l.toLowerCase()) === i)),
    registrationNumber: z
      .string({ error: "Registration number must be text" })
      .trim()
      .max(60)
      .nullish()
      .transform((v) => (v ? v.toUpperCase() : null)),
    /** Doctors: one of MEDICAL_COUNCILS; lawyers: one of STATE_BAR_COUNCILS. Other categories' value is dropped. */
    registrationCouncil: z
      .string({ error: "Council must be text" })
      .trim()
      .max(100)
      .nullish()
      .transform((v) => v || null),
    /** Lawyers only: the date of enrolment (yyyy-MM-dd, docs/product.md#lawyers-enrolment). Other categories' value is dropped. */
    enrolledOn: z
      .string({ error: "Date of enrolment must be text" })
      .trim()
      .max(10, APPLICATION_MESSAGES.enrolmentDate)
      .nullish()
      .transform((v) => v || null),
  })
  .transform((value) => ({
    ...value,
    registrationCouncil: value.category === "medical" || value.category === "legal" ? value.registrationCouncil : null,
    enrolledOn: value.category === "legal" ? value.enrolledOn : null,
  }))
  .superRefine((value, ctx) => {
    const { category, registrationNumber, registrationCouncil } = value;
    if (category === "medical" && !(registrationCouncil && isMedicalCouncil(registrationCouncil))) {
      ctx.addIssue({ code: "custom", path: ["registrationCouncil"], message: APPLICATION_MESSAGES.medicalCouncil });
    }
    if (category === "legal") checkEnrolment(value, ctx);
    const rule = REGISTRATION_LABELS[category];
    if (!registrationNumber) {
      if (rule.required) ctx.addIssue({ code: "custom", path: ["registrationNumber"], message: REGISTRATION_MESSAGES[category] });
      return;
    }
    if (!REGISTRATION_PATTERNS[category].test(registrationNumber)) {
      ctx.addIssue({ code: "custom", path: ["registrationNumber"], message: REGISTRATION_MESSAGES[category] });
    }
  });

/** Today in India, as yyyy-MM-dd: a date of enrolment may not be later. */
const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** A lawyer's State Bar Council and date of enrolment; the enrolment number's year must be that date's. */
function checkEnrolment(value: { registrationNumber: string | null; registrationCouncil: string | null; enrolledOn: string | null }, ctx: z.RefinementCtx) {
  const { registrationNumber, registrationCouncil, enrolledOn } = value;
  if (!(registrationCouncil && isStateBarCouncil(registrationCouncil))) {
    ctx.addIssue({ code: "custom", path: ["registrationCouncil"], message: APPLICATION_MESSAGES.barCouncil });
  }
  if (!enrolledOn || !isIsoDate(enrolledOn)) {
    ctx.addIssue({ code: "custom", path: ["enrolledOn"], message: APPLICATION_MESSAGES.enrolmentDate });
    return;
  }
  if (enrolledOn < ENROLMENT_DATE_MIN || enrolledOn > todayInIndia()) {
    ctx.addIssue({ code: "custom", path: ["enrolledOn"], message: APPLICATION_MESSAGES.enrolmentDateRange });
    return;
  }
  const year = registrationNumber && REGISTRATION_PATTERNS.legal.test(registrationNumber) ? registrationNumber.slice(-4) : null;
  if (year && year !== enrolledOn.slice(0, 4)) {
    ctx.addIssue({ code: "custom", path: ["registrationNumber"], message: APPLICATION_MESSAGES.enrolmentYear });
  }
}

export type ApplicationInput = z.input<typeof applicationSchema>;
export type ApplicationValues = z.output<typeof applicationSchema>;
export const APPLICATION_STATUSES = ["submitted", "approved", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const REASON_MESSAGES = {
  required: "Please give a reason",
  max: `Reason must be less than ${REASON_MAX} characters`,
} as const;

const reason = z
  .string({ error: REASON_MESSAGES.required })
  .trim()
  .min(1, REASON_MESSAGES.required)
  .refine((v) => charCount(v) <= REASON_MAX, REASON_MESSAGES.max);
const optionalReason = z
  .string({ error: REASON_MESSAGES.max })
  .trim()
  .refine((v) => charCount(v) <= REASON_MAX, REASON_MESSAGES.max)
  .nullish()
  .transform((v) => v || null);

/** Rejecting an application, declining a booking and suspending an expert need a reason. */
export const requiredReasonSchema = z.object({ reason });
/**
 * Approving a doctor needs the admin's word that they checked the registration number with the
 * council's register (docs/product.md#doctors-registration); other approvals may leave it out.
 */
export const approveApplicationSchema = z
  .object({ reason: optionalReason, registrationChecked: z.boolean({ error: APPLICATION_MESSAGES.registrationUnchecked }).optional() })
  .default({ reason: null });
/** Approving, unsuspending and cancelling a booking may carry one. */
export const optionalReasonSchema = z.object({ reason: optionalReason }).default({ reason: null });

// ── Hours ────────────────────────────────────────────────────────────────────────────────────────

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type WeeklyHours = Record<Weekday, TimeSlot[]>;

export const HOURS_MESSAGES = {
  slot: "Please choose times from the listed slots",
  dayOff: "Please give days off as dates (yyyy-MM-dd)",
  daysOffMax: `Please list at most ${DAYS_OFF_MAX} days off`,
  available: "Please say whether you are taking bookings",
  outsideHours: "This time is outside the expert's hours.",
  dayOffBooking: "The expert is not taking bookings on this day.",
  beyondHorizon: `Bookings can be made at most ${BOOKING_HORIZON_DAYS} days ahead.`,
  notAnExpert: "You are not a verified expert.",
} as const;

/** All 18 slots open: one bit per slot (bit i = TIME_SLOTS[i]), the database's default. */
export const ALL_SLOTS_MASK = (1 << TIME_SLOTS.length) - 1;

export const slotsToMask = (slots: readonly string[]) =>
  slots.reduce((mask, s) => {
    const i = (TIME_SLOTS as readonly string[]).indexOf(s);
    return i < 0 ? mask : mask | (1 << i);
  }, 0);

export const maskToSlots = (mask: number): TimeSlot[] => TIME_SLOTS.filter((_, i) => (mask & (1 << i)) !== 0);

/** Monday-first masks (as stored) → slot lists by weekday. */
export const masksToWeekly = (masks: readonly number[]): WeeklyHours =>
  Object.fromEntries(WEEKDAYS.map((d, i) => [d, maskToSlots(masks[i] ?? 0)])) as WeeklyHours;

export const weeklyToMasks = (weekly: WeeklyHours): number[] => WEEKDAYS.map((d) => slotsToMask(weekly[d]));

const daySlots = z
  .array(z.string().refine(isTimeSlot, HOURS_MESSAGES.slot), { error: HOURS_MESSAGES.slot })
  .max(TIME_SLOTS.length, HOURS_MESSAGES.slot)
  .transform((list) => TIME_SLOTS.filter((s) => list.includes(s)));

export const hoursSchema = z.object({
  weekly: z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, daySlots])) as Record<Weekday, typeof daySlots>, {
    error: HOURS_MESSAGES.slot,
  }),
  daysOff: z
    .array(z.string().refine(isIsoDate, HOURS_MESSAGES.dayOff), { error: HOURS_MESSAGES.dayOff })
    .max(DAYS_OFF_MAX, HOURS_MESSAGES.daysOffMax)
    .transform((list) => [...new Set(list)].sort()),
  isAvailable: z.boolean({ error: HOURS_MESSAGES.available }),
});

export type HoursInput = z.input<typeof hoursSchema>;

// ── Booking status changes ───────────────────────────────────────────────────────────────────────

/** What the status of a booking reads as in "This booking was already …". */
const STATUS_PHRASE: Record<BookingStatus, string> = {
  pending: "still pending",
  confirmed: "confirmed",
  completed: "completed",
  cancelled: "cancelled",
  no_show: "marked as a no-show",
};

export const BOOKING_ACTION_MESSAGES = {
  notFound: "Booking not found",
  already: (status: BookingStatus) =>
    status === "pending" ? "This booking has not been confirmed yet." : `This booking was already ${STATUS_PHRASE[status]}.`,
  completeTooEarly: "A consultation can be marked completed only once it has started.",
  noShowTooEarly: `A client can be marked as a no-show only ${NO_SHOW_AFTER_MINUTES} minutes after the start time.`,
  cancelAfterStart: "This consultation has already started and can no longer be cancelled.",
  markWindowClosed: `This consultation ended more than ${MARKING_WINDOW_HOURS} hours ago, so it can no longer be marked completed or a no-show.`,
  changed: (status: BookingStatus) => `This booking was ${STATUS_PHRASE[status]} in the meantime. Please check it before cancelling.`,
} as const;

/** Declining a booking (the expert) needs a reason. */
export const declineBookingSchema = requiredReasonSchema;
/**
 * Cancelling may carry a reason and the status the person saw (expectedStatus): if the booking
 * has moved since (say the expert confirmed it), the cancel is refused rather than applied.
 */
export const cancelBookingSchema = z
  .object({
    reason: optionalReason,
    expectedStatus: z.enum(["pending", "confirmed"], { error: "expectedStatus must be pending or confirmed" }).optional(),
  })
  .default({ reason: null });
/** confirm, complete and no-show take no body; an optional reason is kept in the history. */
export const bookingActionSchema = z.object({ reason: optionalReason }).default({ reason: null });

export const BOOKING_ACTIONS = ["confirm", "decline", "complete", "no-show", "cancel"] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

// ── The desk's history ───────────────────────────────────────────────────────────────────────────

/**
 * The Past tab's filters (docs/product.md#consultation-mode): every ended booking, or those that
 * ended one way. Declined and cancelled by the expert are one filter: both are the expert's doing.
 */
export const PAST_FILTERS = ["all", "completed", "cancelled-by-client", "cancelled-by-me", "no-show", "expired"] as const;
export type PastFilter = (typeof PAST_FILTERS)[number];

export const PAST_MESSAGES = {
  filter: "Choose one of the listed filters",
  cursor: "Invalid page cursor",
} as const;

export const pastQuerySchema = z.object({
  filter: z.enum(PAST_FILTERS, { error: PAST_MESSAGES.filter }).default("all"),
  cursor: z.string({ error: PAST_MESSAGES.cursor }).max(200, PAST_MESSAGES.cursor).optional(),
});

import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useState, type FormEvent, type ReactNode } from "react";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "@/lib/toast.ts";
import {
  BOOKING_MESSAGES,
  bookingFormSchema,
  type BookingFormInput,
  type BookingFormValues,
  type CreateBookingInput,
} from "@expertconnect/shared/schemas/bookings";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { ApiError, errorMessage } from "@/lib/api-client.ts";
import { useSession } from "@/lib/session.ts";
import { useGoSignIn } from "@/lib/use-go-sign-in.ts";
import { formatRupees } from "@/lib/format.ts";
import { useCreateBooking } from "../api/create-booking.ts";
import { ConsultationTypeField } from "./consultation-type-field.tsx";
import { DateField } from "./date-field.tsx";
import { NotesField } from "./notes-field.tsx";
import { PatientField } from "./patient-field.tsx";
import { SlotGrid } from "./slot-grid.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** The schema's fields in the order the form shows them: the first failing one is the toast. */
const FIELD_ORDER = ["date", "time", "consultationType", "notes"] as const;

function firstMessage(errors: FieldErrors<BookingFormInput>): string {
  for (const field of FIELD_ORDER) {
    const message = errors[field]?.message;
    if (message) return message;
  }
  const patient = errors.patient as Record<string, { message?: string } | undefined> | undefined;
  const patientMessage = patient && Object.values(patient).find((e) => e?.message)?.message;
  if (patientMessage) return patientMessage;
  return BOOKING_MESSAGES.failed;
}

/** How much a 402 answer says the wallet is missing, with the booking it was for. */
export interface ShortBalance {
  shortByPaise: number;
  booking: CreateBookingInput;
}

const shortByOf = (err: unknown): number | null => {
  const short = err instanceof ApiError && err.status === 402 ? (err.body as { error?: { shortByPaise?: unknown } } | undefined)?.error?.shortByPaise : null;
  return typeof short === "number" && short > 0 ? short : null;
};

export function BookingForm({
  expertId,
  fee,
  available,
  initial,
  shortBalance,
  medical = false,
}: {
  /** a doctor's consultation: the client says who the patient is */
  medical?: boolean;
  expertId: string;
  fee: number;
  available: boolean;
  /** a slot chosen before the screen opened (a slot chip); the slot grid drops it if it is no longer free */
  initial?: { date: string; time: string };
  /** what to show when the wallet cannot pay (the route composes the wallet's offer to top up) */
  shortBalance?: (short: ShortBalance) => ReactNode;
}) {
  useLocale();
  const [short, setShort] = useState<ShortBalance | null>(null);
  const navigate = useNavigate();
  const signIn = useGoSignIn();
  const { data: session, isPending: sessionPending } = useSession();
  const booking = useCreateBooking();
  const form = useForm<BookingFormInput, unknown, BookingFormValues>({
    resolver: zodResolver(bookingFormSchema),
    defaultValues: { date: initial?.date ?? "", time: initial?.time ?? "", notes: "", ...(medical ? { patient: { for: "self" as const } } : {}) },
  });
  const [date, time, consultationType, notes] = useWatch({ control: form.control, name: ["date", "time", "consultationType", "notes"] });
  const setTime = useCallback((value: string) => form.setValue("time", value), [form]);

  const askToSignIn = () => {
    signIn(BOOKING_MESSAGES.loginRequired);
  };

  const submit = form.handleSubmit(
    async (values) => {
      setShort(null);
      try {
        await booking.mutateAsync({ expertId, ...values });
        toast.success(BOOKING_MESSAGES.success);
        void navigate("/bookings");
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) return askToSignIn();
        const shortByPaise = shortByOf(err);
        if (shortByPaise) setShort({ shortByPaise, booking: { expertId, ...values, notes: values.notes ?? "" } });
        toast.error(errorMessage(err, BOOKING_MESSAGES.failed));
        // Someone else took the slot, the user is busy then, or the slot has passed while the page
        // was open: choose again from a fresh grid.
        if (err instanceof ApiError && (err.status === 409 || err.message === BOOKING_MESSAGES.inPast)) setTime("");
      }
    },
    (errors) => toast.error(firstMessage(errors)),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!session && !sessionPending) {
      event.preventDefault();
      askToSignIn();
      return;
    }
    void submit(event);
  };

  const saving = booking.isPending || form.formState.isSubmitting;
  const ready = Boolean(date && time && consultationType);
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-label={m.booking_form_label()}>
      {!available ? (
        <p role="status" className="rounded-lg bg-muted p-3 text-sm">
          {m.booking_not_taking()}
        </p>
      ) : null}
      <DateField
        value={date}
        disabled={!available}
        onChange={(value) => {
          form.setValue("date", value);
          setTime("");
        }}
      />
      <SlotGrid expertId={expertId} date={date} value={time} onChange={setTime} disabled={!available} />
      <ConsultationTypeField value={consultationType} onChange={(value) => form.setValue("consultationType", value)} disabled={!available} />
      {medical ? <PatientField form={form} disabled={!available} /> : null}
      <NotesField length={notes?.length ?? 0} disabled={!available} {...form.register("notes")} />
      <NetworkButton type="submit" size="lg" className="w-full" disabled={!available || !ready || saving}>
        {saving ? m.booking_booking() : m.booking_confirm({ fee: formatRupees(fee) })}
      </NetworkButton>
      {short && shortBalance ? shortBalance(short) : null}
    </form>
  );
}

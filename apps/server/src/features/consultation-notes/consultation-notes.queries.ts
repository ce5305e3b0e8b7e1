/** An expert's notes on a completed booking (docs/product.md#reviews-and-prescriptions): read, write, and what a new form starts from. */
import { sql } from "drizzle-orm";
import type { Patient } from "@expertconnect/shared/schemas/bookings";
import { NOTES_EDIT_DAYS, type NoteValues } from "@expertconnect/shared/schemas/records";
import { rows, type Db, utcIso } from "../../db/client.ts";

export interface NoteContext {
  bookingId: string;
  status: string;
  scheduledAt: string;
  consultationType: string;
  clientId: string;
  expertUserId: string | null;
  category: string;
  expertName: string;
  expertEducation: string | null;
  /** the registration an admin checked when approving the expert (docs/product.md#doctors-registration) */
  registrationNumber: string | null;
  registrationCouncil: string | null;
  /** who the booking said the patient is (docs/product.md#the-patient) */
  patient: Patient | null;
  clientName: string | null;
  note: { kind: NoteValues["kind"]; body: NoteValues; createdAt: string; updatedAt: string; editableUntil: string; editable: boolean } | null;
}

/** The booking with its two people and its notes, or null when there is no such booking. */
export async function noteContext(db: Db, bookingId: string): Promise<NoteContext | null> {
  const [row] = await rows<{
    booking_id: string;
    status: string;
    scheduled_at: string;
    consultation_type: string;
    client_id: string;
    expert_user_id: string | null;
    category: string;
    expert_name: string;
    expert_education: string | null;
    registration_number: string | null;
    registration_council: string | null;
    patient: Patient | null;
    client_name: string | null;
    kind: NoteValues["kind"] | null;
    body: NoteValues | null;
    created_at: string | null;
    updated_at: string | null;
    editable_until: string | null;
    editable: boolean | null;
  }>(
    db,
    sql`select b.id as booking_id, b.status, ${utcIso("b.scheduled_at")} as scheduled_at, b.consultation_type,
          b.user_id as client_id, e.user_id as expert_user_id, e.category, e.name as expert_name, e.education as expert_education,
          e.registration_number, e.registration_council, b.patient,
          coalesce(nullif(btrim(p.full_name), ''), nullif(btrim(u.name), '')) as client_name,
          n.kind, n.body, ${utcIso("n.created_at")} as created_at, ${utcIso("n.updated_at")} as updated_at,
          ${utcIso(`(n.created_at + interval '${NOTES_EDIT_DAYS} days')`)} as editable_until,
          n.created_at > now() - make_interval(days => ${NOTES_EDIT_DAYS}) as editable
        from bookings b
        join experts e on e.id = b.expert_id
        join users u on u.id = b.user_id
        left join profiles p on p.id = b.user_id
        left join consultation_notes n on n.booking_id = b.id
        where b.id = ${bookingId}::uuid`,
  );
  if (!row) return null;
  return {
    bookingId: row.booking_id,
    status: row.status,
    scheduledAt: row.scheduled_at,
    consultationType: row.consultation_type,
    clientId: row.client_id,
    expertUserId: row.expert_user_id,
    category: row.category,
    expertName: row.expert_name,
    expertEducation: row.expert_education,
    registrationNumber: row.registration_number,
    registrationCouncil: row.registration_council,
    patient: row.patient,
    clientName: row.client_name,
    note:
      row.kind && row.body && row.created_at && row.updated_at && row.editable_until
        ? { kind: row.kind, body: row.body, createdAt: row.created_at, updatedAt: row.updated_at, editableUntil: row.editable_until, editable: row.editable === true }
        : null,
  };
}

/**
 * Writes or replaces the notes in one statement that itself checks what matters: the caller is the
 * booking's expert, the booking is completed, and notes written earlier are still within their
 * edit window. Returns false when any of those fails (the route says which from the context).
 */
export async function saveNote(db: Db, bookingId: string, expertUserId: string, note: NoteValues): Promise<boolean> {
  const saved = await rows(
    db,
    sql`insert into consultation_notes (booking_id, user_id, expert_id, kind, body)
        select b.id, b.user_id, b.expert_id, ${note.kind}, ${JSON.stringify(note)}::jsonb
        from bookings b join experts e on e.id = b.expert_id
        where b.id = ${bookingId}::uuid and e.user_id = ${expertUserId}::uuid and b.status = 'completed'
        on conflict (booking_id) do update set kind = excluded.kind, body = excluded.body, updated_at = now()
          where consultation_notes.created_at > now() - make_interval(days => ${NOTES_EDIT_DAYS})
        returning booking_id`,
  );
  return saved.length === 1;
}

/**
 * A user's medical records (docs/product.md#medical-records): the notes of their completed
 * consultations and the files they uploaded, one list newest first, private to them.
 */
import { and, eq, sql } from "drizzle-orm";
import { PAGE_SIZE } from "@expertconnect/shared/constants";
import type { Prescription } from "@expertconnect/shared/schemas/records";
import { rows, type Db, utcIso } from "../../db/client.ts";
import { medicalRecords } from "../../db/schema/index.ts";
import { encodeCursor, type Cursor } from "../../lib/cursor.ts";
import { lockAccount, type Refusal } from "../../lib/quotas/quota.ts";
import { storageRefusal } from "../../lib/quotas/storage-quota.ts";

const US = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

type Row = {
  type: "note" | "upload";
  id: string;
  at: string;
  note_kind: string | null;
  expert_name: string | null;
  category: string | null;
  scheduled_at: string | null;
  prescription: Pick<Prescription, "patientName" | "patientAge" | "registrationNumber" | "registrationCouncil"> & { visit: Prescription["visit"] | null } | null;
  file_name: string | null;
  mime_type: string | null;
  size_bytes: number | null;
};

export type RecordItem =
  | {
      type: "note";
      id: string;
      createdAt: string;
      kind: string;
      expertName: string;
      category: string;
      scheduledAt: string;
      /** what a prescription's row shows without opening the PDF: the patient, the doctor's registration, first or follow-up */
      prescription: Row["prescription"];
    }
  | { type: "upload"; id: string; createdAt: string; fileName: string; mimeType: string; sizeBytes: number };

/** One page of the list, newest first, after `cursor` (created_at with microseconds, id). */
export async function listRecords(db: Db, userId: string, cursor: Cursor | null) {
  const after = (at: string, id: string) => (cursor ? sql`and (${sql.raw(at)}, ${sql.raw(id)}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)` : sql``);
  const found = await rows<Row>(
    db,
    sql`select * from (
          (select 'note' as type, n.booking_id as id, n.created_at as sort_at, to_char(n.created_at at time zone 'UTC', ${sql.raw(US)}) as at,
                  n.kind as note_kind, e.name as expert_name, e.category,
                  ${utcIso("b.scheduled_at")} as scheduled_at,
                  case when n.kind = 'prescription' then jsonb_build_object(
                    'patientName', n.body->'patientName', 'patientAge', n.body->'patientAge', 'registrationNumber', n.body->'registrationNumber',
                    'registrationCouncil', n.body->'registrationCouncil', 'visit', n.body->'visit') end as prescription,
                  null::text as file_name, null::text as mime_type, null::integer as size_bytes
             from consultation_notes n
             join bookings b on b.id = n.booking_id
             join experts e on e.id = n.expert_id
            where n.user_id = ${userId}::uuid ${after("n.created_at", "n.booking_id")}
            order by n.created_at desc, n.booking_id desc limit ${PAGE_SIZE + 1})
          union all
          (select 'upload', r.id, r.created_at, to_char(r.created_at at time zone 'UTC', ${sql.raw(US)}),
                  null, null, null, null, null, r.file_name, r.mime_type, r.size_bytes
             from medical_records r
            where r.user_id = ${userId}::uuid ${after("r.created_at", "r.id")}
            order by r.created_at desc, r.id desc limit ${PAGE_SIZE + 1})
        ) x order by sort_at desc, id desc limit ${PAGE_SIZE + 1}`,
  );
  const page = found.slice(0, PAGE_SIZE);
  const items: RecordItem[] = page.map((r) =>
    r.type === "note"
      ? { type: "note", id: r.id, createdAt: r.at, kind: r.note_kind!, expertName: r.expert_name!, category: r.category!, scheduledAt: r.scheduled_at!, prescription: r.prescription }
      : { type: "upload", id: r.id, createdAt: r.at, fileName: r.file_name!, mimeType: r.mime_type!, sizeBytes: r.size_bytes! },
  );
  const last = page.at(-1);
  return { items, nextCursor: found.length > PAGE_SIZE && last ? encodeCursor(last.at, last.id) : null };
}

export interface StoredRecord {
  id: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  createdAt: Date;
}

/** Why `userId` may not keep one more record of `sizeBytes`, or null (docs/product.md#quotas). */
export const recordQuotaRefusal = (db: Db, userId: string, sizeBytes: number) => storageRefusal(db, userId, "record", sizeBytes);

/** Records the stored file if its owner's quotas have room, counted under their lock with the insert. */
export async function insertRecord(
  db: Db,
  r: { userId: string; storageKey: string; fileName: string; mimeType: string; sizeBytes: number },
): Promise<{ record: StoredRecord } | { refused: Refusal }> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockAccount(t, r.userId);
    const refused = await recordQuotaRefusal(t, r.userId, r.sizeBytes);
    if (refused) return { refused };
    const [row] = await tx
      .insert(medicalRecords)
      .values(r)
      .returning({ id: medicalRecords.id, fileName: medicalRecords.fileName, mimeType: medicalRecords.mimeType, sizeBytes: medicalRecords.sizeBytes, createdAt: medicalRecords.createdAt });
    return { record: row! };
  });
}

/** The owner's record, or null for a record that is not theirs or does not exist. */
export async function ownRecord(db: Db, id: string, userId: string) {
  const [row] = await db
    .select({ storageKey: medicalRecords.storageKey, fileName: medicalRecords.fileName, mimeType: medicalRecords.mimeType, sizeBytes: medicalRecords.sizeBytes })
    .from(medicalRecords)
    .where(and(eq(medicalRecords.id, id), eq(medicalRecords.userId, userId)));
  return row ?? null;
}

/** Deletes the owner's record; returns its storage key, or null. */
export async function deleteRecord(db: Db, id: string, userId: string) {
  const [row] = await db
    .delete(medicalRecords)
    .where(and(eq(medicalRecords.id, id), eq(medicalRecords.userId, userId)))
    .returning({ key: medicalRecords.storageKey });
  return row?.key ?? null;
}

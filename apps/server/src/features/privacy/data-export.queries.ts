/**
 * The requests for a copy of a person's data (table data_exports, docs/product.md#download-my-data):
 * asking, with the once-a-day limit counted under the account's lock in the asking transaction; the
 * list the Profile screen shows; and what the download may read.
 */
import { sql } from "drizzle-orm";
import { DATA_EXPORT_INTERVAL_HOURS, DATA_EXPORT_TTL_DAYS, type DataExportStatus } from "@expertconnect/shared/messages/data-export";
import { rows, utcIso, type Db } from "../../db/client.ts";
import type { JobQueue } from "../../lib/jobs/job-queue.ts";
import { lockAccount } from "../../lib/quotas/quota.ts";

export interface DataExportView {
  id: string;
  status: DataExportStatus;
  requestedAt: string;
  readyAt: string | null;
  expiresAt: string | null;
  sizeBytes: number | null;
}

interface ExportRow {
  id: string;
  status: DataExportStatus;
  requested_at: string;
  ready_at: string | null;
  expires_at: string | null;
  size_bytes: string | number | null;
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const COLUMNS = sql.raw(`id, status, ${iso("requested_at")} as requested_at, ${iso("ready_at")} as ready_at, ${iso("expires_at")} as expires_at, size_bytes`);

const view = (r: ExportRow): DataExportView => ({
  id: r.id,
  status: r.status,
  requestedAt: r.requested_at,
  readyAt: r.ready_at,
  expiresAt: r.expires_at,
  sizeBytes: r.size_bytes === null ? null : Number(r.size_bytes),
});

export type RequestResult = { ok: true; export: DataExportView } | { ok: false; retryAfterSeconds: number };

/**
 * Asks for a copy: refused while a request of the last DATA_EXPORT_INTERVAL_HOURS stands (a failed
 * one does not count), otherwise the row and its build job are written in one transaction.
 */
export async function requestExport(db: Db, jobs: JobQueue, userId: string): Promise<RequestResult> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const [recent] = await rows<{ wait: string | number }>(
      tx,
      sql`select extract(epoch from (requested_at + make_interval(hours => ${DATA_EXPORT_INTERVAL_HOURS}) - now())) as wait
          from data_exports
          where user_id = ${userId}::uuid and status <> 'failed'
            and requested_at > now() - make_interval(hours => ${DATA_EXPORT_INTERVAL_HOURS})
          order by requested_at desc limit 1`,
    );
    if (recent) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(Number(recent.wait))) };
    const [row] = await rows<ExportRow>(tx, sql`insert into data_exports (user_id) values (${userId}::uuid) returning ${COLUMNS}`);
    await jobs.enqueue("data-export-build", { exportId: row!.id }, { tx, singletonKey: row!.id });
    return { ok: true, export: view(row!) };
  });
}

/** The person's latest requests, newest first, and when they may ask again (null: now). */
export async function listExports(db: Db, userId: string): Promise<{ items: DataExportView[]; nextRequestAt: string | null }> {
  const list = await rows<ExportRow>(
    db,
    sql`select ${COLUMNS} from data_exports where user_id = ${userId}::uuid order by requested_at desc, id desc limit 5`,
  );
  const [next] = await rows<{ at: string }>(
    db,
    sql`select ${utcIso(`(requested_at + interval '${DATA_EXPORT_INTERVAL_HOURS} hours')`)} as at from data_exports
        where user_id = ${userId}::uuid and status <> 'failed' and requested_at > now() - make_interval(hours => ${DATA_EXPORT_INTERVAL_HOURS})
        order by requested_at desc limit 1`,
  );
  return { items: list.map(view), nextRequestAt: next?.at ?? null };
}

/** A ready, unexpired export of this owner's, or null (anyone else's, or gone: the same). */
export async function downloadableExport(db: Db, userId: string, exportId: string): Promise<{ storageKey: string; sizeBytes: number; readyAt: string } | null> {
  const [row] = await rows<{ storage_key: string; size_bytes: string | number; ready_at: string }>(
    db,
    sql`select storage_key, size_bytes, ${utcIso("ready_at")} as ready_at from data_exports
        where id = ${exportId}::uuid and user_id = ${userId}::uuid and status = 'ready' and expires_at > now()`,
  );
  return row ? { storageKey: row.storage_key, sizeBytes: Number(row.size_bytes), readyAt: row.ready_at } : null;
}

/** The export a build job is for, moved to building; null when there is nothing to build (done, expired, or the account is gone). */
export async function startBuilding(db: Db, exportId: string): Promise<{ userId: string } | null> {
  const [row] = await rows<{ user_id: string }>(
    db,
    sql`update data_exports set status = 'building' where id = ${exportId}::uuid and status in ('waiting', 'building') returning user_id`,
  );
  return row ? { userId: row.user_id } : null;
}

/** The ZIP is in storage: the export is ready until DATA_EXPORT_TTL_DAYS from now. Returns when it expires, or null if it was no longer being built. */
export async function markReady(tx: Db, exportId: string, storageKey: string, sizeBytes: number): Promise<{ expiresAt: Date } | null> {
  const [row] = await rows<{ expires_at: string }>(
    tx,
    sql`update data_exports set status = 'ready', storage_key = ${storageKey}, size_bytes = ${sizeBytes},
          ready_at = now(), expires_at = now() + make_interval(days => ${DATA_EXPORT_TTL_DAYS})
        where id = ${exportId}::uuid and status = 'building'
        returning ${utcIso("expires_at")} as expires_at`,
  );
  return row ? { expiresAt: new Date(row.expires_at) } : null;
}

export async function markFailed(db: Db, exportId: string): Promise<void> {
  await db.execute(sql`update data_exports set status = 'failed' where id = ${exportId}::uuid and status in ('waiting', 'building')`);
}

/**
 * The file of a ready export whose time is up, or null when there is nothing to delete yet. The
 * download already refuses it (expires_at has passed); the file goes first, then the row says so,
 * so a failure in between only repeats a delete.
 */
export async function expiredFile(db: Db, exportId: string): Promise<string | null> {
  const [row] = await rows<{ storage_key: string }>(
    db,
    sql`select storage_key from data_exports where id = ${exportId}::uuid and status = 'ready' and expires_at <= now()`,
  );
  return row?.storage_key ?? null;
}

export async function markExpired(db: Db, exportId: string): Promise<void> {
  await db.execute(sql`update data_exports set status = 'expired', storage_key = null where id = ${exportId}::uuid and status = 'ready' and expires_at <= now()`);
}

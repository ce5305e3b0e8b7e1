/**
 * The jobs behind "Download my data" (docs/product.md#download-my-data): building the ZIP of a
 * person's data into storage and telling them, and deleting it when its time is up. The ZIP is
 * written as a stream to a work file: JSON a page of rows at a time, stored files piped from storage
 * one after another, so neither a long history nor large videos are ever held in memory.
 */
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import yazl from "yazl";
import { DATA_EXPORT_TTL_DAYS } from "@expertconnect/shared/messages/data-export";
import { rows, type Db } from "../../db/client.ts";
import { accountLocale } from "../../lib/i18n/locale.ts";
import { notice } from "../../lib/i18n/notices.ts";
import type { JobQueue } from "../../lib/jobs/job-queue.ts";
import { JOB_POLICIES, type JobHandlers } from "../../lib/jobs/job-types.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Storage } from "../../lib/storage.ts";
import { noteContext } from "../consultation-notes/consultation-notes.queries.ts";
import { pdfFileName, renderNotePdf } from "../consultation-notes/consultation-notes.pdf.ts";
import { notifyInApp } from "../notifications/notify.ts";
import { EXPORT_EXCLUDED, EXPORT_SECTIONS, type ExportSection } from "./data-export.sections.ts";
import { expiredFile, markExpired, markFailed, markReady, startBuilding } from "./data-export.queries.ts";

/** Where the person finds their exports (the notification's link and the e-mail's). */
export const DATA_EXPORT_PATH = "/profile/my-data";
/** Rows read per query while writing a section's JSON. */
const PAGE_ROWS = 500;

export interface DataExportDeps {
  db: Db;
  jobs: JobQueue;
  storage: Storage;
  logger: Logger;
  config: { DATA_DIR: string; PUBLIC_URL: string; VAPID_PUBLIC_KEY?: string };
}

export const exportStorageKey = (userId: string, exportId: string) => `data-exports/${userId}/${exportId}.zip`;

/** A section's rows as one JSON array, read a page at a time as the ZIP asks for more. */
async function* sectionJson(db: Db, section: ExportSection, userId: string): AsyncGenerator<string> {
  yield "[";
  let first = true;
  for (let offset = 0; ; offset += PAGE_ROWS) {
    const page = await rows<{ row: unknown }>(db, sql`${section.query(userId)} limit ${PAGE_ROWS} offset ${offset}`);
    for (const { row } of page) {
      yield `${first ? "\n" : ",\n"}${JSON.stringify(row)}`;
      first = false;
    }
    if (page.length < PAGE_ROWS) break;
  }
  yield first ? "]\n" : "\n]\n";
}

/** A file name safe inside a ZIP on any system: no folders, no control characters. */
const safeName = (name: string) =>
  [...name]
    .map((ch) => (ch < " " || '\\/:*?"<>|'.includes(ch) ? "_" : ch))
    .join("")
    .slice(0, 120) || "file";

interface StoredFile {
  folder: string;
  id: string;
  name: string;
  key: string;
}

/** The person's stored files: medical records, application documents, videos and their thumbnails, message attachments. */
async function storedFiles(db: Db, userId: string): Promise<StoredFile[]> {
  return rows<StoredFile>(
    db,
    sql`select 'medical-records' as folder, id::text as id, file_name as name, storage_key as key from medical_records where user_id = ${userId}::uuid
        union all
        select 'application-documents', d.id::text, d.file_name, d.storage_key from expert_application_documents d
          join expert_applications a on a.id = d.application_id where a.user_id = ${userId}::uuid
        union all
        select 'videos', id::text, title || coalesce(substring(video_url from '\\.[A-Za-z0-9]+$'), ''), video_url from doctor_videos where doctor_id = ${userId}::uuid
        union all
        select 'videos', id::text, title || '-thumbnail' || coalesce(substring(thumbnail_url from '\\.[A-Za-z0-9]+$'), ''), thumbnail_url
          from doctor_videos where doctor_id = ${userId}::uuid and thumbnail_url is not null
        union all
        select 'message-attachments', m.id::text, coalesce(m.attachment_name, 'attachment'), m.attachment_key from messages m
          join conversations c on c.id = m.conversation_id
          where m.attachment_key is not null
            and (c.client_id = ${userId}::uuid or c.expert_id in (select id from experts where user_id = ${userId}::uuid))
        order by 1, 2`,
  );
}

/** Prescriptions and session summaries of the person's consultations (as client or expert), as the PDFs the app gives. */
async function notePdfs(db: Db, userId: string): Promise<{ path: string; bytes: Buffer }[]> {
  const notes = await rows<{ booking_id: string }>(
    db,
    sql`select n.booking_id from consultation_notes n
        where n.user_id = ${userId}::uuid or n.expert_id in (select id from experts where user_id = ${userId}::uuid)
        order by n.created_at, n.booking_id`,
  );
  const out: { path: string; bytes: Buffer }[] = [];
  const locale = notes.length ? await accountLocale(db, userId) : "en";
  for (const { booking_id } of notes) {
    const ctx = await noteContext(db, booking_id);
    if (!ctx?.note) continue;
    const meta = { ...ctx, updatedAt: ctx.note.updatedAt };
    out.push({ path: `files/prescriptions/${booking_id}-${safeName(pdfFileName(ctx.note.body, meta))}`, bytes: await renderNotePdf(ctx.note.body, meta, { locale }) });
  }
  return out;
}

function readme(sections: ExportSection[], missing: string[]): string {
  return [
    "Your data from ExpertConnect",
    "",
    "data/ holds one JSON file per kind of record, each a list of the rows kept about you:",
    ...sections.map((s) => `  data/${s.file}.json`),
    "files/ holds the files you uploaded or received: medical records, application documents, videos,",
    "message attachments, and the prescriptions and session summaries of your consultations as PDFs.",
    "",
    "Masked on purpose: a payout bank account shows only its last four digits and a UPI ID only its first",
    "letters; session tokens and browser push keys are left out.",
    "Not included, and why:",
    ...Object.entries(EXPORT_EXCLUDED).map(([table, why]) => `  ${table}: ${why}`),
    ...(missing.length ? ["", "These stored files could not be found and are missing from this copy:", ...missing.map((m) => `  ${m}`)] : []),
    "",
  ].join("\n");
}

/** Writes the person's ZIP to `target`, streaming; returns its size in bytes. */
export async function writeExportZip(deps: Pick<DataExportDeps, "db" | "storage">, userId: string, target: string, signal?: AbortSignal): Promise<number> {
  const { db, storage } = deps;
  const zip = new yazl.ZipFile();
  const written = pipeline(zip.outputStream, createWriteStream(target), { signal });
  for (const section of EXPORT_SECTIONS) {
    zip.addReadStreamLazy(`data/${section.file}.json`, (cb) => cb(null, Readable.from(sectionJson(db, section, userId))));
  }
  const missing: string[] = [];
  for (const file of await storedFiles(db, userId)) {
    const inZip = `files/${file.folder}/${file.id}-${safeName(file.name)}`;
    // Demo data's videos point at outside addresses rather than stored files: those are skipped.
    const stored = await storage.stat(file.key).catch(() => null);
    if (!stored) {
      missing.push(inZip);
      continue;
    }
    zip.addReadStreamLazy(inZip, { compress: false, size: stored.size }, (cb) => {
      storage.read(file.key).then(
        (body) => cb(null, Readable.fromWeb(body)),
        (err: unknown) => cb(err, undefined as unknown as NodeJS.ReadableStream),
      );
    });
  }
  for (const pdf of await notePdfs(db, userId)) zip.addBuffer(pdf.bytes, pdf.path);
  zip.addBuffer(Buffer.from(readme(EXPORT_SECTIONS, missing)), "README.txt");
  zip.end();
  await written;
  return (await fs.stat(target)).size;
}

export function createDataExportJobs(deps: DataExportDeps): Pick<JobHandlers, "data-export-build" | "data-export-expire"> {
  const { db, jobs, storage, logger, config } = deps;
  const workDir = path.join(config.DATA_DIR, "data-exports-work");

  async function build(exportId: string, signal: AbortSignal) {
    const started = await startBuilding(db, exportId);
    if (!started) return;
    const { userId } = started;
    await fs.mkdir(workDir, { recursive: true });
    const work = path.join(workDir, `${exportId}.zip`);
    const key = exportStorageKey(userId, exportId);
    try {
      const size = await writeExportZip(deps, userId, work, signal);
      // A retry after a crash between storing and marking ready finds the file of the earlier attempt.
      await storage.delete(key);
      await storage.putFile(key, work, "application/zip");
      const ready = await db.transaction(async (tx) => {
        const marked = await markReady(tx, exportId, key, size);
        if (!marked) return null;
        const ready = notice("data_export_ready", {});
        await notifyInApp(tx, jobs, Boolean(config.VAPID_PUBLIC_KEY), { userId, kind: "data_export_ready", ...ready, link: DATA_EXPORT_PATH });
        const url = new URL(DATA_EXPORT_PATH, config.PUBLIC_URL).toString();
        await jobs.enqueue("user-email", { userId, subject: ready.title, text: `${ready.body}\n\n${url}`, notice: { message: ready.message, url } }, { tx });
        await jobs.enqueue("data-export-expire", { exportId }, { tx, startAfter: marked.expiresAt, singletonKey: exportId });
        return marked;
      });
      // The account was deleted meanwhile (its rows went with it): the file goes too.
      if (!ready) await storage.delete(key);
      else logger.info({ exportId, size }, "data export ready");
    } finally {
      await fs.rm(work, { force: true });
    }
  }

  return {
    "data-export-build": async ({ exportId }, run) => {
      try {
        await build(exportId, run.signal);
      } catch (err) {
        // The last attempt: the person sees it failed and may ask again at once (a failed request does not count).
        if (run.attempt >= JOB_POLICIES["data-export-build"].retryLimit) await markFailed(db, exportId);
        throw err;
      }
    },
    "data-export-expire": async ({ exportId }) => {
      const key = await expiredFile(db, exportId);
      if (!key) return;
      await storage.delete(key);
      await markExpired(db, exportId);
      logger.info({ exportId, afterDays: DATA_EXPORT_TTL_DAYS }, "data export expired; file deleted");
    },
  };
}

/**
 * The daily clean-up of uploads, started by the process entry (server.ts) and called by tests with
 * their own clock: uploads unfinished or unsaved a day after they began lose their bytes, their
 * stored files and their record; files nothing records (and transcodes' work folders) are removed
 * once a day old; views older than yesterday are forgotten.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { videoUploads } from "../../db/schema/index.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Storage } from "../../lib/storage.ts";
import { recordedUploadIds, UPLOAD_TTL_MS, uploadsCreatedBefore } from "./feed.pending.ts";
import { removeTusUpload } from "./feed.tus.ts";
import { pruneViews, viewDay } from "./feed.views.ts";

export interface CleanupDeps {
  db: Db;
  storage: Storage;
  /** DATA_DIR/uploads/{tus,work} */
  dirs: { tus: string; work: string };
  logger: Logger;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function cleanUpUploads(deps: CleanupDeps, now: number): Promise<{ removed: number }> {
  const { db, storage, dirs } = deps;
  let removed = 0;
  for (;;) {
    const expired = await uploadsCreatedBefore(db, now - UPLOAD_TTL_MS);
    if (expired.length === 0) break;
    for (const upload of expired) {
      await removeTusUpload(dirs.tus, upload.id);
      // The row goes first: a save that holds it (feed.pending.ts) finishes before, and then the
      // row says "saved" and its files belong to the video.
      const [gone] = await db.delete(videoUploads).where(eq(videoUploads.id, upload.id)).returning();
      if (gone && gone.state !== "saved") {
        for (const key of [gone.videoKey, gone.thumbnailKey]) if (key) await storage.delete(key);
      }
      removed += 1;
    }
  }
  await removeUnrecordedFiles(deps, now);
  await pruneViews(db, viewDay(now - DAY_MS));
  return { removed };
}

/** Files in the upload folders that no record names (a crash between steps), once a day old. */
async function removeUnrecordedFiles({ db, dirs }: CleanupDeps, now: number): Promise<void> {
  for (const dir of [dirs.tus, dirs.work]) {
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    const old: Array<{ name: string; id: string }> = [];
    for (const name of names) {
      const info = await fs.stat(path.join(dir, name)).catch(() => null);
      if (info?.isFile() && now - info.mtimeMs > UPLOAD_TTL_MS) old.push({ name, id: name.replace(/\.(json|jpg|webp)$/, "") });
      // A transcode's work folder (feed.renditions.ts) left by an instance that stopped mid-run.
      if (info?.isDirectory() && name.startsWith("hls-") && now - info.mtimeMs > UPLOAD_TTL_MS) await fs.rm(path.join(dir, name), { recursive: true, force: true });
    }
    const recorded = await recordedUploadIds(db, old.map((f) => f.id));
    for (const file of old) if (!recorded.has(file.id)) await fs.rm(path.join(dir, file.name), { force: true });
  }
}

/** Runs the clean-up soon after start (a process restarted often would otherwise never get there), then hourly. */
export function startUploadCleanup(deps: CleanupDeps, timing = { firstAfterMs: 60_000, everyMs: 60 * 60 * 1000 }): { stop(): void } {
  const run = () =>
    void cleanUpUploads(deps, Date.now()).catch((err: unknown) => deps.logger.warn({ err }, "upload clean-up failed"));
  const first = setTimeout(run, timing.firstAfterMs);
  const timer = setInterval(run, timing.everyMs);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}

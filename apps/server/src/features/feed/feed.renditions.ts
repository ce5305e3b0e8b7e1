/**
 * The job that makes a saved video's HLS renditions (docs/product.md#video-page): it takes the
 * video for its run, copies the MP4 into a work folder, transcodes it (lib/hls.ts) while recording
 * its progress on the video row, stores the playlists and segments under a folder of this run, and
 * marks the video ready. The MP4 plays all along; a bad file or a transcode past its time limit
 * leaves the video failed, which its owner may retry. A video deleted meanwhile is noticed at the
 * next progress report: ffmpeg is killed and everything this run made is removed.
 */
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { FEED_MESSAGES } from "@expertconnect/shared/messages/feed";
import type { Db } from "../../db/client.ts";
import { hlsContentType, transcodeToHls } from "../../lib/hls.ts";
import { JOB_POLICIES, type JobRun } from "../../lib/jobs/job-types.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Storage } from "../../lib/storage.ts";
import { claimRenditions, endRun, markRendered, renditionsPrefix, reportProgress } from "./feed.renditions.queries.ts";

/**
 * How long one transcode may take: ten times the source's length (a 2-core machine under load
 * runs the four rungs at about real time), at least 10 minutes and at most 3 hours; then ffmpeg is
 * killed and the video marked failed.
 */
export const TRANSCODE_TIME_LIMIT = { perSourceSecondMs: 10_000, minMs: 10 * 60_000, maxMs: 3 * 60 * 60_000 } as const;

export function transcodeTimeLimitMs(durationSeconds: number | null): number {
  const { perSourceSecondMs, minMs, maxMs } = TRANSCODE_TIME_LIMIT;
  if (durationSeconds === null) return maxMs;
  return Math.min(maxMs, Math.max(minMs, durationSeconds * perSourceSecondMs));
}

export interface RenditionsDeps {
  db: Db;
  storage: Storage;
  logger: Logger;
  /** a folder for this instance's work files (DATA_DIR/uploads/work) */
  workDir: string;
  ffmpegPath: string;
  ffprobePath: string;
  /** in place of transcodeTimeLimitMs (tests) */
  timeLimitMs?: (durationSeconds: number | null) => number;
}

/** What the owner reads when a transcode did not work out. */
const FAILED = FEED_MESSAGES.processingFailed;

export function createRenditionsJob(deps: RenditionsDeps) {
  const { db, storage, logger } = deps;

  return async function makeRenditions(payload: { videoId: string }, job: JobRun): Promise<void> {
    const { videoId } = payload;
    const run = randomBytes(8).toString("hex");
    const claimed = await claimRenditions(db, videoId, job.id, run);
    // Deleted, or started again under another job: nothing for this one to do.
    if (!claimed) return;
    const log = logger.child({ videoId, run, job: job.id });
    const prefix = renditionsPrefix(claimed.ownerId, run);
    if (claimed.previousRun && claimed.previousRun !== run) {
      await storage.deletePrefix(renditionsPrefix(claimed.ownerId, claimed.previousRun)).catch((err: unknown) => log.warn({ err }, "an earlier run's renditions were not removed"));
    }
    const dir = path.join(deps.workDir, `hls-${run}`);
    const out = path.join(dir, "out");
    // Stops ffmpeg when the job is told to (time up, worker stopping) or the video goes.
    const stop = new AbortController();
    const onJobAbort = () => stop.abort();
    job.signal.addEventListener("abort", onJobAbort, { once: true });
    let gone = false;
    // Progress reports go one at a time, in order; the last is awaited before the video is marked ready.
    let reports = Promise.resolve();
    const report = (percent: number) => {
      reports = reports.then(async () => {
        if (gone) return;
        if (!(await reportProgress(db, videoId, run, percent))) {
          gone = true;
          stop.abort();
        }
      });
      return reports;
    };
    const removeStored = () => storage.deletePrefix(prefix).catch((err: unknown) => log.warn({ err }, "renditions not removed"));

    try {
      await fs.mkdir(out, { recursive: true });
      const source = path.join(dir, `source${path.extname(claimed.videoKey)}`);
      const body = await storage.read(claimed.videoKey);
      await pipeline(Readable.fromWeb(body), createWriteStream(source));
      const limit = (deps.timeLimitMs ?? transcodeTimeLimitMs)(claimed.durationSeconds);
      const started = Date.now();
      const outcome = await transcodeToHls({
        ffmpegPath: deps.ffmpegPath,
        ffprobePath: deps.ffprobePath,
        input: source,
        outDir: out,
        timeoutMs: limit,
        signal: stop.signal,
        onProgress: (percent) => void report(percent),
      });
      await reports;
      if (gone) {
        log.info("video deleted during its transcode; stopped and cleaned up");
        return;
      }
      if (!outcome.ok) {
        if (outcome.reason === "aborted") throw job.signal.reason instanceof Error ? job.signal.reason : new Error("transcode stopped");
        const detail = outcome.reason === "failed" ? outcome.detail : outcome.reason;
        log.warn({ reason: outcome.reason, detail, limitMs: limit }, "transcode failed; the video plays as its MP4");
        await endRun(db, videoId, run, { state: "failed", message: FAILED });
        return;
      }
      let bytes = 0;
      let reported = Date.now();
      for (const file of outcome.files) {
        const local = path.join(out, file);
        bytes += (await fs.stat(local)).size;
        await storage.putFile(`${prefix}/${file}`, local, hlsContentType(file));
        // Every second or so between files: alive, and still wanted.
        if (Date.now() - reported < 1000) continue;
        reported = Date.now();
        await report(99);
        if (gone) {
          await removeStored();
          log.info("video deleted while its renditions were stored; removed them");
          return;
        }
      }
      const ready = await markRendered(db, videoId, run, claimed.ownerId, { bytes, heights: outcome.rungs.map((r) => r.height) });
      if (ready !== "ready") await removeStored();
      log.info({ outcome: ready, rungs: outcome.rungs.map((r) => r.height), bytes, seconds: Math.round((Date.now() - started) / 100) / 10 }, "renditions done");
    } catch (err) {
      await reports.catch(() => undefined);
      await removeStored();
      // The worker stopping or a passing fault: back to waiting while the job has attempts left.
      const lastAttempt = job.attempt >= JOB_POLICIES["video-renditions"].retryLimit;
      if (!gone) await endRun(db, videoId, run, lastAttempt ? { state: "failed", message: FAILED } : { state: "waiting" }).catch(() => false);
      throw err;
    } finally {
      job.signal.removeEventListener("abort", onJobAbort);
      await fs.rm(dir, { recursive: true, force: true }).catch(() => undefined);
    }
  };
}

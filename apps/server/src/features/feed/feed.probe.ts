/**
 * Probing a finished upload: its container type from the first bytes (never the name or the
 * browser's word), a video stream and the duration from ffprobe, and a thumbnail from ffmpeg.
 * ffprobe and ffmpeg run through a bounded queue: a fixed number at a time per instance.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { FEED_MESSAGES } from "@expertconnect/shared/schemas/feed";
import type { Logger } from "../../lib/logger.ts";
import { detectVideoType, readHead, type MediaTools, type VideoType } from "../../lib/media.ts";
import { createWorkQueue, type WorkQueue } from "../../lib/work-queue.ts";

export interface ProbedVideo {
  type: VideoType;
  sizeBytes: number;
  /** whole seconds, or null when ffprobe is not installed */
  durationSeconds: number | null;
  /** a JPEG in the work directory, for the caller to store or remove; null when none was made */
  thumbnailPath: string | null;
}

export type ProbeOutcome = { ok: true; video: ProbedVideo } | { ok: false; message: string };

export interface VideoProber {
  probe(file: string, name: string): Promise<ProbeOutcome>;
  readonly queue: WorkQueue;
}

export function createVideoProber(options: { media: MediaTools; concurrency: number; workDir: string; logger: Logger }): VideoProber {
  const { media, workDir, logger } = options;
  const queue = createWorkQueue(options.concurrency);

  async function probe(file: string, name: string): Promise<ProbeOutcome> {
    const type = detectVideoType(await readHead(file));
    if (!type) return { ok: false, message: FEED_MESSAGES.unsupportedVideo };
    const { size } = await fs.stat(file);
    return queue.run(async (): Promise<ProbeOutcome> => {
      const probed = await media.probe(file);
      // A video header over anything else (or audio only) is refused: ffprobe must find a picture.
      if (probed.kind === "not-video") return { ok: false, message: FEED_MESSAGES.noVideoStream };
      if (probed.kind === "unavailable") logger.warn({ file: name }, "ffprobe is not installed: video accepted by its header alone");
      const seconds = probed.kind === "video" ? probed.durationSeconds : null;
      await fs.mkdir(workDir, { recursive: true });
      // WebP, or JPEG from an ffmpeg built without a WebP encoder.
      const at = seconds ? Math.min(1, seconds / 2) : 0;
      let thumbnail = path.join(workDir, `${name}.webp`);
      let made = await media.extractThumbnail(file, thumbnail, at);
      if (!made && probed.kind === "video") {
        thumbnail = path.join(workDir, `${name}.jpg`);
        made = await media.extractThumbnail(file, thumbnail, at);
      }
      return {
        ok: true,
        video: {
          type,
          sizeBytes: size,
          durationSeconds: seconds === null ? null : Math.round(seconds),
          thumbnailPath: made ? thumbnail : null,
        },
      };
    });
  }

  return { probe, queue };
}

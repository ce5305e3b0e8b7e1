/**
 * Where a finished upload is stored: doctor-videos/{user id}/{timestamp}.{ext}, named by the server,
 * with its thumbnail beside it as {timestamp}.webp (or .jpg, see feed.probe.ts). Storage never overwrites, so a clash (two uploads
 * of one account in the same millisecond) takes the next millisecond.
 */
import path from "node:path";
import type { Logger } from "../../lib/logger.ts";
import type { VideoType } from "../../lib/media.ts";
import { KeyExistsError, type Storage } from "../../lib/storage.ts";

export const videoKey = (ownerId: string, stamp: number, extension: string) => `doctor-videos/${ownerId}/${stamp}.${extension}`;

/** A thumbnail's type, from its key: WebP now, JPEG for those stored before. */
export const thumbnailMimeType = (key: string) => (key.endsWith(".webp") ? "image/webp" : "image/jpeg");

export interface StoredKeys {
  videoKey: string;
  thumbnailKey: string | null;
}

/** Moves the video (and its thumbnail, if any) into storage under fresh keys. */
export async function storeUnderNewKey(
  deps: { storage: Storage; logger: Logger },
  file: { ownerId: string; source: string; type: VideoType; thumbnailPath: string | null; now: number },
): Promise<StoredKeys> {
  const { storage, logger } = deps;
  let stamp = file.now;
  for (let attempt = 0; ; attempt++) {
    try {
      await storage.putFile(videoKey(file.ownerId, stamp, file.type.extension), file.source, file.type.mimeType);
      break;
    } catch (err) {
      if (!(err instanceof KeyExistsError) || attempt >= 20) throw err;
      stamp += 1;
    }
  }
  let thumbnailKey: string | null = null;
  if (file.thumbnailPath) {
    // The thumbnail keeps the extension feed.probe.ts gave it (.webp, or .jpg).
    const key = videoKey(file.ownerId, stamp, path.extname(file.thumbnailPath).slice(1));
    try {
      await storage.putFile(key, file.thumbnailPath, thumbnailMimeType(key));
      thumbnailKey = key;
    } catch (err) {
      logger.warn({ err, key }, "thumbnail not stored");
    }
  }
  return { videoKey: videoKey(file.ownerId, stamp, file.type.extension), thumbnailKey };
}

/**
 * The doctors' feed (docs/product.md#doctors-feed): the merged list of posts and videos, creating posts, resumable video
 * uploads (tus) finalized with a title, the video page's data and views, and range-served media.
 */
import { Hono, type TypedResponse } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { PAGE_SIZE } from "@expertconnect/shared/constants";
import { createPostSchema, feedQuerySchema, FEED_MESSAGES, finalizeVideoSchema, postsPerHourMessage } from "@expertconnect/shared/schemas/feed";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { badRequest, errorBody, isUuid, notFound, validate } from "../../lib/errors.ts";
import { createMediaTools, type MediaTools } from "../../lib/media.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { createStorage, type Storage } from "../../lib/storage.ts";
import { createFeedPageCache, type FeedResponse } from "./feed.cache.ts";
import { decodeTimeCursor, encodeCursor } from "../../lib/cursor.ts";
import { mediaResponse } from "./feed.media.ts";
import { saveUploadAsVideo } from "./feed.pending.ts";
import { createPost, getPost, getVideo, getVideoMedia, listFeed } from "./feed.queries.ts";
import { createUploads } from "./feed.uploads.ts";
import { newVisitor, recordView, viewDay, VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE, visitorFromCookie } from "./feed.views.ts";

export interface FeedOptions {
  storage?: Storage;
  media?: MediaTools;
}

const TUS_METHODS = ["POST", "PATCH", "HEAD", "DELETE", "OPTIONS", "GET"];

export function createFeedRoutes({ db, config, logger, now = Date.now }: Deps, options: FeedOptions = {}) {
  const storage = options.storage ?? createStorage(config);
  const media = options.media ?? createMediaTools({ ffprobePath: config.FFPROBE_PATH, ffmpegPath: config.FFMPEG_PATH });
  const uploads = createUploads({
    dataDir: config.DATA_DIR,
    publicUrl: config.PUBLIC_URL,
    maxBytes: config.MAX_UPLOAD_BYTES,
    processingConcurrency: config.VIDEO_PROCESSING_CONCURRENCY,
    storage,
    media,
    db,
    logger,
    now,
  });
  const secureCookies = config.PUBLIC_URL.startsWith("https://");
  const pages = createFeedPageCache(db);

  return new Hono<AppEnv>()
    .get("/", validate("query", feedQuerySchema), async (c) => {
      const { tab, cursor: rawCursor } = c.req.valid("query");
      const cursor = rawCursor ? decodeTimeCursor(rawCursor) : null;
      if (rawCursor && !cursor) throw badRequest("Invalid cursor");
      const json = await pages.get(`${tab}\n${rawCursor ?? ""}`, async () => {
        const page = await listFeed(db, tab, cursor, PAGE_SIZE);
        return { items: page.items, nextCursor: page.next ? encodeCursor(page.next.key, page.next.id) : null };
      });
      // Sent as kept; typed as the page, for the web app's typed client.
      return c.body(json, 200, { "content-type": "application/json" }) as unknown as TypedResponse<FeedResponse, 200, "json">;
    })
    .get("/upload-config", (c) => c.json({ maxBytes: config.MAX_UPLOAD_BYTES }))
    .post("/posts", requireAuth, validate("json", createPostSchema), async (c) => {
      const created = await createPost(db, c.get("user").id, c.req.valid("json").content, now());
      if (!("id" in created)) {
        const retryAfter = created.retryAfterSeconds;
        return c.json(errorBody(postsPerHourMessage(retryAfter)), 429, { "Retry-After": String(retryAfter) });
      }
      const post = await getPost(db, created.id);
      return c.json(post!, 201);
    })
    .post("/videos", requireAuth, validate("json", finalizeVideoSchema), async (c) => {
      const user = c.get("user");
      const { uploadId, title, description } = c.req.valid("json");
      await uploads.prepareToSave(uploadId, user.id);
      // A repeated or simultaneous save of the same upload answers the same video.
      const id = await saveUploadAsVideo(db, uploadId, user.id, { title, description });
      if (!id) throw notFound(FEED_MESSAGES.uploadNotFound);
      return c.json({ id }, 201);
    })
    .get("/videos/:id", async (c) => {
      const id = c.req.param("id");
      const video = isUuid(id) ? await getVideo(db, id) : null;
      if (!video) throw notFound(FEED_MESSAGES.videoNotFound);
      return c.json(video);
    })
    .post("/videos/:id/view", async (c) => {
      const id = c.req.param("id");
      if (!isUuid(id)) throw notFound(FEED_MESSAGES.videoNotFound);
      // One view per viewer and day: the account, or a visitor's signed cookie (set here if missing).
      const user = c.get("user");
      let viewer = user ? `u:${user.id}` : null;
      if (!viewer) {
        let visitor = visitorFromCookie(config.BETTER_AUTH_SECRET, getCookie(c, VISITOR_COOKIE));
        if (!visitor) {
          const fresh = newVisitor(config.BETTER_AUTH_SECRET);
          visitor = fresh.id;
          setCookie(c, VISITOR_COOKIE, fresh.cookie, {
            httpOnly: true,
            sameSite: "Lax",
            secure: secureCookies,
            path: "/api/feed",
            maxAge: VISITOR_COOKIE_MAX_AGE,
          });
        }
        viewer = `v:${visitor}`;
      }
      const viewsCount = await recordView(db, id, viewer, viewDay(now()));
      if (viewsCount === null) throw notFound(FEED_MESSAGES.videoNotFound);
      return c.json({ viewsCount });
    })
    .get("/media/:kind{videos|thumbnails}/:id", async (c) => {
      const id = c.req.param("id");
      const ref = isUuid(id) ? await getVideoMedia(db, id, c.req.param("kind") === "videos" ? "video" : "thumbnail") : null;
      const res = ref ? await mediaResponse(storage, ref.key, ref.mimeType, { method: c.req.method, range: c.req.header("range") }) : null;
      if (!res) throw notFound(FEED_MESSAGES.videoNotFound);
      return res;
    })
    .on(TUS_METHODS, ["/uploads", "/uploads/:id"], async (c) => {
      const user = c.get("user");
      if (c.req.method !== "OPTIONS" && !user) {
        if (c.req.method === "HEAD") return c.body(null, 401);
        return c.json(errorBody("Not authenticated"), 401);
      }
      return uploads.handle(c.req.raw, user?.id ?? "", c.req.param("id"));
    });
}

export type FeedRoutes = ReturnType<typeof createFeedRoutes>;

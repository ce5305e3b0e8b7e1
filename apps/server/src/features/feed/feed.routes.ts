/**
 * The doctors' feed (docs/product.md#doctors-feed): the merged list of posts and videos, creating posts, likes, resumable video
 * uploads (tus) finalized with a title, the video page's data and views, range-served media and
 * the HLS renditions of each video, their retry by the owner, and deleting a video; comments are
 * mounted from feed.comments.routes.ts.
 */
import { Hono, type Context, type TypedResponse } from "hono";
import { upgradeWebSocket } from "@hono/node-server";
import { getCookie, setCookie } from "hono/cookie";
import { PAGE_SIZE } from "@expertconnect/shared/constants";
import { authorFeedQuerySchema, createPostSchema, feedQuerySchema, FEED_MESSAGES, finalizeVideoSchema, postsPerHourMessage } from "@expertconnect/shared/schemas/feed";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { badRequest, conflict, errorBody, forbidden, isUuid, notFound, validate } from "../../lib/errors.ts";
import { HLS_FILE_RE, hlsContentType } from "../../lib/hls.ts";
import { createMediaTools, type MediaTools } from "../../lib/media.ts";
import { quotaRefused } from "../../lib/quotas/quota.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { socketUpgradeGuard } from "../../lib/realtime/browser-socket.ts";
import { createStorage, type Storage } from "../../lib/storage.ts";
import { createFeedPageCache, type FeedResponse } from "./feed.cache.ts";
import { decodeTimeCursor, encodeCursor } from "../../lib/cursor.ts";
import { createCommentRoutes } from "./feed.comments.routes.ts";
import { mediaResponse } from "./feed.media.ts";
import { saveUploadAsVideo } from "./feed.pending.ts";
import { deleteVideo, enqueueRenditions, readyRenditions, retryRenditions } from "./feed.renditions.queries.ts";
import { FOLLOW_MESSAGES } from "@expertconnect/shared/messages/follows";
import { feedSocketEvents } from "./feed.live.ts";
import { likedAmong, setLike, type LikeKind } from "./feed.likes.ts";
import { authorExists, createPost, getPost, getVideo, getVideoMedia, listFeed, listScopedFeed, type FeedScope } from "./feed.queries.ts";
import type { MediaViewer } from "./feed.media-access.ts";
import { isAdmin } from "../../lib/audit.ts";
import { createUploads } from "./feed.uploads.ts";
import { seesOwnLists } from "../../lib/visibility.ts";
import { newVisitor, recordView, viewDay, VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE, visitorFromCookie } from "./feed.views.ts";

export interface FeedOptions {
  storage?: Storage;
  media?: MediaTools;
}

const TUS_METHODS = ["POST", "PATCH", "HEAD", "DELETE", "OPTIONS", "GET"];

/**
 * A file's bytes never change, so a browser keeps it a year; but a moderator may hide its video, so
 * a shared cache (which cannot tell the author from anyone else) keeps it an hour only: a hidden
 * video's files stop being served from one within the hour.
 */
const MEDIA_CACHE = "public, max-age=31536000, immutable, s-maxage=3600";

const mediaViewer = (c: Context<AppEnv>): MediaViewer => {
  const user = c.get("user");
  return { id: user?.id ?? null, admin: isAdmin(user) };
};

/** A renditions run's name (feed.renditions.ts): 16 hex characters. */
const RUN_RE = /^[0-9a-f]{16}$/;

export function createFeedRoutes(deps: Deps, options: FeedOptions = {}) {
  const { db, config, logger, jobs, notify, now = Date.now } = deps;
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

  /** Like or unlike (docs/product.md#likes): the same answer however often it is repeated. */
  async function like(c: Context, kind: LikeKind, userId: string, liked: boolean) {
    const id = c.req.param("id") ?? "";
    const missing = kind === "post" ? FEED_MESSAGES.postNotFound : FEED_MESSAGES.videoNotFound;
    const result = isUuid(id) ? await setLike(db, notify, kind, id, userId, liked, now()) : null;
    if (!result) throw notFound(missing);
    if ("refused" in result) return quotaRefused(c, result.refused);
    return c.json(result, 200);
  }

  /**
   * A per-person list (docs/product.md#following-tab, #profiles): never cached, read with the
   * viewer's likes.
   */
  async function scoped(scope: FeedScope, rawCursor: string | undefined, viewerId: string | null): Promise<FeedResponse> {
    const cursor = rawCursor ? decodeTimeCursor(rawCursor) : null;
    if (rawCursor && !cursor) throw badRequest("Invalid cursor");
    const page = await listScopedFeed(db, scope, cursor, PAGE_SIZE, viewerId);
    const ids = (type: "post" | "video") => page.items.filter((item) => item.type === type).map((item) => item.id);
    const liked = viewerId ? await likedAmong(db, viewerId, ids("post"), ids("video")) : new Set<string>();
    return {
      items: page.items.map((item) => (liked.has(item.id) ? { ...item, likedByMe: true } : item)),
      nextCursor: page.next ? encodeCursor(page.next.key, page.next.id) : null,
    };
  }

  return new Hono<AppEnv>()
    .get("/", validate("query", feedQuerySchema), async (c) => {
      const { tab, cursor: rawCursor } = c.req.valid("query");
      if (tab === "following") {
        const user = c.get("user");
        if (!user) return c.json(errorBody(FOLLOW_MESSAGES.followingSignIn), 401);
        return c.json(await scoped({ follower: user.id }, rawCursor, user.id), 200);
      }
      const cursor = rawCursor ? decodeTimeCursor(rawCursor) : null;
      if (rawCursor && !cursor) throw badRequest("Invalid cursor");
      const viewerId = c.get("user")?.id ?? null;
      // Someone who blocked a person, or whose own item is hidden, sees a page of their own (docs/product.md#moderation).
      if (await seesOwnLists(db, viewerId, ["doctor_posts", "doctor_videos"])) {
        const page = await listFeed(db, tab, cursor, PAGE_SIZE, viewerId);
        const ids = (type: "post" | "video") => page.items.filter((item) => item.type === type).map((item) => item.id);
        const liked = await likedAmong(db, viewerId!, ids("post"), ids("video"));
        return c.json({
          items: page.items.map((item) => (liked.has(item.id) ? { ...item, likedByMe: true } : item)),
          nextCursor: page.next ? encodeCursor(page.next.key, page.next.id) : null,
        } satisfies FeedResponse, 200);
      }
      const json = await pages.get(`${tab}\n${rawCursor ?? ""}`, viewerId, async () => {
        const page = await listFeed(db, tab, cursor, PAGE_SIZE);
        return { items: page.items, nextCursor: page.next ? encodeCursor(page.next.key, page.next.id) : null };
      });
      // Sent as kept; typed as the page, for the web app's typed client.
      return c.body(json, 200, { "content-type": "application/json" }) as unknown as TypedResponse<FeedResponse, 200, "json">;
    })
    .get("/authors/:id", validate("query", authorFeedQuerySchema), async (c) => {
      const id = c.req.param("id");
      if (!isUuid(id) || !(await authorExists(db, id))) throw notFound(FOLLOW_MESSAGES.personNotFound);
      return c.json(await scoped({ author: id }, c.req.valid("query").cursor, c.get("user")?.id ?? null), 200);
    })
    // Live counts and comments of the posts and videos on screen (feed.live.ts).
    .get("/socket", socketUpgradeGuard(config.PUBLIC_URL), (c) => upgradeWebSocket(c, feedSocketEvents(deps, c.get("user").id)))
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
    .put("/posts/:id/like", requireAuth, (c) => like(c, "post", c.get("user").id, true))
    .delete("/posts/:id/like", requireAuth, (c) => like(c, "post", c.get("user").id, false))
    .put("/videos/:id/like", requireAuth, (c) => like(c, "video", c.get("user").id, true))
    .delete("/videos/:id/like", requireAuth, (c) => like(c, "video", c.get("user").id, false))
    .route("/", createCommentRoutes(deps))
    .post("/videos", requireAuth, validate("json", finalizeVideoSchema), async (c) => {
      const user = c.get("user");
      const { uploadId, title, description } = c.req.valid("json");
      await uploads.prepareToSave(uploadId, user.id);
      // A repeated or simultaneous save of the same upload answers the same video.
      // The video's other qualities are made by a job, queued with the video itself.
      const id = await saveUploadAsVideo(db, uploadId, user.id, { title, description }, (tx, videoId) => enqueueRenditions(jobs, tx, videoId));
      if (!id) throw notFound(FEED_MESSAGES.uploadNotFound);
      return c.json({ id }, 201);
    })
    .get("/videos/:id", async (c) => {
      const id = c.req.param("id");
      const video = isUuid(id) ? await getVideo(db, id, c.get("user")?.id ?? null) : null;
      if (!video) throw notFound(FEED_MESSAGES.videoNotFound);
      return c.json(video);
    })
    .delete("/videos/:id", requireAuth, async (c) => {
      const id = c.req.param("id");
      const deleted = isUuid(id) ? await deleteVideo(db, jobs, id, c.get("user").id) : "not-found";
      if (deleted === "not-found") throw notFound(FEED_MESSAGES.videoNotFound);
      if (deleted === "not-yours") throw forbidden(FEED_MESSAGES.videoNotYours);
      // The row is gone; its files follow (a transcode still running removes its own when it notices).
      for (const key of deleted.keys) await storage.delete(key).catch((err: unknown) => logger.warn({ err, key }, "video file not removed"));
      if (deleted.renditionsPrefix) await storage.deletePrefix(deleted.renditionsPrefix).catch((err: unknown) => logger.warn({ err }, "renditions not removed"));
      return c.json({ deleted: true });
    })
    .post("/videos/:id/renditions", requireAuth, async (c) => {
      const id = c.req.param("id");
      const outcome = isUuid(id) ? await retryRenditions(db, jobs, id, c.get("user").id) : "not-found";
      if (outcome === "not-found") throw notFound(FEED_MESSAGES.videoNotFound);
      if (outcome === "not-yours") throw forbidden(FEED_MESSAGES.videoNotYours);
      if (outcome === "not-failed") throw conflict(FEED_MESSAGES.processingNotFailed);
      return c.json((await getVideo(db, id, c.get("user").id))!.renditions, 202);
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
      const ref = isUuid(id) ? await getVideoMedia(db, id, c.req.param("kind") === "videos" ? "video" : "thumbnail", mediaViewer(c)) : null;
      const res = ref ? await mediaResponse(storage, ref.key, ref.mimeType, { method: c.req.method, range: c.req.header("range") }, MEDIA_CACHE) : null;
      if (!res) throw notFound(FEED_MESSAGES.videoNotFound);
      return res;
    })
    .get("/media/hls/:id/:run/:file", async (c) => {
      // The renditions follow the video's own rule: whoever may fetch its MP4 may fetch them.
      const { id, run, file } = c.req.param();
      const prefix = isUuid(id) && RUN_RE.test(run) && HLS_FILE_RE.test(file) ? await readyRenditions(db, id, run, mediaViewer(c)) : null;
      const key = prefix ? `${prefix}/${file}` : null;
      // A run's files never change; a playlist is kept a minute only, so a deleted or hidden video stops soon.
      const cache = file.endsWith(".m3u8") ? "public, max-age=60" : MEDIA_CACHE;
      const res = key ? await mediaResponse(storage, key, hlsContentType(file), { method: c.req.method, range: c.req.header("range") }, cache) : null;
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

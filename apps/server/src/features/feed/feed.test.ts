import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  POST_CONTENT_MAX,
  POSTS_PER_HOUR,
  UPLOADS_IN_PROGRESS_MAX,
  UPLOADS_PER_HOUR,
  STORAGE_FULL_RETRY_AFTER_SECONDS,
  VIDEO_STORAGE_BYTES_PER_USER,
} from "@expertconnect/shared/constants";
import { rows } from "../../db/client.ts";
import { doctorVideos, videoUploads } from "../../db/schema/index.ts";
import { createLocalStorage } from "../../lib/storage.ts";
import { startTestServer, TestClient, type TestServer } from "../../test/harness.ts";
import { cleanUpUploads } from "./feed.cleanup.ts";
import { uploadDirs } from "./feed.tus.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../..");
const FIXTURE = path.resolve(repoRoot, "fixtures/sample-1s.mp4");
const MAX_BYTES = 50_000;

let server: TestServer;
let dataDir: string;
let sample: Buffer;
/** The app's clock runs this far ahead of the real one; tests move it. */
let clockShift = 0;
const HOUR = 60 * 60 * 1000;

async function start(env: Record<string, string> = {}) {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "feed-test-"));
  server = await startTestServer({
    config: { DATA_DIR: dataDir, MAX_UPLOAD_BYTES: String(MAX_BYTES), ...env },
    now: () => Date.now() + clockShift,
  });
}

beforeEach(async () => {
  sample ??= await fs.readFile(FIXTURE);
  clockShift = 0;
  await start();
});

afterEach(async () => {
  await server.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** Every file under a directory, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

const b64 = (s: string) => Buffer.from(s).toString("base64");

/** tus protocol requests, made by hand. */
const tus = {
  /** creation-with-upload: the whole file in the creating request */
  createWith(client: TestClient, bytes: Uint8Array, filename = "clip.mp4") {
    return client.request("/api/feed/uploads", {
      method: "POST",
      headers: {
        "Tus-Resumable": "1.0.0",
        "Upload-Length": String(bytes.length),
        "Upload-Metadata": `filename ${b64(filename)}`,
        "Content-Type": "application/offset+octet-stream",
      },
      body: bytes,
    });
  },
  remove(client: TestClient, location: string) {
    return client.request(location, { method: "DELETE", headers: { "Tus-Resumable": "1.0.0" } });
  },
  create(client: TestClient, length: number, filename = "clip.mp4") {
    return client.request("/api/feed/uploads", {
      method: "POST",
      headers: {
        "Tus-Resumable": "1.0.0",
        "Upload-Length": String(length),
        "Upload-Metadata": `filename ${b64(filename)},filetype ${b64("video/mp4")},ownerId ${b64("someone-else")}`,
      },
    });
  },
  patch(client: TestClient, location: string, offset: number, bytes: Uint8Array) {
    return client.request(location, {
      method: "PATCH",
      headers: { "Tus-Resumable": "1.0.0", "Upload-Offset": String(offset), "Content-Type": "application/offset+octet-stream" },
      body: bytes,
    });
  },
  head(client: TestClient, location: string) {
    return client.request(location, { method: "HEAD", headers: { "Tus-Resumable": "1.0.0" } });
  },
};

async function createUpload(client: TestClient, length: number, filename?: string): Promise<{ location: string; uploadId: string }> {
  const res = await tus.create(client, length, filename);
  expect(res.status).toBe(201);
  const location = res.headers.get("location")!;
  expect(location).toMatch(/^\/api\/feed\/uploads\/[0-9a-f]{32}$/);
  return { location, uploadId: location.split("/").pop()! };
}

async function uploadWhole(client: TestClient, bytes: Uint8Array) {
  const upload = await createUpload(client, bytes.length);
  const res = await tus.patch(client, upload.location, 0, bytes);
  expect(res.status).toBe(204);
  expect(res.headers.get("upload-offset")).toBe(String(bytes.length));
  return upload;
}

async function finalize(client: TestClient, uploadId: string, title = "Knee exam basics", description?: string) {
  return client.post("/api/feed/videos", { uploadId, title, description });
}

async function uploadVideo(client: TestClient, title = "Knee exam basics"): Promise<string> {
  const { uploadId } = await uploadWhole(client, sample);
  const res = await finalize(client, uploadId, title);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

describe("posts", () => {
  it("needs a signed-in user", async () => {
    const res = await new TestClient(server.url).post("/api/feed/posts", { content: "Hello" });
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toBe("Not authenticated");
  });

  it("refuses blank and too long content with the documented messages", async () => {
    const client = new TestClient(server.url);
    await client.register("poster@example.in");
    const blank = await client.post("/api/feed/posts", { content: "  \n\t " });
    expect(blank.status).toBe(400);
    expect(await errorOf(blank)).toBe("Please write something");
    const long = await client.post("/api/feed/posts", { content: "x".repeat(POST_CONTENT_MAX + 1) });
    expect(long.status).toBe(400);
    expect(await errorOf(long)).toBe(`Post must be less than ${POST_CONTENT_MAX} characters`);
    const exact = await client.post("/api/feed/posts", { content: "y".repeat(POST_CONTENT_MAX) });
    expect(exact.status).toBe(201);
  });

  it("saves the trimmed text as it was typed, HTML included, and shows it first in the feed", async () => {
    const client = new TestClient(server.url);
    const userId = await client.register("html@example.in");
    const content = "<b>bold</b><img src=x onerror=alert(1)>\nline two";
    const res = await client.post("/api/feed/posts", { content: `  ${content}  ` });
    expect(res.status).toBe(201);
    const post = (await res.json()) as { id: string; content: string; author: { id: string; fullName: string | null } };
    expect(post.content).toBe(content);
    expect(post.author).toMatchObject({ id: userId, fullName: null });

    const feed = (await (await fetch(`${server.url}/api/feed?tab=posts`)).json()) as { items: Array<{ id: string; type: string; content: string }> };
    expect(feed.items[0]).toMatchObject({ id: post.id, type: "post", content });
  });
});

describe("feed pagination", () => {
  it("returns every post and video exactly once, newest first, across pages and tabs", async () => {
    const client = new TestClient(server.url);
    const doctor = await client.register("paging@example.in");
    const { db } = server.deps;
    // Rows a microsecond apart inside one millisecond, and posts and videos at identical times.
    await db.execute(sql`
      insert into doctor_posts (doctor_id, content, created_at)
      select ${doctor}::uuid, 'post ' || g, timestamptz '2026-01-01 00:00:00+00' + (g / 3) * interval '1 millisecond' + (g % 3) * interval '1 microsecond'
      from generate_series(1, 31) g`);
    await db.execute(sql`
      insert into doctor_videos (doctor_id, title, video_url, created_at)
      select ${doctor}::uuid, 'video ' || g, 'doctor-videos/' || ${doctor} || '/' || g || '.mp4',
        timestamptz '2026-01-01 00:00:00+00' + (g / 3) * interval '1 millisecond' + (g % 3) * interval '1 microsecond'
      from generate_series(1, 17) g`);

    async function walk(tab: string) {
      const seen: Array<{ id: string; type: string; createdAt: string }> = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `/api/feed?tab=${tab}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
        const res = await fetch(server.url + query);
        expect(res.status).toBe(200);
        const body = (await res.json()) as { items: typeof seen; nextCursor: string | null };
        expect(body.items.length).toBeLessThanOrEqual(20);
        seen.push(...body.items);
        cursor = body.nextCursor;
        pages += 1;
      } while (cursor && pages < 10);
      return { seen, pages };
    }

    const expected = await server.deps.db.execute(sql`
      select id::text from (
        select id, created_at from doctor_posts union all select id, created_at from doctor_videos
      ) u order by created_at desc, id desc`);
    const expectedIds = (expected as { rows: Array<{ id: string }> }).rows.map((r) => r.id);

    const all = await walk("all");
    expect(all.pages).toBe(3);
    expect(all.seen.map((i) => i.id)).toEqual(expectedIds);
    expect(new Set(all.seen.map((i) => i.id)).size).toBe(48);

    const posts = await walk("posts");
    expect(posts.seen).toHaveLength(31);
    expect(posts.seen.every((i) => i.type === "post")).toBe(true);
    expect(new Set(posts.seen.map((i) => i.id)).size).toBe(31);
    expect(posts.seen.map((i) => i.id)).toEqual(expectedIds.filter((id) => posts.seen.some((p) => p.id === id)));

    const videos = await walk("videos");
    expect(videos.seen).toHaveLength(17);
    expect(videos.pages).toBe(1);
    expect(videos.seen.every((i) => i.type === "video")).toBe(true);
  });

  it("answers 400 for a cursor it did not make and for an unknown tab", async () => {
    expect((await fetch(`${server.url}/api/feed?cursor=bogus`)).status).toBe(400);
    expect((await fetch(`${server.url}/api/feed?tab=doubts`)).status).toBe(400);
  });

  it("is empty when nothing was shared", async () => {
    const body = await (await fetch(`${server.url}/api/feed`)).json();
    expect(body).toEqual({ items: [], nextCursor: null });
  });
});

describe("video uploads", () => {
  it("announces the size limit", async () => {
    expect(await (await fetch(`${server.url}/api/feed/upload-config`)).json()).toEqual({ maxBytes: MAX_BYTES });
  });

  it("answers 401 to anyone signed out", async () => {
    const anon = new TestClient(server.url);
    const created = await tus.create(anon, 100);
    expect(created.status).toBe(401);
    expect(await errorOf(created)).toBe("Not authenticated");

    const owner = new TestClient(server.url);
    await owner.register("owner401@example.in");
    const { location } = await createUpload(owner, sample.length);
    const patched = await tus.patch(anon, location, 0, sample);
    expect(patched.status).toBe(401);
    expect((await tus.head(anon, location)).status).toBe(401);
    expect((await finalize(anon, location.split("/").pop()!)).status).toBe(401);
  });

  it("refuses an upload over the limit with 413 and a clear message", async () => {
    const client = new TestClient(server.url);
    await client.register("big@example.in");
    const res = await tus.create(client, MAX_BYTES + 1);
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toBe("This video is larger than the 48.8 KB limit.");
    expect(await filesUnder(path.join(dataDir, "uploads"))).toEqual([]);
  });

  it("refuses a file that is not a video even when named .mp4, leaving no file and no row", async () => {
    const client = new TestClient(server.url);
    await client.register("fake@example.in");
    const bytes = Buffer.from("<html><script>alert(1)</script></html>".repeat(20));
    const { location, uploadId } = await createUpload(client, bytes.length, "holiday.mp4");
    const res = await tus.patch(client, location, 0, bytes);
    expect(res.status).toBe(415);
    expect(await errorOf(res)).toBe("This file is not a supported video (MP4, MOV, AVI or WebM).");

    expect(await filesUnder(path.join(dataDir, "uploads"))).toEqual([]);
    expect(await filesUnder(path.join(dataDir, "storage"))).toEqual([]);
    const fin = await finalize(client, uploadId);
    expect(fin.status).toBe(404);
    expect(await server.deps.db.select().from(doctorVideos)).toEqual([]);
  });

  it("stores a real MP4 under the user's folder, with duration and thumbnail, and lists it", async () => {
    const client = new TestClient(server.url);
    const userId = await client.register("uploader@example.in");
    const { uploadId } = await uploadWhole(client, sample);

    const stored = await filesUnder(path.join(dataDir, "storage"));
    expect(stored).toHaveLength(2);
    const videoFile = stored.find((f) => f.endsWith(".mp4"))!;
    expect(videoFile).toMatch(new RegExp(`^doctor-videos/${userId}/\\d{13}\\.mp4$`));
    expect(stored).toContain(videoFile.replace(/\.mp4$/, ".webp"));
    expect((await fs.readFile(path.join(dataDir, "storage", videoFile))).equals(sample)).toBe(true);
    // A WebP image: a RIFF container of type WEBP.
    const webp = await fs.readFile(path.join(dataDir, "storage", videoFile.replace(/\.mp4$/, ".webp")));
    expect(webp.subarray(0, 4).toString("latin1")).toBe("RIFF");
    expect(webp.subarray(8, 12).toString("latin1")).toBe("WEBP");

    const blank = await finalize(client, uploadId, "   ");
    expect(blank.status).toBe(400);
    expect(await errorOf(blank)).toBe("Please enter a title");

    const res = await finalize(client, uploadId, "  Knee exam basics  ", "  How to examine a knee  ");
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    // Finalizing again answers the same video instead of a second row.
    expect(await (await finalize(client, uploadId)).json()).toEqual({ id });

    const video = (await (await fetch(`${server.url}/api/feed/videos/${id}`)).json()) as Record<string, unknown>;
    expect(video).toMatchObject({
      id,
      title: "Knee exam basics",
      description: "How to examine a knee",
      durationSeconds: 1,
      viewsCount: 0,
      mimeType: "video/mp4",
      streamUrl: `/api/feed/media/videos/${id}`,
      thumbnailUrl: `/api/feed/media/thumbnails/${id}`,
      author: { id: userId, fullName: null, avatarUrl: null, specialization: null },
    });
    const [row] = await server.deps.db.select().from(doctorVideos);
    // The thumbnail's bytes count in its owner's storage with the video's.
    expect(row).toMatchObject({ videoUrl: videoFile, sizeBytes: sample.length, thumbnailBytes: webp.length, doctorId: userId });

    const feed = (await (await fetch(`${server.url}/api/feed?tab=videos`)).json()) as { items: Array<Record<string, unknown>> };
    expect(feed.items).toEqual([expect.objectContaining({ type: "video", id, title: "Knee exam basics", durationSeconds: 1 })]);

    const thumb = await fetch(`${server.url}/api/feed/media/thumbnails/${id}`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get("content-type")).toBe("image/webp");
  });

  it("resumes an upload interrupted half-way from the offset the server reports", async () => {
    const client = new TestClient(server.url);
    const userId = await client.register("resume@example.in");
    const { location, uploadId } = await createUpload(client, sample.length);
    const half = Math.floor(sample.length / 2);

    // Send the first half, then drop the connection without finishing the request.
    const aborter = new AbortController();
    let pushed!: () => void;
    const firstHalfSent = new Promise<void>((resolve) => (pushed = resolve));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(sample.subarray(0, half));
        pushed();
      },
    });
    const interrupted = fetch(server.url + location, {
      method: "PATCH",
      headers: {
        cookie: client.cookieHeader,
        origin: server.url,
        "Tus-Resumable": "1.0.0",
        "Upload-Offset": "0",
        "Content-Type": "application/offset+octet-stream",
      },
      body,
      duplex: "half",
      signal: aborter.signal,
    }).catch(() => null);
    await firstHalfSent;
    await new Promise((r) => setTimeout(r, 300));
    aborter.abort();
    await interrupted;

    let offset = -1;
    for (let i = 0; i < 50 && offset !== half; i++) {
      const head = await tus.head(client, location);
      expect(head.status).toBe(200);
      offset = Number(head.headers.get("upload-offset"));
      if (offset !== half) await new Promise((r) => setTimeout(r, 100));
    }
    expect(offset).toBe(half);

    const rest = await tus.patch(client, location, offset, sample.subarray(offset));
    expect(rest.status).toBe(204);
    expect(rest.headers.get("upload-offset")).toBe(String(sample.length));
    expect((await finalize(client, uploadId)).status).toBe(201);
    const [row] = await server.deps.db.select().from(doctorVideos);
    expect(row!.videoUrl.startsWith(`doctor-videos/${userId}/`)).toBe(true);
    expect((await fs.readFile(path.join(dataDir, "storage", row!.videoUrl))).equals(sample)).toBe(true);
  });

  it("does not let another user continue, inspect or finalize your upload", async () => {
    const owner = new TestClient(server.url);
    await owner.register("mine@example.in");
    const other = new TestClient(server.url);
    await other.register("theirs@example.in");

    const { location, uploadId } = await createUpload(owner, sample.length);
    const patched = await tus.patch(other, location, 0, sample);
    expect(patched.status).toBe(403);
    expect(await errorOf(patched)).toBe("This upload belongs to another account.");
    expect((await tus.head(other, location)).status).toBe(403);
    expect((await other.request(location, { method: "DELETE", headers: { "Tus-Resumable": "1.0.0" } })).status).toBe(403);
    // The owner's upload is untouched.
    expect((await tus.head(owner, location)).headers.get("upload-offset")).toBe("0");

    expect((await tus.patch(owner, location, 0, sample)).status).toBe(204);
    const stolen = await finalize(other, uploadId);
    expect(stolen.status).toBe(403);
    expect(await server.deps.db.select().from(doctorVideos)).toEqual([]);
    expect((await finalize(owner, uploadId)).status).toBe(201);
  });

  it("clears finished uploads nobody saved after a day, and keeps saved videos", async () => {
    const client = new TestClient(server.url);
    await client.register("abandon@example.in");
    const saved = await uploadVideo(client, "Saved one");
    const abandoned = await uploadWhole(client, sample);
    const unfinished = await createUpload(client, sample.length);
    expect((await tus.patch(client, unfinished.location, 0, sample.subarray(0, 1000))).status).toBe(204);
    expect(await filesUnder(path.join(dataDir, "storage"))).toHaveLength(4);
    expect((await filesUnder(path.join(dataDir, "uploads", "tus"))).sort()).toEqual([unfinished.uploadId, `${unfinished.uploadId}.json`]);

    const { deps } = server;
    const cleanup = {
      db: deps.db,
      storage: createLocalStorage(path.join(dataDir, "storage")),
      dirs: uploadDirs(dataDir),
      logger: deps.logger,
    };
    await cleanUpUploads(cleanup, Date.now());
    expect(await filesUnder(path.join(dataDir, "storage"))).toHaveLength(4);
    expect(await deps.db.select().from(videoUploads)).toHaveLength(3);

    await cleanUpUploads(cleanup, Date.now() + 25 * 60 * 60 * 1000);
    const [row] = await deps.db.select().from(doctorVideos);
    expect(row!.id).toBe(saved);
    expect((await filesUnder(path.join(dataDir, "storage"))).sort()).toEqual([row!.thumbnailUrl, row!.videoUrl].sort());
    expect(await filesUnder(path.join(dataDir, "uploads"))).toEqual([]);
    expect(await deps.db.select().from(videoUploads)).toEqual([]);
    expect((await tus.head(client, unfinished.location)).status).toBe(404);
    expect((await finalize(client, abandoned.uploadId)).status).toBe(404);
    expect((await fetch(`${server.url}/api/feed/media/videos/${saved}`)).status).toBe(200);
  });

  it("still accepts the video when ffprobe and ffmpeg are missing", async () => {
    await server.close();
    await start({ FFPROBE_PATH: "/nonexistent/ffprobe", FFMPEG_PATH: "/nonexistent/ffmpeg" });
    const client = new TestClient(server.url);
    await client.register("noffmpeg@example.in");
    const id = await uploadVideo(client);
    const video = (await (await fetch(`${server.url}/api/feed/videos/${id}`)).json()) as Record<string, unknown>;
    expect(video).toMatchObject({ durationSeconds: null, thumbnailUrl: null });
    expect((await fetch(`${server.url}/api/feed/media/thumbnails/${id}`)).status).toBe(404);
  });
});

describe("video playback and views", () => {
  it("serves byte ranges with 206, the right bytes and headers, and 416 past the end", async () => {
    const client = new TestClient(server.url);
    await client.register("ranges@example.in");
    const id = await uploadVideo(client);
    const url = `${server.url}/api/feed/media/videos/${id}`;
    const size = sample.length;

    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(whole.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await whole.arrayBuffer()).equals(sample)).toBe(true);

    const first = await fetch(url, { headers: { range: "bytes=0-99" } });
    expect(first.status).toBe(206);
    expect(first.headers.get("content-range")).toBe(`bytes 0-99/${size}`);
    expect(first.headers.get("content-length")).toBe("100");
    expect(Buffer.from(await first.arrayBuffer()).equals(sample.subarray(0, 100))).toBe(true);

    const middle = await fetch(url, { headers: { range: "bytes=5000-" } });
    expect(middle.status).toBe(206);
    expect(middle.headers.get("content-range")).toBe(`bytes 5000-${size - 1}/${size}`);
    expect(Buffer.from(await middle.arrayBuffer()).equals(sample.subarray(5000))).toBe(true);

    const suffix = await fetch(url, { headers: { range: "bytes=-10" } });
    expect(suffix.status).toBe(206);
    expect(Buffer.from(await suffix.arrayBuffer()).equals(sample.subarray(size - 10))).toBe(true);

    const past = await fetch(url, { headers: { range: `bytes=${size}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${size}`);

    expect((await fetch(`${server.url}/api/feed/media/videos/${randomUUID()}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/feed/media/videos/..%2F..%2Fauth-secret`)).status).toBe(404);
  });

  it("counts a view once per viewer a day: signed in by account, signed out by a signed cookie", async () => {
    const owner = new TestClient(server.url);
    await owner.register("views@example.in");
    const id = await uploadVideo(owner);
    const view = (client: TestClient) => client.post(`/api/feed/videos/${id}/view`);
    const countOf = async (res: Response) => {
      expect(res.status).toBe(200);
      return ((await res.json()) as { viewsCount: number }).viewsCount;
    };
    const feedViews = async () =>
      ((await (await fetch(`${server.url}/api/feed?tab=videos`)).json()) as { items: Array<{ viewsCount: number }> }).items[0]!.viewsCount;
    expect(await feedViews()).toBe(0);

    // The same account, 20 times at once: one view.
    const reader = new TestClient(server.url);
    await reader.register("reader@example.in");
    const burst = await Promise.all(Array.from({ length: 20 }, () => view(reader)));
    expect(new Set(await Promise.all(burst.map(countOf)))).toEqual(new Set([1]));
    // The cached feed page shows the new count without a new version.
    expect(await feedViews()).toBe(1);

    // A visitor gets a signed cookie with the first view and is counted once with it.
    const visitor = new TestClient(server.url);
    const first = await view(visitor);
    expect(first.headers.get("set-cookie")).toMatch(/^ec_visitor=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/api\/feed; HttpOnly; SameSite=Lax$/);
    expect(await countOf(first)).toBe(2);
    expect(await countOf(await view(visitor))).toBe(2);

    // A made-up or altered cookie is not taken as anybody's: it is replaced, and counts as a new visitor.
    const cookie = visitor.cookieHeader.split("=")[1]!;
    const forged = `${cookie.slice(0, 22)}.${"A".repeat(43)}`;
    const tampered = await fetch(`${server.url}/api/feed/videos/${id}/view`, { method: "POST", headers: { cookie: `ec_visitor=${forged}` } });
    expect(tampered.headers.get("set-cookie")).not.toContain(forged);
    expect(await countOf(tampered)).toBe(3);

    // Different visitors at once each count.
    const visitors = await Promise.all(Array.from({ length: 10 }, () => fetch(`${server.url}/api/feed/videos/${id}/view`, { method: "POST" })));
    expect(visitors.every((r) => r.status === 200)).toBe(true);
    expect(await feedViews()).toBe(13);

    // The next day, the same account and visitor count again, once each.
    clockShift = 24 * HOUR;
    expect(await countOf(await view(reader))).toBe(14);
    expect(await countOf(await view(reader))).toBe(14);
    expect(await countOf(await view(visitor))).toBe(15);
    expect(await countOf(await view(visitor))).toBe(15);
    expect(((await (await fetch(`${server.url}/api/feed/videos/${id}`)).json()) as { viewsCount: number }).viewsCount).toBe(15);
    const [stored] = await rows<{ n: number }>(server.deps.db, sql`select count(*)::int as n from video_views where video_id = ${id}`);
    expect(stored!.n).toBe(15);
  });

  it("answers 404 'Video not found' for a missing or malformed id", async () => {
    for (const id of [randomUUID(), "not-a-uuid", "1%27%20or%201=1"]) {
      const res = await fetch(`${server.url}/api/feed/videos/${id}`);
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toBe("Video not found");
      expect((await fetch(`${server.url}/api/feed/videos/${id}/view`, { method: "POST" })).status).toBe(404);
    }
  });
});

describe("quotas", () => {
  const statuses = (responses: Response[]) => responses.map((r) => r.status).sort();

  it(`lets an account share ${POSTS_PER_HOUR} posts an hour, one at a time at the limit, then 429 with Retry-After`, async () => {
    const client = new TestClient(server.url);
    await client.register("busy-poster@example.in");
    for (let i = 1; i < POSTS_PER_HOUR; i++) expect((await client.post("/api/feed/posts", { content: `Post ${i}` })).status).toBe(201);
    // Twenty at once for the last place: exactly one gets it.
    const race = await Promise.all(Array.from({ length: 20 }, (_, i) => client.post("/api/feed/posts", { content: `Race ${i}` })));
    expect(statuses(race)).toEqual([201, ...Array<number>(19).fill(429)]);
    const refused = race.find((r) => r.status === 429)!;
    expect(await errorOf(refused)).toBe(`You can share at most ${POSTS_PER_HOUR} posts an hour. Please try again in 60 minutes.`);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const [count] = await rows<{ n: number }>(server.deps.db, sql`select count(*)::int as n from doctor_posts`);
    expect(count!.n).toBe(POSTS_PER_HOUR);

    // Another account is not held back, and an hour later this one may post again.
    const other = new TestClient(server.url);
    await other.register("calm-poster@example.in");
    expect((await other.post("/api/feed/posts", { content: "Hello" })).status).toBe(201);
    clockShift = HOUR + 1000;
    expect((await client.post("/api/feed/posts", { content: "Next hour" })).status).toBe(201);
  });

  it(`allows ${UPLOADS_IN_PROGRESS_MAX} uploads in progress per account, exactly one of parallel requests for the last place`, async () => {
    const client = new TestClient(server.url);
    await client.register("juggler@example.in");
    const held = [];
    for (let i = 1; i < UPLOADS_IN_PROGRESS_MAX; i++) held.push(await createUpload(client, sample.length));
    const race = await Promise.all(Array.from({ length: 4 }, () => tus.create(client, sample.length)));
    expect(statuses(race)).toEqual([201, 429, 429, 429]);
    const refused = race.find((r) => r.status === 429)!;
    expect(await errorOf(refused)).toBe(
      `You already have ${UPLOADS_IN_PROGRESS_MAX} uploads in progress. Finish or cancel one before starting another.`,
    );
    // At the latest, a place frees when the longest-idle upload has had no bytes for an hour.
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // Cancelling one frees its place; finishing one does too.
    expect((await tus.remove(client, held[0]!.location)).status).toBe(204);
    const next = await createUpload(client, sample.length);
    expect((await tus.create(client, sample.length)).status).toBe(429);
    expect((await tus.patch(client, next.location, 0, sample)).status).toBe(204);
    expect((await tus.create(client, sample.length)).status).toBe(201);
    // An upload with no bytes for an hour no longer holds a place.
    expect((await tus.create(client, sample.length)).status).toBe(429);
    clockShift = HOUR + 1000;
    expect((await tus.create(client, sample.length)).status).toBe(201);
  });

  it(`allows ${UPLOADS_PER_HOUR} uploads started an hour, cancelled ones included, then 429 with Retry-After`, async () => {
    const client = new TestClient(server.url);
    await client.register("hourly@example.in");
    for (let i = 1; i < UPLOADS_PER_HOUR; i++) {
      const { location } = await createUpload(client, sample.length);
      expect((await tus.remove(client, location)).status).toBe(204);
    }
    const race = await Promise.all(Array.from({ length: 3 }, () => tus.create(client, sample.length)));
    expect(statuses(race)).toEqual([201, 429, 429]);
    const refused = race.find((r) => r.status === 429)!;
    expect(await errorOf(refused)).toBe(`You can start at most ${UPLOADS_PER_HOUR} uploads an hour. Please try again in 60 minutes.`);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    clockShift = HOUR + 1000;
    expect((await tus.create(client, sample.length)).status).toBe(201);
  });

  it("keeps an account's saved and pending video bytes within its storage quota", async () => {
    const client = new TestClient(server.url);
    const userId = await client.register("hoarder@example.in");
    const room = 30_000;
    await server.deps.db.insert(doctorVideos).values({
      doctorId: userId,
      title: "Old long talk",
      videoUrl: `doctor-videos/${userId}/1.mp4`,
      sizeBytes: VIDEO_STORAGE_BYTES_PER_USER - room,
    });
    // An upload under way holds its declared size: 20,000 + 10,000 fill the room exactly.
    await createUpload(client, 20_000);
    await createUpload(client, room - 20_000);
    const over = await tus.create(client, 1);
    expect(over.status).toBe(429);
    expect(await errorOf(over)).toBe("This video does not fit in your 2 GB of video storage (2 GB used).");
    // Waiting frees no storage (deleting does): a day's Retry-After.
    expect(over.headers.get("retry-after")).toBe(String(STORAGE_FULL_RETRY_AFTER_SECONDS));
  });
});

describe("upload processing", () => {
  it("refuses an MP4 header followed by garbage with 415, removing the upload", async () => {
    const client = new TestClient(server.url);
    await client.register("garbage@example.in");
    const bytes = Buffer.concat([sample.subarray(0, 64), Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 251))]);
    const { location, uploadId } = await createUpload(client, bytes.length);
    const res = await tus.patch(client, location, 0, bytes);
    expect(res.status).toBe(415);
    expect(await errorOf(res)).toBe("This file has no video in it. Please choose a video file (MP4, MOV, AVI or WebM).");
    expect(await filesUnder(path.join(dataDir, "uploads"))).toEqual([]);
    expect(await filesUnder(path.join(dataDir, "storage"))).toEqual([]);
    const [record] = await server.deps.db.select().from(videoUploads);
    expect(record).toMatchObject({ id: uploadId, state: "removed", videoKey: null });
    expect((await tus.head(client, location)).status).toBe(404);
    expect((await finalize(client, uploadId)).status).toBe(404);
    expect(await server.deps.db.select().from(doctorVideos)).toEqual([]);
  });

  it("accepts the whole file in the creating request (creation-with-upload)", async () => {
    const client = new TestClient(server.url);
    const userId = await client.register("oneshot@example.in");
    const res = await tus.createWith(client, sample);
    expect(res.status).toBe(201);
    expect(res.headers.get("upload-offset")).toBe(String(sample.length));
    const location = res.headers.get("location")!;
    expect(location).toMatch(/^\/api\/feed\/uploads\/[0-9a-f]{32}$/);
    const uploadId = location.split("/").pop()!;
    // A client that lost that answer learns from HEAD that the upload is complete.
    const head = await tus.head(client, location);
    expect(head.status).toBe(200);
    expect(head.headers.get("upload-offset")).toBe(String(sample.length));

    const saved = await finalize(client, uploadId);
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: string };
    expect(await (await fetch(`${server.url}/api/feed/videos/${id}`)).json()).toMatchObject({ durationSeconds: 1, author: { id: userId } });
    expect(await filesUnder(path.join(dataDir, "uploads"))).toEqual([]);

    const fake = await tus.createWith(client, Buffer.from("not a video at all ".repeat(50)));
    expect(fake.status).toBe(415);
    expect(await errorOf(fake)).toBe("This file is not a supported video (MP4, MOV, AVI or WebM).");
    expect(await filesUnder(path.join(dataDir, "uploads"))).toEqual([]);
  });

  it("keeps the record of uploads waiting to be saved in the database, not on disk", async () => {
    const client = new TestClient(server.url);
    const userId = await client.register("record@example.in");
    const { location, uploadId } = await createUpload(client, sample.length);
    expect(await server.deps.db.select().from(videoUploads)).toEqual([
      expect.objectContaining({ id: uploadId, ownerId: userId, state: "uploading", sizeBytes: sample.length, videoKey: null }),
    ]);
    expect((await tus.patch(client, location, 0, sample)).status).toBe(204);
    const [ready] = await server.deps.db.select().from(videoUploads);
    expect(ready).toMatchObject({ state: "ready", mimeType: "video/mp4", durationSeconds: 1, videoId: null });
    expect(ready!.videoKey).toMatch(new RegExp(`^doctor-videos/${userId}/\\d{13}\\.mp4$`));
    expect(ready!.thumbnailKey).toBe(ready!.videoKey!.replace(/\.mp4$/, ".webp"));
    // Nothing about it is left in the upload folders: the bytes are in storage, the record in the database.
    expect(await filesUnder(path.join(dataDir, "uploads"))).toEqual([]);

    const { id } = (await (await finalize(client, uploadId)).json()) as { id: string };
    const [saved] = await server.deps.db.select().from(videoUploads);
    expect(saved).toMatchObject({ state: "saved", videoId: id });
    // Saving twice at once still makes one video.
    const again = await Promise.all([finalize(client, uploadId), finalize(client, uploadId)]);
    expect(await Promise.all(again.map((r) => r.json()))).toEqual([{ id }, { id }]);
    expect(await server.deps.db.select().from(doctorVideos)).toHaveLength(1);
  });

  it("probes at most VIDEO_PROCESSING_CONCURRENCY files at once; the others wait their turn", async () => {
    // An ffprobe that notes how many copies of it run at once, waits, then runs the real one.
    const probeDir = await fs.mkdtemp(path.join(os.tmpdir(), "probe-"));
    const script = path.join(probeDir, "ffprobe");
    await fs.writeFile(
      script,
      `#!/bin/sh\ntouch "${probeDir}/active.$$"\nls "${probeDir}" | grep -c '^active' >> "${probeDir}/log"\nsleep 0.5\nrm "${probeDir}/active.$$"\nexec ffprobe "$@"\n`,
      { mode: 0o755 },
    );
    await server.close();
    await start({ FFPROBE_PATH: script, VIDEO_PROCESSING_CONCURRENCY: "2" });
    const clients = [new TestClient(server.url), new TestClient(server.url)];
    await clients[0]!.register("queue-a@example.in");
    await clients[1]!.register("queue-b@example.in");
    const uploads = await Promise.all([0, 0, 1, 1].map(async (i) => ({ client: clients[i]!, ...(await createUpload(clients[i]!, sample.length)) })));

    const started = Date.now();
    const results = await Promise.all(uploads.map((u) => tus.patch(u.client, u.location, 0, sample)));
    const elapsed = Date.now() - started;
    expect(results.map((r) => r.status)).toEqual([204, 204, 204, 204]);
    const seen = (await fs.readFile(path.join(probeDir, "log"), "utf8")).trim().split("\n").map(Number);
    expect(seen).toHaveLength(4);
    expect(Math.max(...seen)).toBe(2);
    // Two rounds of two: at least two sleeps long.
    expect(elapsed).toBeGreaterThanOrEqual(1000);
    const durations = (await server.deps.db.select().from(videoUploads)).map((u) => u.durationSeconds);
    expect(durations).toEqual([1, 1, 1, 1]);
    await fs.rm(probeDir, { recursive: true, force: true });
  });

  it("stores a JPEG thumbnail, served as one, when this ffmpeg cannot write WebP", async () => {
    // An ffmpeg without a WebP encoder: it fails any .webp output and runs the real one otherwise.
    const toolDir = await fs.mkdtemp(path.join(os.tmpdir(), "ffmpeg-"));
    const script = path.join(toolDir, "ffmpeg");
    await fs.writeFile(script, `#!/bin/sh\nfor last; do :; done\ncase "$last" in *.webp) exit 1;; esac\nexec ffmpeg "$@"\n`, { mode: 0o755 });
    await server.close();
    await start({ FFMPEG_PATH: script });
    const client = new TestClient(server.url);
    await client.register("no-webp@example.in");
    const { uploadId } = await uploadWhole(client, sample);
    const stored = await filesUnder(path.join(dataDir, "storage"));
    const thumbnail = stored.find((f) => /\.(jpg|webp)$/.test(f));
    expect(thumbnail).toMatch(/\.jpg$/);
    const jpeg = await fs.readFile(path.join(dataDir, "storage", thumbnail!));
    expect([...jpeg.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    const res = await finalize(client, uploadId, "Knee exam basics");
    const { id } = (await res.json()) as { id: string };
    const thumb = await fetch(`${server.url}/api/feed/media/thumbnails/${id}`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get("content-type")).toBe("image/jpeg");
    await fs.rm(toolDir, { recursive: true, force: true });
  });
});

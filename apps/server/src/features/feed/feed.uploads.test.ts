/**
 * Video uploads by tus: who may upload, the size limit, storing a real MP4, resuming an interrupted
 * upload, other people's uploads, clearing abandoned ones, working without ffmpeg, and the upload
 * quotas (in progress, per hour, storage).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { STORAGE_FULL_RETRY_AFTER_SECONDS, UPLOADS_IN_PROGRESS_MAX, UPLOADS_PER_HOUR, VIDEO_STORAGE_BYTES_PER_USER } from "@expertconnect/shared/constants";
import { doctorVideos, videoUploads } from "../../db/schema/index.ts";
import { createLocalStorage } from "../../lib/storage.ts";
import { TestClient } from "../../test/harness.ts";
import { cleanUpUploads } from "./feed.cleanup.ts";
import {
  createUpload,
  dataDir,
  errorOf,
  filesUnder,
  finalize,
  HOUR,
  MAX_BYTES,
  restart,
  sample,
  server,
  shiftClock,
  tus,
  uploadVideo,
  uploadWhole,
  useFeedServer,
} from "./feed.test-support.ts";
import { uploadDirs } from "./feed.tus.ts";

useFeedServer();

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

    // Send the first half, then drop the connection without finishing the request, once the
    // server has every byte of that half.
    const aborter = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(sample.subarray(0, half));
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
    const received = path.join(uploadDirs(dataDir).tus, uploadId);
    await vi.waitFor(async () => expect((await fs.stat(received)).size).toBe(half), { timeout: 10_000, interval: 20 });
    aborter.abort();
    await interrupted;

    // HEAD waits for the interrupted request to let go of the upload, then says where it stands.
    const head = await tus.head(client, location);
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get("upload-offset"));
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
    await restart({ FFPROBE_PATH: "/nonexistent/ffprobe", FFMPEG_PATH: "/nonexistent/ffmpeg" });
    const client = new TestClient(server.url);
    await client.register("noffmpeg@example.in");
    const id = await uploadVideo(client);
    const video = (await (await fetch(`${server.url}/api/feed/videos/${id}`)).json()) as Record<string, unknown>;
    expect(video).toMatchObject({ durationSeconds: null, thumbnailUrl: null });
    expect((await fetch(`${server.url}/api/feed/media/thumbnails/${id}`)).status).toBe(404);
  });
});

describe("quotas", () => {
  const statuses = (responses: Response[]) => responses.map((r) => r.status).sort();

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
    shiftClock(HOUR + 1000);
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

    shiftClock(HOUR + 1000);
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

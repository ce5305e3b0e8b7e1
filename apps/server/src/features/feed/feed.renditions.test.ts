/**
 * HLS renditions of saved videos (docs/product.md#video-page), with the real ffmpeg: the ladder
 * never above the source, segments that decode, progress from 0 to 100, a bad file that leaves the
 * MP4 playing, a video deleted mid-transcode leaving no file, the owner's retry and delete, the
 * storage quota counting renditions, and one transcode with two instances on one database.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, rows, type Database } from "../../db/client.ts";
import { createJobHandlers } from "../../job-handlers.ts";
import { createJobQueue, type JobQueue } from "../../lib/jobs/job-queue.ts";
import type { JobHandlers } from "../../lib/jobs/job-types.ts";
import { storageUsage } from "../../lib/quotas/storage-quota.ts";
import { startTestServer, testDatabase, TestClient, usingPostgres, type TestServer } from "../../test/harness.ts";
import type { VideoDetail } from "./feed.queries.ts";
import { runDueJobs } from "../../test/job-clock.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../..");
const FIXTURE = path.resolve(repoRoot, "fixtures/sample-1s.mp4");

const ADMIN_EMAIL = "media-moderator@example.in";

let server: TestServer;
let dataDir: string;
let clipDir: string;
let fixture: Buffer;
/** 10 seconds of 1280×720 test pattern with a tone, made by ffmpeg for this file. */
let clip720: Buffer;

function run(command: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

beforeAll(async () => {
  fixture = await fs.readFile(FIXTURE);
  clipDir = await fs.mkdtemp(path.join(os.tmpdir(), "renditions-clip-"));
  const file = path.join(clipDir, "clip-720p.mp4");
  // The source only: fast settings are fine for making the test's input.
  const made = await run("ffmpeg", [
    "-v", "error", "-y",
    "-f", "lavfi", "-i", "testsrc=duration=10:size=1280x720:rate=25",
    "-f", "lavfi", "-i", "sine=frequency=440:duration=10",
    "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", file,
  ]);
  expect(made.code, made.stderr).toBe(0);
  clip720 = await fs.readFile(file);
}, 60_000);

afterAll(async () => {
  await fs.rm(clipDir, { recursive: true, force: true });
});

const extraQueues: JobQueue[] = [];
const extraDatabases: Database[] = [];

beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "renditions-test-"));
  started = false;
  server = await startTestServer({ config: { DATA_DIR: dataDir, ADMIN_EMAILS: ADMIN_EMAIL } });
});

afterEach(async () => {
  for (const q of extraQueues.splice(0)) await q.stop();
  for (const d of extraDatabases.splice(0)) await d.close();
  await server.deps.jobs.stop();
  await server.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const b64 = (s: string) => Buffer.from(s).toString("base64");

/** A whole upload by tus (creation-with-upload), saved with a title; the video's id. */
async function uploadVideo(client: TestClient, bytes: Uint8Array, title = "Knee exam basics"): Promise<string> {
  const created = await client.request("/api/feed/uploads", {
    method: "POST",
    headers: {
      "Tus-Resumable": "1.0.0",
      "Upload-Length": String(bytes.length),
      "Upload-Metadata": `filename ${b64("clip.mp4")}`,
      "Content-Type": "application/offset+octet-stream",
    },
    body: bytes,
  });
  expect(created.status).toBe(201);
  const uploadId = created.headers.get("location")!.split("/").pop()!;
  const saved = await client.post("/api/feed/videos", { uploadId, title });
  expect(saved.status).toBe(201);
  return ((await saved.json()) as { id: string }).id;
}

const detail = async (id: string) => (await (await fetch(`${server.url}/api/feed/videos/${id}`)).json()) as VideoDetail;

let started = false;
async function drain(jobs: JobQueue = server.deps.jobs) {
  if (!started && jobs === server.deps.jobs) jobs.start(createJobHandlers(server.deps), { polling: false });
  started = true;
  await runDueJobs(jobs);
}

interface Variant {
  uri: string;
  bandwidth: number;
  width: number;
  height: number;
  codecs: string;
}

function parseMaster(text: string): Variant[] {
  const lines = text.split("\n").map((l) => l.trim());
  const variants: Variant[] = [];
  lines.forEach((line, i) => {
    if (!line.startsWith("#EXT-X-STREAM-INF:")) return;
    const resolution = /RESOLUTION=(\d+)x(\d+)/.exec(line)!;
    variants.push({
      uri: lines.slice(i + 1).find((l) => l && !l.startsWith("#"))!,
      bandwidth: Number(/BANDWIDTH=(\d+)/.exec(line)![1]),
      width: Number(resolution[1]),
      height: Number(resolution[2]),
      codecs: /CODECS="([^"]+)"/.exec(line)![1]!,
    });
  });
  return variants;
}

/** ffprobe decodes every frame of a variant, fetched through the server by its playlist. */
async function decodeVariant(url: string): Promise<{ width: number; height: number; frames: number }> {
  const probed = await run("ffprobe", [
    "-v", "error", "-count_frames", "-select_streams", "v:0",
    "-show_entries", "stream=width,height,nb_read_frames", "-of", "json", url,
  ]);
  expect(probed.code, probed.stderr).toBe(0);
  expect(probed.stderr.trim(), "ffprobe reported decoding errors").toBe("");
  const stream = (JSON.parse(probed.stdout) as { streams: Array<{ width: number; height: number; nb_read_frames: string }> }).streams[0]!;
  return { width: stream.width, height: stream.height, frames: Number(stream.nb_read_frames) };
}

async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}
const storedFor = (ownerId: string) => filesUnder(path.join(dataDir, "storage", "doctor-videos", ownerId));
const workFolders = async () => (await fs.readdir(path.join(dataDir, "uploads", "work")).catch(() => [] as string[])).filter((n) => n.startsWith("hls-"));

const stateOf = async (id: string) =>
  (await rows<{ state: string; percent: number }>(server.deps.db, sql`select renditions_state as state, renditions_percent as percent from doctor_videos where id = ${id}::uuid`))[0];

describe("renditions", () => {
  it("the 1-second fixture (160×120): one rung at its own size, served with the right types and caches, and it decodes", async () => {
    const client = new TestClient(server.url);
    await client.register("fixture@example.in");
    const id = await uploadVideo(client, fixture);
    expect((await detail(id)).renditions).toEqual({ status: "processing", percent: 0, playlistUrl: null, heights: [], failedMessage: null });

    await drain();
    const { renditions } = await detail(id);
    expect(renditions.status).toBe("ready");
    expect(renditions.percent).toBe(100);
    expect(renditions.heights).toEqual([120]);
    const master = await fetch(server.url + renditions.playlistUrl!);
    expect(master.status).toBe(200);
    expect(master.headers.get("content-type")).toBe("application/vnd.apple.mpegurl");
    expect(master.headers.get("cache-control")).toBe("public, max-age=60");
    const variants = parseMaster(await master.text());
    expect(variants.map((v) => [v.width, v.height])).toEqual([[160, 120]]);
    expect(variants[0]!.codecs).toMatch(/^avc1\.4d[0-9a-f]{4},mp4a\.40\.2$/);

    const base = server.url + renditions.playlistUrl!.replace(/master\.m3u8$/, "");
    const playlist = await (await fetch(base + variants[0]!.uri)).text();
    expect(playlist).toContain("#EXT-X-PLAYLIST-TYPE:VOD");
    const segment = playlist.split("\n").find((l) => l.endsWith(".m4s"))!;
    const seg = await fetch(base + segment);
    expect(seg.headers.get("content-type")).toBe("video/iso.segment");
    expect(seg.headers.get("cache-control")).toBe("public, max-age=31536000, immutable, s-maxage=3600");
    const init = await fetch(base + "120p_init.mp4");
    expect(init.headers.get("content-type")).toBe("video/mp4");
    // Only the names a transcode writes, under the video's ready run.
    for (const bad of ["../master.m3u8", "master.m3u8.bak", "source.mp4"]) expect((await fetch(base + encodeURIComponent(bad))).status).toBe(404);
    expect((await fetch(server.url + renditions.playlistUrl!.replace(/\/[0-9a-f]{16}\//, "/0123456789abcdef/"))).status).toBe(404);

    const decoded = await decodeVariant(base + variants[0]!.uri);
    expect(decoded).toMatchObject({ width: 160, height: 120 });
    expect(decoded.frames).toBeGreaterThan(0);
    expect(await workFolders()).toEqual([]);
  }, 60_000);

  it("a video hidden by moderators: its MP4, poster and renditions are served to its author and the admins only (404 to others), and to all again once restored", async () => {
    const author = new TestClient(server.url);
    await author.register("hidden-media@example.in");
    const other = new TestClient(server.url);
    await other.register("hidden-media-viewer@example.in");
    const admin = new TestClient(server.url);
    await admin.register(ADMIN_EMAIL);
    const id = await uploadVideo(author, fixture);
    await drain();
    const video = await detail(id);
    expect(video.renditions.status).toBe("ready");
    const base = video.renditions.playlistUrl!.replace(/master\.m3u8$/, "");
    const urls = [video.streamUrl, video.renditions.playlistUrl!, `${base}120p_init.mp4`, ...(video.thumbnailUrl ? [video.thumbnailUrl] : [])];
    const statuses = async (who: TestClient | null) =>
      Promise.all(urls.map(async (url) => (await (who ? who.get(url) : fetch(server.url + url))).status));
    const decide = (action: "hide" | "restore") => admin.post(`/api/admin/reports/video/${id}/decision`, { action });

    expect(await statuses(other)).toEqual(urls.map(() => 200));
    expect((await decide("hide")).status).toBe(200);
    expect(await statuses(other)).toEqual(urls.map(() => 404));
    expect(await statuses(null)).toEqual(urls.map(() => 404));
    expect(await statuses(author)).toEqual(urls.map(() => 200));
    expect(await statuses(admin)).toEqual(urls.map(() => 200));

    expect((await decide("restore")).status).toBe(200);
    expect(await statuses(other)).toEqual(urls.map(() => 200));
    expect(await statuses(null)).toEqual(urls.map(() => 200));
  }, 60_000);

  it("a 10-second 720p clip: 240p to 720p, none above the source, each decoding; progress goes from 0 to 100; the quota counts them", async () => {
    const client = new TestClient(server.url);
    const ownerId = await client.register("clip@example.in");
    const id = await uploadVideo(client, clip720);
    const feedVersion = async () => (await rows<{ version: string }>(server.deps.db, sql`select version::text from read_versions where name = 'feed'`))[0]!.version;
    const versionBefore = await feedVersion();
    const seen: number[] = [(await stateOf(id))!.percent];
    let done = false;
    const running = drain().finally(() => (done = true));
    while (!done) {
      const now = await stateOf(id);
      if (now!.state === "processing" && now!.percent !== seen.at(-1)) seen.push(now!.percent);
      await new Promise((r) => setTimeout(r, 50));
    }
    await running;
    const { renditions } = await detail(id);
    expect(renditions.status).toBe("ready");
    seen.push(renditions.percent);
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(100);
    expect(seen.some((p) => p > 0 && p < 100), `progress seen: ${seen.join(", ")}`).toBe(true);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    // Progress is not news to the feed's lists: their cached pages stay valid.
    expect(await feedVersion()).toBe(versionBefore);

    const variants = parseMaster(await (await fetch(server.url + renditions.playlistUrl!)).text());
    expect(variants.map((v) => v.height)).toEqual([240, 360, 480, 720]);
    expect(renditions.heights).toEqual([240, 360, 480, 720]);
    expect(variants.map((v) => v.width)).toEqual([426, 640, 854, 1280]);
    for (const v of variants) {
      expect(v.width).toBeLessThanOrEqual(1280);
      expect(v.height).toBeLessThanOrEqual(720);
      expect(v.codecs).toMatch(/^avc1\.4d[0-9a-f]{4},mp4a\.40\.2$/);
    }
    // The bandwidth each variant announces grows with its size.
    expect([...variants].sort((a, b) => a.bandwidth - b.bandwidth)).toEqual(variants);
    const base = server.url + renditions.playlistUrl!.replace(/master\.m3u8$/, "");
    for (const v of variants) {
      const decoded = await decodeVariant(base + v.uri);
      expect(decoded).toMatchObject({ width: v.width, height: v.height });
      expect(decoded.frames).toBe(250);
    }
    // Segments of about 4 s, cut at the same times in every rung.
    const durations = await Promise.all(variants.map(async (v) => (await (await fetch(base + v.uri)).text()).match(/#EXTINF:[\d.]+/g)!.join()));
    expect(new Set(durations).size).toBe(1);
    expect(durations[0]).toBe("#EXTINF:4.000000,#EXTINF:4.000000,#EXTINF:2.000000");

    const stored = await storedFor(ownerId);
    const renditionBytes = (
      await Promise.all(stored.filter((f) => f.startsWith("hls-")).map(async (f) => (await fs.stat(path.join(dataDir, "storage", "doctor-videos", ownerId, f))).size))
    ).reduce((a, b) => a + b, 0);
    expect(renditionBytes).toBeGreaterThan(0);
    const [video] = await rows<{ size_bytes: string; thumbnail_bytes: string; renditions_bytes: string }>(
      server.deps.db,
      sql`select size_bytes, thumbnail_bytes, renditions_bytes from doctor_videos where id = ${id}::uuid`,
    );
    expect(Number(video!.renditions_bytes)).toBe(renditionBytes);
    const usage = await storageUsage(server.deps.db, ownerId);
    expect(usage.kinds.video.bytes).toBe(Number(video!.size_bytes) + Number(video!.thumbnail_bytes) + renditionBytes);
  }, 120_000);

  it("a file ffmpeg cannot read ends failed with the MP4 still served; only its owner may retry, once", async () => {
    const owner = new TestClient(server.url);
    const ownerId = await owner.register("corrupt@example.in");
    const id = await uploadVideo(owner, fixture);
    // The stored MP4 is damaged after it was checked: its header stays, the rest is noise.
    const [stored] = (await storedFor(ownerId)).filter((f) => f.endsWith(".mp4"));
    const file = path.join(dataDir, "storage", "doctor-videos", ownerId, stored!);
    const damaged = Buffer.concat([fixture.subarray(0, 32), Buffer.alloc(fixture.length - 32, 0x5a)]);
    await fs.writeFile(file, damaged);

    await drain();
    const failed = await detail(id);
    expect(failed.renditions).toEqual({ status: "failed", percent: 0, playlistUrl: null, heights: [], failedMessage: "Processing failed: this video plays only in its original quality." });
    const mp4 = await fetch(server.url + failed.streamUrl);
    expect(mp4.status).toBe(200);
    expect(mp4.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(await mp4.arrayBuffer()).equals(damaged)).toBe(true);
    expect((await storedFor(ownerId)).filter((f) => f.startsWith("hls-"))).toEqual([]);
    expect(await workFolders()).toEqual([]);

    const stranger = new TestClient(server.url);
    await stranger.register("stranger@example.in");
    const refused = await stranger.post(`/api/feed/videos/${id}/renditions`);
    expect(refused.status).toBe(403);
    expect(await new TestClient(server.url).post(`/api/feed/videos/${id}/renditions`).then((r) => r.status)).toBe(401);

    await fs.writeFile(file, fixture);
    const [first, second] = await Promise.all([owner.post(`/api/feed/videos/${id}/renditions`), owner.post(`/api/feed/videos/${id}/renditions`)]);
    expect([first.status, second.status].sort()).toEqual([202, 409]);
    const conflict = first.status === 409 ? first : second;
    expect(((await conflict.json()) as { error: { message: string } }).error.message).toBe("This video is not waiting for a retry.");
    const jobs = await rows<{ n: number }>(server.deps.db, sql`select count(*)::int as n from pgboss.job where name = 'video-renditions' and state = 'created'`);
    expect(jobs[0]!.n).toBe(1);
    await drain();
    expect((await detail(id)).renditions.status).toBe("ready");
  }, 60_000);

  it("deleting a video mid-transcode stops ffmpeg and leaves no file; deleting a waiting one cancels its job", async () => {
    const owner = new TestClient(server.url);
    const ownerId = await owner.register("deleter@example.in");
    const id = await uploadVideo(owner, clip720);
    expect((await storedFor(ownerId)).length).toBeGreaterThan(0);
    const running = drain();
    for (let i = 0; i < 600; i++) {
      const now = await stateOf(id);
      if (now?.state === "processing" && now.percent > 0) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect((await stateOf(id))!.state).toBe("processing");
    const stranger = new TestClient(server.url);
    await stranger.register("not-owner@example.in");
    expect((await stranger.request(`/api/feed/videos/${id}`, { method: "DELETE" })).status).toBe(403);
    const res = await owner.request(`/api/feed/videos/${id}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    await running;
    expect(await storedFor(ownerId)).toEqual([]);
    expect(await workFolders()).toEqual([]);
    expect((await fetch(`${server.url}/api/feed/videos/${id}`)).status).toBe(404);

    const waiting = await uploadVideo(owner, fixture, "Never transcoded");
    expect((await owner.request(`/api/feed/videos/${waiting}`, { method: "DELETE" })).status).toBe(200);
    const jobs = await rows<{ state: string }>(server.deps.db, sql`select state from pgboss.job where name = 'video-renditions' and data->>'videoId' = ${waiting}`);
    expect(jobs.map((j) => j.state)).toEqual(["cancelled"]);
    await drain();
    expect(await storedFor(ownerId)).toEqual([]);
    expect((await owner.request(`/api/feed/videos/${waiting}`, { method: "DELETE" })).status).toBe(404);
  }, 120_000);

  it("two instances on one database transcode a video once", async () => {
    const client = new TestClient(server.url);
    await client.register("twice@example.in");
    const id = await uploadVideo(client, fixture);
    // A second instance: its own pool on PostgreSQL, the one in-process database on PGlite.
    const second = usingPostgres ? await openDatabase({ url: process.env.TEST_DATABASE_URL, poolMax: 5, migrate: false }) : await testDatabase();
    if (usingPostgres) extraDatabases.push(second);
    const other = await createJobQueue({ database: second, logger: pino({ level: "silent" }), concurrency: 5, pollIntervalMs: 500 });
    extraQueues.push(other);
    const starts: string[] = [];
    const counted = (instance: string, handlers: JobHandlers): JobHandlers => ({
      ...handlers,
      "video-renditions": (payload, job) => {
        starts.push(instance);
        return handlers["video-renditions"](payload, job);
      },
    });
    server.deps.jobs.start(counted("first", createJobHandlers(server.deps)), { polling: false });
    started = true;
    other.start(counted("second", createJobHandlers({ ...server.deps, db: second.db, jobs: other })), { polling: false });
    await Promise.all([drain(), drain(other), drain(), drain(other)]);
    expect(starts).toHaveLength(1);
    expect((await detail(id)).renditions.status).toBe("ready");
    const jobs = await rows<{ state: string }>(server.deps.db, sql`select state from pgboss.job where name = 'video-renditions'`);
    expect(jobs.map((j) => j.state)).toEqual(["completed"]);
  }, 60_000);

  it("keeps Data saver on the account", async () => {
    const client = new TestClient(server.url);
    await client.register("saver@example.in");
    expect(((await (await client.get("/api/preferences")).json()) as { dataSaver: boolean }).dataSaver).toBe(false);
    const saved = await client.request("/api/preferences", { method: "PUT", json: { dataSaver: true } });
    expect(saved.status).toBe(200);
    expect(((await (await client.get("/api/preferences")).json()) as { dataSaver: boolean }).dataSaver).toBe(true);
    const bad = await client.request("/api/preferences", { method: "PUT", json: { dataSaver: "yes" } });
    expect(bad.status).toBe(400);
  });
});

/**
 * What happens to an uploaded file: refused when it holds no video, taken whole in the creating
 * request, recorded in the database until saved, probed a few at a time, and given a JPEG thumbnail
 * when this ffmpeg cannot write WebP.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { doctorVideos, videoUploads } from "../../db/schema/index.ts";
import { TestClient } from "../../test/harness.ts";
import { createUpload, dataDir, errorOf, filesUnder, finalize, restart, sample, server, tus, uploadWhole, useFeedServer } from "./feed.test-support.ts";

useFeedServer();

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
    await restart({ FFPROBE_PATH: script, VIDEO_PROCESSING_CONCURRENCY: "2" });
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
    await restart({ FFMPEG_PATH: script });
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

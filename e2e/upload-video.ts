/** A real one-second MP4 and an upload of it through the tus API, for tests that need a video. */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

export const VIDEO_FIXTURE = path.resolve(import.meta.dirname, "../fixtures/sample-1s.mp4");
export const videoSample = readFileSync(VIDEO_FIXTURE);

/** Uploads the fixture with tus requests made by hand, then finalizes it; returns the video id. */
export function uploadViaApi(page: Page, title: string): Promise<string> {
  return uploadBytesViaApi(page, videoSample, title);
}

/** Uploads these bytes (an MP4) as the page's account, then finalizes them; returns the video id. */
export async function uploadBytesViaApi(page: Page, bytes: Buffer, title: string): Promise<string> {
  const created = await page.request.post("/api/feed/uploads", {
    headers: { "Tus-Resumable": "1.0.0", "Upload-Length": String(bytes.length), "Upload-Metadata": `filename ${Buffer.from("clip.mp4").toString("base64")}` },
  });
  expect(created.status()).toBe(201);
  const location = created.headers()["location"]!;
  const patched = await page.request.fetch(location, {
    method: "PATCH",
    headers: { "Tus-Resumable": "1.0.0", "Upload-Offset": "0", "Content-Type": "application/offset+octet-stream" },
    data: bytes,
  });
  expect(patched.status()).toBe(204);
  const saved = await page.request.post("/api/feed/videos", { data: { uploadId: location.split("/").pop(), title } });
  expect(saved.status()).toBe(201);
  return ((await saved.json()) as { id: string }).id;
}

/**
 * A 1280×720 MP4 of ffmpeg's test pattern with a tone, made for the test (ffmpeg is installed
 * wherever the suite runs), so the renditions have every rung from 240p to 720p.
 */
export function make720pClip(seconds: number): Buffer {
  const file = path.join(os.tmpdir(), `clip-720p-${seconds}s-${process.pid}-${Date.now()}.mp4`);
  const made = spawnSync("ffmpeg", [
    "-v", "error", "-y",
    "-f", "lavfi", "-i", `testsrc=duration=${seconds}:size=1280x720:rate=25`,
    "-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`,
    "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", file,
  ]);
  if (made.status !== 0) throw new Error(`ffmpeg could not make the test clip: ${made.stderr?.toString()}`);
  const bytes = readFileSync(file);
  rmSync(file, { force: true });
  return bytes;
}

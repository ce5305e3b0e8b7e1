/** A real one-second MP4 and an upload of it through the tus API, for tests that need a video. */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

export const VIDEO_FIXTURE = path.resolve(import.meta.dirname, "../fixtures/sample-1s.mp4");
export const videoSample = readFileSync(VIDEO_FIXTURE);

/** Uploads the fixture with tus requests made by hand, then finalizes it; returns the video id. */
export async function uploadViaApi(page: Page, title: string): Promise<string> {
  const created = await page.request.post("/api/feed/uploads", {
    headers: { "Tus-Resumable": "1.0.0", "Upload-Length": String(videoSample.length), "Upload-Metadata": `filename ${Buffer.from("clip.mp4").toString("base64")}` },
  });
  expect(created.status()).toBe(201);
  const location = created.headers()["location"]!;
  const patched = await page.request.fetch(location, {
    method: "PATCH",
    headers: { "Tus-Resumable": "1.0.0", "Upload-Offset": "0", "Content-Type": "application/offset+octet-stream" },
    data: videoSample,
  });
  expect(patched.status()).toBe(204);
  const saved = await page.request.post("/api/feed/videos", { data: { uploadId: location.split("/").pop(), title } });
  expect(saved.status()).toBe(201);
  return ((await saved.json()) as { id: string }).id;
}

/**
 * What the feed's test files share: a fresh app on a fresh data folder for each test (its clock
 * movable), the sample MP4, and tus requests made by hand. A file calls `useFeedServer()` once at
 * its top; the files of the server suite share one module instance, so the hooks are registered
 * by each file's call rather than when this module is first loaded.
 */
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, expect } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../test/harness.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../..");
const FIXTURE = path.resolve(repoRoot, "fixtures/sample-1s.mp4");
export const MAX_BYTES = 50_000;
export const HOUR = 60 * 60 * 1000;

/** The app of the running test, its data folder and the sample video (live bindings). */
export let server: TestServer;
export let dataDir: string;
export let sample: Buffer;
/** The app's clock runs this far ahead of the real one; tests move it. */
let clockShift = 0;

/** Moves the app's clock `ms` ahead of the real one. */
export function shiftClock(ms: number) {
  clockShift = ms;
}

/** Starts the app on a new data folder, with `env` added to the test configuration. */
export async function start(env: Record<string, string> = {}) {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "feed-test-"));
  server = await startTestServer({
    config: { DATA_DIR: dataDir, MAX_UPLOAD_BYTES: String(MAX_BYTES), ...env },
    now: () => Date.now() + clockShift,
  });
}

/** Stops the test's app and starts another with `env` (a different ffprobe, say) on a new data folder. */
export async function restart(env: Record<string, string>) {
  await stop();
  await start(env);
}

async function stop() {
  await server.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}

/** A fresh app, data folder and clock for every test of the calling file. */
export function useFeedServer() {
  beforeEach(async () => {
    sample ??= await fs.readFile(FIXTURE);
    clockShift = 0;
    await start();
  });
  afterEach(stop);
}

/** Every file under a directory, relative to it. */
export async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

const b64 = (s: string) => Buffer.from(s).toString("base64");

/** tus protocol requests, made by hand. */
export const tus = {
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

export async function createUpload(client: TestClient, length: number, filename?: string): Promise<{ location: string; uploadId: string }> {
  const res = await tus.create(client, length, filename);
  expect(res.status).toBe(201);
  const location = res.headers.get("location")!;
  expect(location).toMatch(/^\/api\/feed\/uploads\/[0-9a-f]{32}$/);
  return { location, uploadId: location.split("/").pop()! };
}

export async function uploadWhole(client: TestClient, bytes: Uint8Array) {
  const upload = await createUpload(client, bytes.length);
  const res = await tus.patch(client, upload.location, 0, bytes);
  expect(res.status).toBe(204);
  expect(res.headers.get("upload-offset")).toBe(String(bytes.length));
  return upload;
}

export async function finalize(client: TestClient, uploadId: string, title = "Knee exam basics", description?: string) {
  return client.post("/api/feed/videos", { uploadId, title, description });
}

export async function uploadVideo(client: TestClient, title = "Knee exam basics"): Promise<string> {
  const { uploadId } = await uploadWhole(client, sample);
  const res = await finalize(client, uploadId, title);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

export const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

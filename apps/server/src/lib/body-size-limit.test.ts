import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TestClient, type TestServer } from "../test/harness.ts";
import { BODY_TOO_LARGE } from "./body-size-limit.ts";

const MB = 1024 * 1024;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ROUTES: [method: string, path: string][] = [
  ["POST", "/api/auth/sign-in/email"],
  ["POST", "/api/auth/sign-up/email"],
  ["POST", "/api/auth/update-user"],
  ["POST", "/api/doubts"],
  ["PATCH", "/api/profile"],
  ["POST", "/api/profile/deletion-requests"],
  ["POST", "/api/no-such-route"],
  ["POST", "/"],
  ["PUT", "/profile"],
];

describe("one body-size limit in front of every route", () => {
  it.each(ROUTES)("answers a declared 20 MB body to %s %s with 413 within a second", async (method, path) => {
    const started = performance.now();
    const res = await fetch(server.url + path, {
      method,
      headers: { "content-type": "application/json", origin: server.url, "content-length": String(20 * MB) },
      // Only the head is sent before the answer: the server must not wait for the rest.
      body: streamOf(20 * MB),
      duplex: "half",
    }).catch((err: unknown) => err as Error);
    if (res instanceof Error) throw res;
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { message: BODY_TOO_LARGE } });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it.each(ROUTES)("caps a streamed (chunked) 20 MB body to %s %s at the limit", async (method, path) => {
    const started = performance.now();
    const res = await sendChunked(server.url + path, method, 20 * MB);
    expect(res.status).toBe(413);
    expect((JSON.parse(res.body) as { error: { message: string } }).error.message).toBe(BODY_TOO_LARGE);
    expect(performance.now() - started).toBeLessThan(1000);
    // The server stopped reading near the limit rather than taking all 20 MB.
    expect(res.sent).toBeLessThan(10 * MB);
  });

  it("still takes ordinary bodies, Better Auth's included", async () => {
    const client = new TestClient(server.url);
    await client.register("body@example.in");
    const res = await client.post("/api/auth/update-user", { name: "x".repeat(1000) });
    expect(res.status).toBe(200);
  });
});

/** A lazily produced body of `size` bytes (a JSON string), in 64 KiB chunks. */
function streamOf(size: number, onChunk?: (n: number) => void): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let left = size;
  let first = true;
  return new ReadableStream({
    pull(controller) {
      if (left <= 0) return controller.close();
      const part = first ? new TextEncoder().encode('{"email":"') : chunk.subarray(0, Math.min(chunk.length, left));
      first = false;
      left -= part.length;
      onChunk?.(part.length);
      controller.enqueue(part);
    },
  });
}

/**
 * Streams `size` bytes as a chunked body, chunk by chunk, until the server answers. A server that
 * refuses a body closes the connection while the client may still be writing, so a write error
 * after the answer (EPIPE, ECONNRESET) is what a real client sees too, not a failure.
 */
function sendChunked(url: string, method: string, size: number): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    let answered = false;
    const req = http.request(url, { method, headers: { "content-type": "application/json", origin: new URL(url).origin, "transfer-encoding": "chunked" } }, (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, sent }));
      res.on("error", reject);
    });
    req.on("error", (err: NodeJS.ErrnoException) => {
      if (!answered && err.code !== "EPIPE" && err.code !== "ECONNRESET") reject(err);
    });
    const pump = () => {
      if (answered || req.destroyed) return;
      if (sent === 0) {
        sent += 10;
        req.write('{"email":"');
      }
      while (sent < size && !answered) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (sent >= size) req.end('"}');
    };
    pump();
  });
}

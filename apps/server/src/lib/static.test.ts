/** The built web app is served as the build compressed it: brotli or gzip when accepted, else as is. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "./context.ts";
import { mountWebApp } from "./static.ts";

const dist = mkdtempSync(path.join(os.tmpdir(), "ec-dist-"));
const script = `console.log(${JSON.stringify("ExpertConnect ".repeat(200))});\n`;
let server: ServerType;
let port = 0;

beforeAll(async () => {
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>ExpertConnect</title>");
  writeFileSync(path.join(dist, "assets/app-abc123.js"), script);
  writeFileSync(path.join(dist, "assets/app-abc123.js.br"), brotliCompressSync(script));
  writeFileSync(path.join(dist, "assets/app-abc123.js.gz"), gzipSync(script));
  writeFileSync(path.join(dist, "boot.js"), "// starts the app\n");
  writeFileSync(path.join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  const app = new Hono<AppEnv>();
  expect(mountWebApp(app, dist)).toBe(true);
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
      port = info.port;
      resolve();
    });
  });
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dist, { recursive: true, force: true });
});

/** The raw response (no decompression on our side). */
function get(pathname: string, acceptEncoding?: string, post?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const headers: Record<string, string> = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
    if (post !== undefined) headers["content-type"] = "application/x-www-form-urlencoded";
    const req = request({ host: "127.0.0.1", port, path: pathname, method: post === undefined ? "GET" : "POST", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end(post);
  });
}

describe("the web app's assets", () => {
  it("go out brotli-compressed to a browser that accepts it, cached for a year", async () => {
    const res = await get("/assets/app-abc123.js", "gzip, deflate, br");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it("go out gzipped when only gzip is accepted, and as they are when nothing is", async () => {
    expect((await get("/assets/app-abc123.js", "gzip")).headers["content-encoding"]).toBe("gzip");
    const plain = await get("/assets/app-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it("are checked again on every use when they are not hashed and must match the page: boot.js", async () => {
    const boot = await get("/boot.js");
    expect(boot.status).toBe(200);
    expect(boot.headers["cache-control"]).toBe("no-cache");
    expect((await get("/favicon.svg")).headers["cache-control"]).toBeUndefined();
  });

  it("fall back to index.html for the app's routes", async () => {
    const res = await get("/explore");
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain("<title>ExpertConnect</title>");
  });
});

describe("a page's form sent by the browser itself", () => {
  it("goes back to its page (303) without reading its fields", async () => {
    const res = await get("/auth?redirect=%2Fbookings", undefined, "email=asha%40example.in&password=secret");
    expect(res.status).toBe(303);
    expect(res.headers["location"]).toBe("/auth");
  });

  it("never goes to another site, whatever the address", async () => {
    expect((await get("//evil.example/path", undefined, "a=1")).headers["location"]).toBe("/evil.example/path");
    expect((await get("/%2F%2Fevil.example", undefined, "a=1")).headers["location"]).toBe("/%2F%2Fevil.example");
  });
});

import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppEnv } from "./lib/context.ts";
import { validate } from "./lib/errors.ts";
import { requireAuth } from "./lib/require-auth.ts";
import { startTestServer, TestClient, type TestServer } from "./test/harness.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    // A probe route using the same validator and guard every feature uses.
    mount: (app) =>
      app.route(
        "/api/probe",
        new Hono<AppEnv>().post("/", requireAuth, validate("json", z.object({ name: z.string().min(2, "Name is too short") })), (c) =>
          c.json({ ok: c.req.valid("json").name }),
        ),
      ),
  });
});
afterAll(() => server.close());

describe("the HTTP application", () => {
  it("answers the health check after asking the database", async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("answers 401 JSON on a protected endpoint when signed out", async () => {
    const res = await fetch(`${server.url}/api/dashboard/stats`);
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ error: { message: "Not authenticated" } });
  });

  it("answers 404 JSON for an unknown API path", async () => {
    const res = await fetch(`${server.url}/api/no-such-thing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { message: "Not found" } });
  });

  it("sends security headers on every response", async () => {
    const res = await fetch(`${server.url}/api/health`);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    // Razorpay's checkout is allowed only where Razorpay is configured.
    expect(csp).not.toContain("razorpay");
    expect(csp).not.toContain("frame-src");
  });

  it("allows Razorpay Checkout's script and frames when Razorpay is configured", async () => {
    const withRazorpay = await startTestServer({ config: { RAZORPAY_KEY_ID: "rzp_test_abc123", RAZORPAY_KEY_SECRET: "secret-123456" } });
    try {
      const csp = (await fetch(`${withRazorpay.url}/api/health`)).headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
      expect(csp).toContain("frame-src https://api.razorpay.com https://checkout.razorpay.com");
      expect(csp).toContain("frame-ancestors 'none'");
    } finally {
      await withRazorpay.close();
    }
  });

  describe("request validation", () => {
    let client: TestClient;
    beforeAll(() => {
      client = new TestClient(server.url);
    });

    it("answers 400 JSON for malformed JSON", async () => {
      await client.register("probe1@example.in");
      const res = await client.request("/api/probe", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{not json",
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { message: "The request body is not valid JSON." } });
    });

    it("answers 400 JSON for a body that is not JSON", async () => {
      await client.register("probe2@example.in");
      const res = await client.request("/api/probe", {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "name=x",
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { message: string } };
      expect(body.error.message).toMatch(/JSON/);
    });

    it("answers 400 with the schema's message and field issues", async () => {
      await client.register("probe3@example.in");
      const res = await client.post("/api/probe", { name: "x" });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: { message: "Name is too short", issues: [{ path: "name", message: "Name is too short" }] },
      });
    });

    it("answers 413 JSON for a body over the limit", async () => {
      await client.register("probe4@example.in");
      const res = await client.post("/api/probe", { name: "x".repeat(1024 * 1024 + 10) });
      expect(res.status).toBe(413);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/too large/);
    });
  });

  describe("text the database cannot store", () => {
    it("answers 400 JSON for a NUL character, and writes nothing", async () => {
      const client = new TestClient(server.url);
      await client.register("nul@example.in");
      const res = await client.post("/api/feed/posts", { content: "before\u0000after" });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { message: "Text cannot contain the NUL character (\\u0000)." } });
      const posts = (await (await client.request("/api/feed?tab=posts")).json()) as { items: unknown[] };
      expect(posts.items).toEqual([]);
      const search = await fetch(`${server.url}/api/experts?category=medical&q=a%00b`);
      expect(search.status).toBe(400);
    });
  });
});


/** The page renderer puts the rendered page and its data into the shell, safely, and follows redirects. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "./context.ts";
import { createPageRenderer, jsonForScript } from "./ssr.ts";

const dist = path.join(mkdtempSync(path.join(os.tmpdir(), "ec-ssr-")), "dist");
const template = '<!doctype html><html lang="en-IN"><head><title>ExpertConnect</title></head><body><div id="root"></div></body></html>';

beforeAll(() => {
  mkdirSync(dist);
  mkdirSync(`${dist}-ssr`);
  // A stand-in for the built server entry: asks the API in-process, as the real one does.
  writeFileSync(
    path.join(`${dist}-ssr`, "entry-server.js"),
    `export const SSR_DATA_ID = "ssr-data";
export async function render(request, { fetch, category }) {
  const url = new URL(request.url);
  if (url.pathname === "/old") return { kind: "redirect", status: 302, location: "/new" };
  const who = await (await fetch("/api/who")).text();
  return { kind: "page", status: 200, html: "<main>" + who + "</main>", modules: [], data: { category: category ?? "medical", note: "</script><script>alert(1)</script>" } };
}`,
  );
});
afterAll(() => rmSync(path.dirname(dist), { recursive: true, force: true }));

function renderer() {
  const app = new Hono<AppEnv>();
  app.get("/api/who", (c) => c.text(c.req.header("cookie")?.includes("session_token=abc") ? "signed in" : "guest"));
  const render = createPageRenderer(app, dist, template);
  expect(render).not.toBeNull();
  return render!;
}

describe("server rendering", () => {
  it("answers the page's API requests in-process with the visitor's cookie, and escapes the data", async () => {
    const res = await renderer()(new Request("http://localhost/explore", { headers: { cookie: "better-auth.session_token=abc; ec.category=legal" } }));
    expect(res?.status).toBe(200);
    expect(res?.headers.get("cache-control")).toBe("private, no-cache");
    const html = await res!.text();
    expect(html).toContain('<div id="root"><main>signed in</main></div>');
    expect(html).toContain('<html data-category="legal" lang="en-IN">');
    expect(html).not.toContain("</script><script>alert(1)");
    const data = /<script type="application\/json" id="ssr-data">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data!)).toMatchObject({ category: "legal", note: "</script><script>alert(1)</script>" });
  });

  it("sends a route's redirect as a redirect", async () => {
    const res = await renderer()(new Request("http://localhost/old"));
    expect(res?.status).toBe(302);
    expect(res?.headers.get("location")).toBe("/new");
  });

  it("is absent when the build has no server entry", () => {
    expect(createPageRenderer(new Hono<AppEnv>(), path.join(os.tmpdir(), "no-such-dist"), template)).toBeNull();
  });

  it("escapes what could close the script element", () => {
    expect(jsonForScript({ a: "</script>\u2028" })).toBe('{"a":"\\u003c/script>\\u2028"}');
  });
});

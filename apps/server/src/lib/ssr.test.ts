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
  mkdirSync(path.join(dist, ".vite"));
  // The client build's manifest: a route chunk that imports a shared chunk the template already starts.
  writeFileSync(
    path.join(dist, ".vite", "manifest.json"),
    JSON.stringify({
      "src/app/routes/page.tsx": { file: "assets/page-1.js", imports: ["_shared.js", "_icons.js"], css: ["assets/page-1.css"] },
      "_shared.js": { file: "assets/shared-1.js" },
      "_icons.js": { file: "assets/icons-1.js" },
    }),
  );
  // A stand-in for the built server entry: asks the API in-process, as the real one does.
  writeFileSync(
    path.join(`${dist}-ssr`, "entry-server.js"),
    `export const SSR_DATA_ID = "ssr-data";
export async function render(request, { fetch, category, locale, site }) {
  const url = new URL(request.url);
  if (url.pathname === "/old") return { kind: "redirect", status: 302, location: "/new" };
  const who = await (await fetch("/api/who")).text();
  return { kind: "page", status: 200, html: "<main>" + who + (url.pathname === "/lang" ? " " + locale : "") + "</main>", modules: url.pathname === "/page" ? ["src/app/routes/page.tsx"] : [], data: { category: category ?? "medical", locale, site, note: "</script><script>alert(1)</script>" } };
}`,
  );
});
afterAll(() => rmSync(path.dirname(dist), { recursive: true, force: true }));

function renderer(shell = template, site = { testMode: false, commissionPercent: 0, strictListings: false }) {
  const app = new Hono<AppEnv>();
  app.get("/api/who", (c) => c.text(c.req.header("cookie")?.includes("session_token=abc") ? "signed in" : "guest"));
  // The account of session "hindi" chose Hindi; any other session has English on its account.
  app.get("/api/preferences", (c) => {
    const cookie = c.req.header("cookie") ?? "";
    if (!cookie.includes("session_token=")) return c.json({ error: { message: "Sign in" } }, 401);
    return c.json({ language: cookie.includes("session_token=hindi") ? "hi" : "en" });
  });
  const render = createPageRenderer(app, dist, shell, undefined, site);
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
    expect(html).toContain('<html lang="en-IN" data-category="legal">');
    expect(html).not.toContain("</script><script>alert(1)");
    const data = /<script type="application\/json" id="ssr-data">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data!)).toMatchObject({ category: "legal", note: "</script><script>alert(1)</script>" });
  });

  it("adds the page's stylesheet and chunks to the modules the page starts after painting, each once, the entry first", async () => {
    const shell = template.replace(
      "</head>",
      '<link rel="stylesheet" href="/assets/index.css"><script type="application/json" id="ec-modules">["/assets/index.js","/assets/shared-1.js"]</script></head>',
    );
    const html = await (await renderer(shell)(new Request("http://localhost/page")))!.text();
    const lists = [...html.matchAll(/<script type="application\/json" id="ec-modules">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as string[]);
    expect(lists).toEqual([["/assets/index.js", "/assets/shared-1.js", "/assets/icons-1.js", "/assets/page-1.js"]]);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/page-1.css">');
    // Nothing is fetched before the first paint but the stylesheets.
    expect(html).not.toMatch(/<script[^>]+src=|rel="modulepreload"/);
  });

  it("tells every page how the installation is set up (the test-mode banner)", async () => {
    const data = async (site: { testMode: boolean; commissionPercent: number; strictListings: boolean }) => {
      const html = await (await renderer(template, site)(new Request("http://localhost/")))!.text();
      return JSON.parse(/<script type="application\/json" id="ssr-data">(.*?)<\/script>/.exec(html)![1]!) as { site: unknown };
    };
    expect((await data({ testMode: true, commissionPercent: 0, strictListings: false })).site).toEqual({ testMode: true, commissionPercent: 0, strictListings: false });
    expect((await data({ testMode: false, commissionPercent: 12.5, strictListings: true })).site).toEqual({ testMode: false, commissionPercent: 12.5, strictListings: true });
  });

  it("renders in the account's language when signed in, else the cookie's, else the browser's first language the app has", async () => {
    const page = async (headers: Record<string, string>) => {
      const res = await renderer()(new Request("http://localhost/lang", { headers }));
      expect(res?.headers.get("vary")).toContain("Accept-Language");
      const html = await res!.text();
      return { lang: /<html lang="([^"]+)"/.exec(html)?.[1], said: /<main>(.*?)<\/main>/.exec(html)?.[1] };
    };
    expect(await page({})).toEqual({ lang: "en-IN", said: "guest en" });
    expect(await page({ "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" })).toEqual({ lang: "hi", said: "guest hi" });
    expect(await page({ "accept-language": "fr-FR, en;q=0.5, hi;q=0.7" })).toEqual({ lang: "hi", said: "guest hi" });
    expect(await page({ "accept-language": "hi-IN", cookie: "ec.lang=en" })).toEqual({ lang: "en-IN", said: "guest en" });
    expect(await page({ cookie: "ec.lang=hi" })).toEqual({ lang: "hi", said: "guest hi" });
    expect(await page({ cookie: "ec.lang=xx", "accept-language": "ta-IN" })).toEqual({ lang: "en-IN", said: "guest en" });
    // Signed in, the account wins over this browser's cookie.
    expect(await page({ cookie: "ec.lang=en; better-auth.session_token=hindi" })).toEqual({ lang: "hi", said: "guest hi" });
    expect(await page({ cookie: "ec.lang=hi; better-auth.session_token=other" })).toEqual({ lang: "en-IN", said: "guest en" });
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

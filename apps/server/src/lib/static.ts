/**
 * Serves the built web app: hashed assets cached for a year; every other page is rendered on the
 * server (ssr.ts) when the build has its server entry, else it falls back to index.html.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono, MiddlewareHandler } from "hono";
import type { AppEnv } from "./context.ts";
import type { Logger } from "./logger.ts";
import { createPageRenderer, type Site } from "./ssr.ts";

export function mountWebApp(app: Hono<AppEnv>, distDir: string, logger?: Logger, site?: Site) {
  const indexFile = path.join(distDir, "index.html");
  if (!existsSync(indexFile)) return false;
  const root = path.relative(process.cwd(), distDir) || ".";
  const indexHtml = readFileSync(indexFile, "utf8");
  const renderPage = createPageRenderer(app, distDir, indexHtml, logger, site);
  const files = serveStatic<AppEnv>({
    root,
    precompressed: true,
    onFound: (filePath, c) => {
      // Not hashed, and each must match the page it comes with: boot.js reads the page's list of modules.
      if (/(\.html|sw\.js|\/boot\.js)$/.test(filePath)) c.header("Cache-Control", "no-cache");
    },
  });

  // A page's form sent by the browser itself (the page's script has not run, or JavaScript is off;
  // every form says method="post") comes back to its page, which says what needs JavaScript. Its
  // fields are never read, so what was typed reaches neither the address nor the logs. Forms that
  // work without the script have their own route (app.ts). The address goes back as it came,
  // percent-encoded, with a single leading slash, so it can never name another site.
  app.post("*", (c) => c.redirect(new URL(c.req.url).pathname.replace(/^\/+/, "/"), 303));
  app.use(
    "/assets/*",
    serveStatic({
      root,
      // The build writes .br and .gz beside each text asset (vite.config.ts): sent when accepted.
      precompressed: true,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
    }),
  );
  // "/" is Home, rendered like every page; /index.html stays the plain shell (the service worker's
  // offline fallback, which the browser renders itself).
  const filesButHome: MiddlewareHandler<AppEnv> = (c, next) => (renderPage && c.req.path === "/" ? next() : files(c, next));
  app.use("*", filesButHome);
  app.get("*", async (c) => {
    const rendered = renderPage ? await renderPage(c.req.raw) : null;
    if (rendered) return rendered;
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
  return true;
}

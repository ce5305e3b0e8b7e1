/** Serves the built web app: hashed assets cached for a year, everything else falls back to index.html. */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "./context.ts";

export function mountWebApp(app: Hono<AppEnv>, distDir: string) {
  const indexFile = path.join(distDir, "index.html");
  if (!existsSync(indexFile)) return false;
  const root = path.relative(process.cwd(), distDir) || ".";
  const indexHtml = readFileSync(indexFile, "utf8");

  app.use(
    "/assets/*",
    serveStatic({
      root,
      // The build writes .br and .gz beside each text asset (vite.config.ts): sent when accepted.
      precompressed: true,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
    }),
  );
  app.use(
    "*",
    serveStatic({
      root,
      precompressed: true,
      onFound: (filePath, c) => {
        if (filePath.endsWith(".html") || filePath.endsWith("sw.js")) c.header("Cache-Control", "no-cache");
      },
    }),
  );
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
  return true;
}

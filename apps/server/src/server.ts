/** Builds every dependency from a Config and starts listening; used by index.ts and the e2e/bench runs. */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve, type ServerType } from "@hono/node-server";
import { createApp } from "./app.ts";
import type { Config } from "./config.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { seedIfEmpty } from "./db/seed.ts";
import { createAuth } from "./lib/auth.ts";
import type { Deps } from "./lib/context.ts";
import { createLogger } from "./lib/logger.ts";
import { createMailer } from "./lib/mailer.ts";

export const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");

export interface RunningServer {
  url: string;
  deps: Deps;
  database: Database;
  stop(): Promise<void>;
}

export function buildDeps(config: Config, database: Database, rateLimit = true): Deps {
  const logger = createLogger(config.LOG_LEVEL);
  const mailer = createMailer({ db: database.db, logger, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const auth = createAuth({
    db: database.db,
    mailer,
    publicUrl: config.PUBLIC_URL,
    secret: config.BETTER_AUTH_SECRET,
    rateLimit,
    logger,
  });
  return { db: database.db, auth, config, logger, mailer };
}

export async function startServer(config: Config): Promise<RunningServer> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, "pglite"),
    poolMax: config.DATABASE_POOL_MAX,
  });
  const deps = buildDeps(config, database, config.RATE_LIMIT);
  if (config.SEED_DEMO_DATA && (await seedIfEmpty(database.db))) deps.logger.info("demo data inserted");
  const { app } = createApp(deps, { webDist: config.WEB_DIST ?? defaultWebDist });

  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  const url = `http://localhost:${port}`;
  deps.logger.info({ url, database: database.driver }, "listening");

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // Stop accepting, let in-flight requests finish, then close the database cleanly.
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        const s = server as unknown as { closeIdleConnections?: () => void };
        s.closeIdleConnections?.();
      });
      await database.close();
    })());
  return { url, deps, database, stop };
}

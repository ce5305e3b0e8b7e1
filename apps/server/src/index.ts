/** Process entry: configuration, database, migrations, listen, graceful shutdown. */
import { ConfigError, loadConfig } from "./config.ts";
import { startServer } from "./server.ts";

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const running = await startServer(config);
const { logger } = running.deps;
console.log(`ExpertConnect is running at ${running.url} (database: ${running.database.driver})`);

let shuttingDown = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    running
      .stop()
      .then(() => {
        logger.info("stopped cleanly");
        process.exit(0);
      })
      .catch((err: unknown) => {
        logger.error({ err }, "error during shutdown");
        process.exit(1);
      });
  });
}

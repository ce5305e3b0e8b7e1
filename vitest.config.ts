import { defineConfig } from "vitest/config";

/**
 * In CI a failed test runs once more before it fails the run, as the browser suite does there; one
 * that passes only then is listed by `npm test` as flaky, to look into (scripts/test.mjs).
 */
const CI_RETRY = process.env.CI ? 1 : 0;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "shared",
          include: ["packages/shared/src/**/*.test.ts"],
          environment: "node",
          retry: CI_RETRY,
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          environment: "node",
          setupFiles: ["apps/server/src/test/setup.ts"],
          // One PGlite (or PostgreSQL) database for the whole suite: files run one after another
          // in one process that shares the harness module.
          fileParallelism: false,
          isolate: false,
          testTimeout: 30_000,
          retry: CI_RETRY,
          hookTimeout: 60_000,
        },
      },
      "apps/web/vite.config.ts",
      {
        // The repository's own tools, e.g. the lint rule that keeps imports flowing one way.
        test: {
          name: "tooling",
          include: ["scripts/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          retry: CI_RETRY,
        },
      },
    ],
  },
});

/**
 * The app servers the browser suite runs, by port (E2E_PORT and the next four): the main one with
 * demo data, an empty one, one that sends calls through the local TURN server only, and two
 * instances on one PostgreSQL database for the two-instance test.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

export const serverUrl = (port: number) => `http://localhost:${port}`;

export const PORTS = {
  app: E2E_PORT,
  empty: E2E_PORT + 1,
  relay: E2E_PORT + 2,
  postgresA: E2E_PORT + 3,
  postgresB: E2E_PORT + 4,
} as const;

/**
 * The PostgreSQL database of the two-instance test: E2E_DATABASE_URL, or the server suite's
 * TEST_DATABASE_URL (CI sets it). Without either the test cannot run: it fails in CI, skips elsewhere.
 */
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

/**
 * Before the browser suite: a TURN server for the relay test (e2e/turn-server.ts). What is missing
 * is passed to the tests in E2E_TURN_MISSING; the returned function stops a coturn started here.
 */
import path from "node:path";
import { ensureTurnServer } from "./turn-server.ts";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const turn = await ensureTurnServer(path.resolve(import.meta.dirname, ".."));
  if (turn.missing) process.env.E2E_TURN_MISSING = turn.missing;
  else delete process.env.E2E_TURN_MISSING;
  return () => turn.stop();
}

import { beforeEach } from "vitest";
import { resetDatabase } from "./harness.ts";

beforeEach(async () => {
  await resetDatabase();
});

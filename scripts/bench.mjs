// `npm run bench`: the performance bench (bench/main.ts, TypeScript through tsx). Options come from
// the environment: BENCH_SCALE=full|small, BENCH_DB=pglite|postgres|both, BENCH_DATABASE_URL,
// BENCH_LIGHTHOUSE=false, BENCH_TWO_INSTANCES=false, BENCH_SKIP_BUILD=1, BENCH_CPU_PROF=1,
// BENCH_MESSAGES=false, BENCH_ONLY=messages (the messaging scenario alone, on PostgreSQL).
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { register } = await import("tsx/esm/api");
register();
await import(pathToFileURL(path.join(root, "bench/main.ts")).href);

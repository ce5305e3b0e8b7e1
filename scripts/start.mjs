// `npm start`: builds the web app when it is missing or older than its sources, then runs the
// server in this process (TypeScript through tsx) in production mode.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const built = path.join(root, "apps/web/dist/index.html");
const sources = ["apps/web/src", "apps/web/public", "apps/web/index.html", "apps/web/vite.config.ts", "packages/shared/src"];

function newest(p) {
  const full = path.join(root, p);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newest(path.join(p, name))));
}

if (!existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs) {
  console.log("Building the web app…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";
// The quick start's demo takes test money, so the whole loop (add money, book, pay) can be tried; a
// real deployment turns the demo data off (SEED_DEMO_DATA=false) and then gets no test payments
// unless it sets PAYMENT_PROVIDER=test itself. Every page says "Test mode — no real money" meanwhile.
if (!process.env.PAYMENT_PROVIDER && !process.env.RAZORPAY_KEY_ID && process.env.SEED_DEMO_DATA !== "false") {
  process.env.PAYMENT_PROVIDER = "test";
  console.log("Demo data on: payments use the built-in test provider (no real money). See README, Configuration.");
}
const { register } = await import("tsx/esm/api");
register();
await import(pathToFileURL(path.join(root, "apps/server/src/index.ts")).href);

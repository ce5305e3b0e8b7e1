// `npm test` (and `npm run lint`): the migrations can be trusted to describe the Drizzle schema.
// - every SQL file in apps/server/src/db/migrations has its journal entry, and every entry its file;
// - drizzle-kit's snapshots are consistent (`drizzle-kit check`);
// - `drizzle-kit generate` finds nothing to do: the latest snapshot is the schema in
//   apps/server/src/db/schema, so a schema change made without its migration fails here.
// The generation runs on a copy of the folder, so nothing in the repository is written.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const server = path.join(root, "apps/server");
const folder = path.join(server, "src/db/migrations");
const problems = [];

const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8"));
const tags = new Set(journal.entries.map((e) => e.tag));
const files = new Set(readdirSync(folder).filter((f) => f.endsWith(".sql")).map((f) => f.slice(0, -4)));
for (const tag of tags) if (!files.has(tag)) problems.push(`the journal lists ${tag} but there is no ${tag}.sql`);
for (const file of files) if (!tags.has(file)) problems.push(`${file}.sql has no entry in meta/_journal.json, so it never runs`);
const whens = journal.entries.map((e) => e.when);
if (whens.some((w, i) => i > 0 && w <= whens[i - 1])) problems.push("the journal's `when` values must grow from one entry to the next");

const drizzleKit = (args) => spawnSync("npx", ["drizzle-kit", ...args], { cwd: server, encoding: "utf8" });
const check = drizzleKit(["check", "--config", "drizzle.config.ts"]);
if (check.status !== 0) problems.push(`drizzle-kit check failed:\n${check.stdout}${check.stderr}`);

const copy = path.join(server, ".tmp/migrations-check");
rmSync(copy, { recursive: true, force: true });
cpSync(folder, copy, { recursive: true });
const generate = drizzleKit([
  "generate",
  "--dialect", "postgresql",
  "--schema", "./src/db/schema/index.ts",
  "--out", "./.tmp/migrations-check",
  "--casing", "snake_case",
  "--name", "unwritten",
]);
const written = existsSync(copy) ? readdirSync(copy).filter((f) => f.includes("unwritten")) : [];
if (generate.status !== 0) problems.push(`drizzle-kit generate failed:\n${generate.stdout}${generate.stderr}`);
else if (written.length) {
  const sql = readFileSync(path.join(copy, written[0]), "utf8");
  problems.push(
    `the Drizzle schema has changes no migration describes. Write the migration with\n` +
      `  npm run db:generate -w @expertconnect/server -- --name <what>\n` +
      `(then edit its SQL for what Drizzle cannot say, keeping the snapshot). drizzle-kit would write:\n${sql.slice(0, 2000)}`,
  );
}
rmSync(copy, { recursive: true, force: true });

if (problems.length) {
  console.error(`migrations: ${problems.length} problem(s)\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
console.log(`migrations: ${tags.size} in the journal, each with its file; drizzle-kit finds the schema and the latest snapshot in agreement`);

/** Fresh databases for one bench run: a PGlite data directory, or a database made afresh on PostgreSQL (bench_<pid>, or BENCH_DB_NAME). */
import { rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { openDatabase, type Database } from "../apps/server/src/db/client.ts";

export interface BenchDatabase {
  kind: "pglite" | "postgres";
  /** what the server gets: DATABASE_URL, or DATA_DIR (the server keeps PGlite in DATA_DIR/pglite) */
  serverEnv: Record<string, string>;
  /** opens it in this process (migrations run on open) */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

async function admin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase(kind: "pglite" | "postgres", opts: { adminUrl: string; dbName: string; workDir: string; keepDb: boolean }): Promise<BenchDatabase> {
  if (kind === "pglite") {
    const dataDir = path.join(opts.workDir, `pglite-${process.pid}`);
    rmSync(dataDir, { recursive: true, force: true });
    return {
      kind,
      serverEnv: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir: path.join(dataDir, "pglite") }),
      drop: async () => {
        if (opts.keepDb) return console.log(`  kept database ${dataDir} (BENCH_KEEP_DB=1)`);
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = opts.dbName;
  await admin(opts.adminUrl, `drop database if exists ${name}`);
  await admin(opts.adminUrl, `create database ${name}`);
  const url = new URL(opts.adminUrl);
  url.pathname = `/${name}`;
  const dataDir = path.join(opts.workDir, `pg-files-${process.pid}`);
  return {
    kind,
    serverEnv: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    open: () => openDatabase({ url: url.toString(), poolMax: 10 }),
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      if (opts.keepDb) return console.log(`  kept database ${name} (BENCH_KEEP_DB=1)`);
      await admin(opts.adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

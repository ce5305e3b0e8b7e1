/**
 * One database handle above two drivers: PGlite (embedded PostgreSQL, on disk or in memory) by
 * default, node-postgres with a pool when a DATABASE_URL is given. Migrations run on open.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql, type SQLWrapper } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Config } from "../config.ts";
import * as schema from "./schema/index.ts";

/** A timestamptz column as UTC ISO 8601 text (2026-11-24T04:30:00.000Z), the form the API sends. */
export const utcIso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Raw SQL on the database's own connection, for libraries that bring their own statements (the
   * job queue): with values, one statement; without, possibly several, answered by the last one.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[]; rowCount?: number | null }>;
  /**
   * LISTEN on `channel` (lower-case): PGlite delivers notifications in-process; PostgreSQL on one
   * dedicated connection, reconnected when lost (notifications sent meanwhile are lost, so
   * `onReconnect` lets the caller catch up). Resolves to a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
}

export interface OpenOptions {
  /** postgres:// URL; when absent PGlite is used */
  url?: string;
  /** PGlite data directory; absent means in memory */
  dataDir?: string;
  poolMax?: number;
  migrate?: boolean;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
/** Serialises migrations when several instances start at once on one PostgreSQL. */
const MIGRATION_LOCK = 4_242_001;

/** The database the configuration names: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR/pglite. */
export function openConfiguredDatabase(config: Pick<Config, "DATABASE_URL" | "DATA_DIR" | "DATABASE_POOL_MAX">): Promise<Database> {
  return openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, "pglite"),
    poolMax: config.DATABASE_POOL_MAX,
  });
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const shouldMigrate = options.migrate ?? true;
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? 10 });
    // Keep an idle client's error from crashing the process; the next query reports it.
    pool.on("error", () => undefined);
    if (shouldMigrate) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
        await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    }
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      driver: "postgres",
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
      executeSql: (text, values) => pool.query(text, values),
      listen: (channel, onPayload, onReconnect) => listenPostgres(options.url!, channel, onPayload, onReconnect),
    };
  }

  // Loaded only when used: PGlite's modules add ~45 MB to a server that runs on PostgreSQL.
  const [{ PGlite }, { btree_gist }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }, { useNamedStatements }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/btree_gist"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
    import("./pglite-named-statements.ts"),
  ]);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: { pg_trgm, btree_gist },
  });
  const pgliteDb = drizzlePglite({ client, schema });
  if (shouldMigrate) await migratePglite(pgliteDb, { migrationsFolder });
  // After the migrations, which change the tables the statements would be planned against.
  useNamedStatements(client);
  const db = pgliteDb as unknown as Db;
  return {
    db,
    driver: "pglite",
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    // PGlite's query() takes one statement; exec() takes several (migrations) but no parameters.
    executeSql: async (text, values) => {
      if (values?.length) {
        const result = await client.query<Record<string, unknown>>(text, values);
        return { rows: result.rows, rowCount: result.affectedRows ?? null };
      }
      const results = (await client.exec(text)) as { rows: Record<string, unknown>[]; affectedRows?: number }[];
      const last = results.at(-1);
      return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? null };
    },
  };
}

/** The PostgreSQL error code (e.g. 23505, 23P01) behind an error that drizzle may have wrapped. */
/** A dedicated node-postgres connection that LISTENs, and comes back after a lost connection. */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const reconnectLater = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect().then(onReconnect, reconnectLater), 1000);
    retry.unref();
  };
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    current = client;
    client.on("notification", (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    const lost = () => {
      if (current !== client) return;
      current = undefined;
      client.end().catch(() => undefined);
      reconnectLater();
    };
    client.on("error", lost);
    client.on("end", lost);
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch (err) {
      if (current === client) current = undefined;
      client.end().catch(() => undefined);
      throw err;
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => undefined);
  };
}

export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint name behind a constraint violation, when the driver reports it. */
export function pgConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const name = (current as { constraint?: unknown }).constraint;
    if (typeof name === "string") return name;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function rows<T = Record<string, unknown>>(db: Db, query: SQLWrapper): Promise<T[]> {
  // Db is a union of the two drivers' databases, so execute()'s result type is too; both have `rows`.
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/**
 * Named prepared statements for PGlite. PGlite's `query()` sends every statement as an unnamed one:
 * PostgreSQL parses, analyses and plans it again on every call. For the signed-in reads, one
 * statement that reads the session and the page, that is most of the work: the expert's desk took
 * 3.4 ms a call, 0.4 ms as a named statement (on the full bench data). node-postgres gets the same
 * from drizzle's statement names; PGlite runs in this process, so the time spent planning is time
 * the event loop serves nobody.
 *
 * `useNamedStatements` replaces the client's `query` with one that parses each distinct statement
 * text once, as a named statement, and then only binds and executes it, under the same two locks
 * PGlite's own `query` takes (so it never runs inside another caller's transaction). Results are
 * built by PGlite's own parser, with the caller's `rowMode` and `parsers` (drizzle passes both).
 * Statements inside a transaction (`tx.query`), utility statements (BEGIN, LISTEN, SET...) and calls
 * with options this does not handle go to PGlite's own path. At most `max` statements are kept; the
 * least recently used one is closed when a new one needs the room.
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results } from "@electric-sql/pglite";

interface Prepared {
  name: string;
  /** the parameters' type OIDs, as PostgreSQL inferred them when it parsed the statement */
  paramTypes: number[];
}

/** The statements this handles: reads and writes, with or without a WITH. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/** PGlite's lock-taking internals, present on every PGlite (its own `query` uses them). */
interface PGliteLocks {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _checkReady(): Promise<void>;
}

export interface NamedStatements {
  /** statements parsed so far (a statement closed for room and parsed again counts twice) */
  readonly parsed: number;
  /** statements kept now */
  readonly kept: number;
}

export function useNamedStatements(client: PGlite, { max = 500 } = {}): NamedStatements {
  const ownQuery: PGlite["query"] = client.query.bind(client);
  const locks = client as unknown as PGliteLocks;
  /** statement text → its statement; a Map iterates oldest first, so re-inserting on use makes it an LRU */
  const statements = new Map<string, Prepared>();
  let counter = 0;
  let parsed = 0;

  const exec = async (message: Uint8Array, options?: QueryOptions) =>
    (await client.execProtocol(message, { syncToFs: false, ...(options?.onNotice ? { onNotice: options.onNotice } : {}) })).messages;

  /** Parses `text` as a new named statement (closing the oldest when full). Runs inside the locks. */
  async function prepare(text: string): Promise<Prepared> {
    if (statements.size >= max) {
      const [oldestText, oldest] = statements.entries().next().value!;
      statements.delete(oldestText);
      try {
        await exec(protocol.serialize.close({ type: "S", name: oldest.name }));
      } finally {
        await exec(protocol.serialize.sync());
      }
    }
    const name = `ec_${++counter}`;
    try {
      await exec(protocol.serialize.parse({ name, text }));
      const described = await exec(protocol.serialize.describe({ type: "S", name }));
      parsed += 1;
      return { name, paramTypes: parse.parseDescribeStatementResults(described) };
    } finally {
      await exec(protocol.serialize.sync());
    }
  }

  async function run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    let statement = statements.get(text);
    if (statement) statements.delete(text);
    else statement = await prepare(text);
    statements.set(text, statement);
    const { name, paramTypes } = statement;
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = paramTypes[i]!;
      const serialize = options?.serializers?.[oid] ?? client.serializers[oid];
      // As PGlite's own query: a type without a serializer goes as its toString().
      return serialize ? serialize(param) : (param as { toString(): string }).toString();
    });
    const messages = [];
    try {
      messages.push(...(await exec(protocol.serialize.bind({ statement: name, values }), options)));
      messages.push(...(await exec(protocol.serialize.describe({ type: "P" }), options)));
      messages.push(...(await exec(protocol.serialize.execute({}), options)));
    } finally {
      await exec(protocol.serialize.sync(), options);
    }
    // As PGlite's own query does after a statement outside a transaction.
    await client.syncToFs();
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
  }

  const handled = (options?: QueryOptions) =>
    !options || Object.keys(options).every((key) => key === "rowMode" || key === "parsers" || key === "serializers" || key === "onNotice");

  client.query = async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!PREPARABLE.test(text) || !handled(options)) return ownQuery<T>(text, params, options);
    await locks._checkReady();
    return locks._runExclusiveTransaction(() => client.runExclusive(() => run<T>(text, params, options)));
  } as PGlite["query"];

  return {
    get parsed() {
      return parsed;
    },
    get kept() {
      return statements.size;
    },
  };
}

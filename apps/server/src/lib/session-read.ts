/**
 * A signed-in read in one round trip: the session and the caller's own data in one statement.
 *
 * Most endpoints find the session first (session-lookup.ts, one query) and then run their own. For
 * the busiest private reads (My Bookings, the expert's desk, the conversation list and a
 * conversation's page) that second round trip, and turning each row into an object only for
 * JSON.stringify to write it out again, were most of the server's work. Here the statement starts
 * from the session row, its page query reads `s.user_id` from it, and PostgreSQL writes the answer
 * as JSON text that goes out as it came in.
 *
 * The guarantees stay those of the two-step read: the session is looked up on every request (a
 * signed-out or revoked session has no row, so the answer is 401 at once on every instance) and
 * the user id comes from that row, never from the request. A session that has expired or is due for
 * its daily renewal is not matched; the request then goes through Better Auth's getSession, which
 * deletes or extends it, and the statement runs again.
 */
import type { Context, MiddlewareHandler, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import { matchedRoutes } from "hono/route";
import { COMPOSED_HANDLER } from "hono/utils/constants";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { preparedRows } from "../db/prepared.ts";
import type { SessionData } from "./auth.ts";
import type { AppEnv } from "./context.ts";
import { encodeCursor } from "./cursor.ts";
import { errorBody } from "./errors.ts";

/** What the app's session middleware leaves for a session-in-query route instead of a user. */
export interface SessionQuery {
  /** the token of the request's signed cookie (HMAC checked), or of the session getSession found */
  token: string | null;
  /** Better Auth's getSession for this request: renews a session due for it, drops an expired one */
  resolve: () => Promise<SessionData | null>;
  /** Better Auth renews a session on use once less than this many seconds of it are left */
  renewWhenUnder: number;
}

/** Whether the request's route declared itself a session-in-query route (its handlers include sessionInQuery). */
export function declaresSessionInQuery(c: object): boolean {
  // A sub-app's handler may be wrapped for its error handler; the wrapper keeps the original.
  return matchedRoutes(c as Context).some(({ handler }) => handler === sessionInQuery || (handler as { [COMPOSED_HANDLER]?: unknown })[COMPOSED_HANDLER] === sessionInQuery);
}

/** The user id, as SQL, for a page query that runs inside a session read. */
export const SESSION_USER: SQL = sql.raw("s.user_id");

/**
 * Declares a route a session-in-query route, and guards it as requireAuth guards the others: 401
 * JSON without a session cookie, before the query is validated. Whether the session is live is the
 * query's to find out. The app's session middleware sees this guard among the request's matched
 * handlers (declaresSessionInQuery) and leaves the session to the route's statement instead of
 * looking it up first.
 */
export const sessionInQuery: MiddlewareHandler<AppEnv> = async (c, next) => {
  const query = c.get("sessionQuery");
  if (!query || (query.token === null && !c.get("user"))) return c.json(errorBody("Not authenticated"), 401);
  await next();
};

/**
 * Runs `page` (SQL that reads the user as SESSION_USER and returns one row) joined to the caller's
 * session, as the named statement `name`. Returns that row, or null when nobody is signed in.
 */
export async function readAsSession<T extends Record<string, unknown>>(
  c: Context<AppEnv>,
  db: Db,
  name: string,
  page: SQL,
): Promise<T | null> {
  return runAsSession<T>(c, db, name, (session) => sql`select body.* from sessions s cross join lateral (${page}) body where ${session}`);
}

/**
 * Runs the statement `build` makes, as the named statement `name`, for the caller's session: the
 * statement reads the session as `sessions s` under the condition it is given, and must return no
 * row when that matches none (and then have changed nothing: it may run a second time, after
 * Better Auth has renewed the session). Returns its first row, or null when nobody is signed in.
 */
export async function runAsSession<T extends Record<string, unknown>>(
  c: Context<AppEnv>,
  db: Db,
  name: string,
  build: (session: SQL) => SQL,
): Promise<T | null> {
  const query = c.get("sessionQuery");
  if (!query) throw new Error(`${c.req.method} ${c.req.path} is not a session-in-query route: put sessionInQuery before its handler`);
  const run = (token: string) =>
    preparedRows<T>(db, name, build(sql`s.token = ${token} and s.expires_at > now() + make_interval(secs => ${query.renewWhenUnder})`));
  if (query.token) {
    const [row] = await run(query.token);
    if (row) return row;
  }
  // Unknown, expired or due for renewal: Better Auth's getSession settles which, then once more.
  const data = await query.resolve();
  if (!data) return null;
  const [row] = await run(data.session.token);
  return row ?? null;
}

/** One row of a session read that pages: the page as JSON text and what its cursor needs. */
export interface JsonPageRow extends Record<string, unknown> {
  items: string;
  /** rows found: one more than the page means there is more */
  n: number;
  /** the sort key and id of the page's last row */
  last_key: string | null;
  last_id: string | null;
}

/**
 * A JsonPageRow's columns over the subquery `p`, which has for each row its `id`, `at` (its sort key
 * as cursor text), `rn` (its place in the order) and `j` (its JSON), ordered and limited to one more
 * than `size`: the first `size` as one JSON array, how many were found, and the last one's cursor.
 */
export function jsonPageColumns(size: number): SQL {
  const n = sql.raw(String(size));
  return sql`coalesce(json_agg(p.j order by p.rn) filter (where p.rn <= ${n}), '[]')::text as items,
      count(*)::int as n,
      max(p.at) filter (where p.rn = ${n}) as last_key,
      max(p.id::text) filter (where p.rn = ${n}) as last_id`;
}

/** `{"<field>":[…],"nextCursor":…}` from a JsonPageRow of a page of `limit`. */
export function jsonPageBody(row: JsonPageRow, field: string, limit: number): string {
  const next = row.n > limit && row.last_key && row.last_id ? encodeCursor(row.last_key, row.last_id) : null;
  return `{${JSON.stringify(field)}:${row.items},"nextCursor":${JSON.stringify(next)}}`;
}

/** A JSON body PostgreSQL wrote, sent as it is; typed as the `T` it spells for the API client. */
export function rawJson<T>(c: Context, body: string): Response & TypedResponse<JSONParsed<T>, 200, "json"> {
  const response: Response = c.body(body, 200, { "content-type": "application/json" });
  return response as Response & TypedResponse<JSONParsed<T>, 200, "json">;
}

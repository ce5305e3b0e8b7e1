/**
 * Messaging at full scale on PostgreSQL: 100,000 conversations and 1,000,000 messages written with
 * generate_series, then the real server loaded with the two reads a person makes most: their
 * conversation list and a conversation's latest page. The signed-in clients are signed up through
 * the API (real sessions); each is the client of 1,000 conversations with 10 messages each.
 * Run alone with BENCH_ONLY=messages; BENCH_MESSAGES=false leaves it out of the full bench.
 */
import { sql } from "drizzle-orm";
import { rows, type Database } from "../apps/server/src/db/client.ts";
import { runScenario, type ApiResult, type Scenario } from "./api.ts";
import type { BenchDatabase } from "./databases.ts";
import { signUpUsers } from "./fixture.ts";
import type { Target } from "./report.ts";
import type { ServerProcess } from "./server-process.ts";

export const MESSAGE_READ_NAMES = {
  list: "messages: conversation list (signed in)",
  page: "messages: conversation page (signed in)",
  unread: "messages: unread total (signed in)",
} as const;

export interface MessagesBenchResult {
  counts: { conversations: number; messages: number };
  seedSeconds: number;
  api: ApiResult[];
}

const CLIENTS = 100;
const EXPERTS = 1_000;
const MESSAGES_PER_CONVERSATION = 10;

async function count(database: Database, table: "conversations" | "messages"): Promise<number> {
  const [row] = await rows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from ${table}`));
  return row!.n;
}

/** The conversations and messages, in a few set-based statements. */
async function seed(database: Database, clientIds: string[], log: (line: string) => void) {
  const { db } = database;
  const started = performance.now();
  await db.execute(sql`insert into users (name, email, email_verified)
    select 'Bench Expert ' || g, 'bench.msg.expert.' || g || '@example.in', true from generate_series(1, ${EXPERTS}) g`);
  await db.execute(sql`insert into experts (name, category, specialization, consultation_fee, is_verified, user_id)
    select 'Dr. ' || u.name, 'medical', 'General Physician', 500, true, u.id from users u where u.email like 'bench.msg.expert.%'`);
  await db.execute(sql`insert into conversations (client_id, expert_id, created_at, last_activity_at)
    select c.id, e.id, now() - interval '30 days', now() - interval '30 days'
    from unnest(${`{${clientIds.join(",")}}`}::uuid[]) as c(id)
    cross join (select id from experts where name like 'Dr. Bench Expert %') e`);
  // The trigram index is built once after the bulk insert rather than row by row during it.
  await db.execute(sql`drop index messages_body_trgm_idx`);
  await db.execute(sql`insert into messages (conversation_id, sender_id, body, created_at)
    select c.id, case when g % 2 = 0 then c.client_id else e.user_id end,
      'Message ' || g || ' about the lab report and the follow-up appointment',
      now() - interval '20 days' + (random() * interval '19 days') + g * interval '1 minute'
    from conversations c join experts e on e.id = c.expert_id cross join generate_series(1, ${MESSAGES_PER_CONVERSATION}) g`);
  await db.execute(sql`create index messages_body_trgm_idx on messages using gin (lower(body) gin_trgm_ops)`);
  await db.execute(sql`update conversations c set last_message_id = m.last_id, last_activity_at = m.last_at,
      client_unread = ${MESSAGES_PER_CONVERSATION / 2}, expert_read_id = m.last_id, expert_delivered_id = m.last_id
    from (select conversation_id, max(id) as last_id, max(created_at) as last_at from messages group by conversation_id) m
    where c.id = m.conversation_id`);
  await db.execute(sql`analyze conversations`);
  await db.execute(sql`analyze messages`);
  const seconds = Math.round((performance.now() - started) / 1000);
  log(`  seeded in ${seconds} s`);
  return seconds;
}

/** Ten conversations of each client, for the conversation-page scenario. */
async function someConversations(database: Database, clientIds: string[]): Promise<Map<string, string[]>> {
  const found = await rows<{ client_id: string; ids: string[] }>(
    database.db,
    sql`select client_id, (array_agg(id))[1:10] as ids from conversations
      where client_id = any(${`{${clientIds.join(",")}}`}::uuid[]) group by client_id`,
  );
  return new Map(found.map((row) => [row.client_id, row.ids]));
}

export async function runMessagesBench(p: {
  db: BenchDatabase;
  start: () => Promise<ServerProcess>;
  stop: (server: ServerProcess) => Promise<void>;
  settings: { duration: number; warmup: number; connections: number };
  log: (line: string) => void;
}): Promise<MessagesBenchResult> {
  const { log } = p;
  const server = await p.start();
  try {
    const users = await signUpUsers(server.url, CLIENTS, `msg${process.pid}`);
    const database = await p.db.open();
    let counts;
    let seedSeconds;
    let mine;
    try {
      seedSeconds = await seed(database, users.map((u) => u.id), log);
      counts = { conversations: await count(database, "conversations"), messages: await count(database, "messages") };
      mine = await someConversations(database, users.map((u) => u.id));
    } finally {
      await database.close();
    }
    log(`  ${counts.conversations.toLocaleString("en-US")} conversations, ${counts.messages.toLocaleString("en-US")} messages; ${users.length} signed-in clients with ${EXPERTS.toLocaleString("en-US")} each`);
    const pages = users.flatMap((u) => (mine.get(u.id) ?? []).map((id) => ({ cookie: u.cookie, id })));
    const rotating = <T>(items: T[], make: (item: T) => { path: string; headers: Record<string, string> }) => {
      let n = 0;
      return { setupRequest: (req: object) => ({ ...req, ...make(items[n++ % items.length]!) }) };
    };
    const list: Scenario[] = [
      { name: MESSAGE_READ_NAMES.list, kind: "read", requests: () => [rotating(users, (u) => ({ path: "/api/messages/conversations", headers: { cookie: u.cookie } }))] },
      { name: MESSAGE_READ_NAMES.page, kind: "read", requests: () => [rotating(pages, (c) => ({ path: `/api/messages/conversations/${c.id}/messages`, headers: { cookie: c.cookie } }))] },
      { name: MESSAGE_READ_NAMES.unread, kind: "read", requests: () => [rotating(users, (u) => ({ path: "/api/messages/unread", headers: { cookie: u.cookie } }))] },
    ];
    const api: ApiResult[] = [];
    for (const scenario of list) {
      const r = await runScenario(server, scenario, p.settings);
      log(`  ${r.scenario.padEnd(42)} ${String(r.reqPerSec).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  failed ${r.failed}  RSS ${r.peakRssMb} MB`);
      api.push(r);
    }
    return { counts, seedSeconds, api };
  } finally {
    await p.stop(server);
  }
}

/** ≥ 2,000 req/s with p99 ≤ 50 ms for the list and a conversation's page (the unread total is reported only). */
export function checkMessages(r: MessagesBenchResult): Target[] {
  return r.api
    .filter((a) => a.scenario !== MESSAGE_READ_NAMES.unread)
    .flatMap((a) => [
      { db: "postgres", what: `${a.scenario} req/s`, target: "≥ 2,000", measured: a.reqPerSec.toLocaleString("en-US"), met: a.reqPerSec >= 2000 && a.failed === 0 },
      { db: "postgres", what: `${a.scenario} p99`, target: "≤ 50 ms", measured: `${a.p99} ms`, met: a.p99 <= 50 },
    ]);
}

/**
 * Every hot query keeps an index plan. The query functions the API calls are run against a small
 * seeded database through a drizzle instance that records their SQL; each statement is then
 * EXPLAINed with the same parameters and `SET LOCAL enable_seqscan = off`. On tables this small the
 * planner would rightly prefer sequential scans, so they are priced out: a Seq Scan still in the
 * plan means no usable index, and at 100,000 experts or a million posts that is a full table read.
 */
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { beforeEach, describe, expect, it } from "vitest";
import { PAGE_SIZE } from "@expertconnect/shared/constants";
import { listUserBookings, expertSlots, insertBooking, expertExists } from "../features/bookings/bookings.queries.ts";
import { deskSql, expertBookingDetail, listPastBookings } from "../features/expert-desk/expert-desk.queries.ts";
import { PAST_FILTERS } from "@expertconnect/shared/schemas/expert-side";
import { getDoubt, listAnswers, listDoubts } from "../features/doubts/doubts.queries.ts";
import { getExpert, listExperts } from "../features/experts/experts.queries.ts";
import { createFeedPageCache } from "../features/feed/feed.cache.ts";
import { getPost, getVideo, listFeed } from "../features/feed/feed.queries.ts";
import { decodeTimeCursor, encodeCursor } from "../lib/cursor.ts";
import { testDatabase } from "../test/harness.ts";
import { rows, type Database, type Db } from "./client.ts";
import { listVersion } from "./read-cache.ts";
import * as schema from "./schema/index.ts";

/** The tables that grow with use: none of them may be read from end to end. */
const BIG_TABLES = ["experts", "bookings", "doctor_posts", "doctor_videos", "doctor_doubts", "doubt_answers", "post_likes", "video_likes"];

interface Statement {
  text: string;
  params: unknown[];
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Parent Relationship"?: string;
  Plans?: PlanNode[];
}

let database: Database;
let recorded: Statement[] = [];
let recordingDb: Db;

/** A second drizzle instance over the same connection(s), whose logger keeps every statement it sends. */
function recorder(db: Database): Db {
  const logger = { logQuery: (text: string, params: unknown[]) => void recorded.push({ text, params }) };
  const client = (db.db as unknown as { $client: unknown }).$client;
  return db.driver === "postgres"
    ? drizzleNodePg({ client: client as pg.Pool, schema, logger })
    : drizzlePglite({ client: client as PGlite, schema, logger });
}

async function explain(statement: Statement): Promise<PlanNode> {
  const client = (database.db as unknown as { $client: unknown }).$client;
  const text = `explain (format json) ${statement.text}`;
  let plan: unknown;
  if (database.driver === "postgres") {
    const conn = await (client as pg.Pool).connect();
    try {
      await conn.query("begin");
      await conn.query("set local enable_seqscan = off");
      plan = (await conn.query<{ "QUERY PLAN": unknown }>(text, statement.params)).rows[0]!["QUERY PLAN"];
    } finally {
      await conn.query("rollback");
      conn.release();
    }
  } else {
    plan = await (client as PGlite).transaction(async (tx) => {
      await tx.query("set local enable_seqscan = off");
      const result = await tx.query<{ "QUERY PLAN": unknown }>(text, statement.params);
      await tx.rollback();
      return result.rows[0]!["QUERY PLAN"];
    });
  }
  const parsed = (typeof plan === "string" ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
  return parsed[0]!.Plan;
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** Runs the work through the recording db and returns every statement's plan. */
async function plansOf(work: (db: Db) => Promise<unknown>) {
  recorded = [];
  await work(recordingDb);
  const statements = recorded;
  expect(statements.length, "the query function sent no SQL").toBeGreaterThan(0);
  return Promise.all(statements.map(async (s) => ({ statement: s, plan: await explain(s) })));
}

async function expectNoSeqScanOnBigTables(work: (db: Db) => Promise<unknown>) {
  for (const { statement, plan } of await plansOf(work)) {
    const seqScans = nodes(plan).filter((n) => n["Node Type"] === "Seq Scan" && BIG_TABLES.includes(n["Relation Name"] ?? ""));
    expect(
      seqScans.map((n) => n["Relation Name"]),
      `sequential scan in the plan of:\n${statement.text}\n${JSON.stringify(plan, null, 1)}`,
    ).toEqual([]);
  }
}

/** An index lookup, or a cache of index lookups (Memoize, for a join key that repeats). */
function isLookup(node: PlanNode): boolean {
  if (["Index Scan", "Index Only Scan"].includes(node["Node Type"])) return true;
  return node["Node Type"] === "Memoize" && (node.Plans ?? []).length === 1 && isLookup(node.Plans![0]!);
}

/**
 * Whether every row a node reads comes through a Limit (its InitPlans and SubPlans aside). A nested
 * loop whose inner side is an index lookup per outer row (a join to a key) has as many rows as its
 * outer side.
 */
function bounded(node: PlanNode): boolean {
  if (node["Node Type"] === "Limit") return true;
  const inputs = (node.Plans ?? []).filter((n) => !["InitPlan", "SubPlan"].includes(n["Parent Relationship"] ?? ""));
  if (node["Node Type"] === "Nested Loop") {
    const outer = inputs.find((n) => n["Parent Relationship"] === "Outer");
    const inner = inputs.find((n) => n["Parent Relationship"] === "Inner");
    if (outer && inner && isLookup(inner)) return bounded(outer);
  }
  return inputs.length > 0 && inputs.every(bounded);
}

/**
 * Keyset pages must come out of an index in order: a Sort would mean reading every matching row
 * (a whole category, all of a user's bookings, every doubt) to return 21. A sort of rows that each
 * came through a Limit (the merge of two index ranges of 21 rows each) reads no more than that.
 */
async function expectServedInIndexOrder(work: (db: Db) => Promise<unknown>) {
  for (const { statement, plan } of await plansOf(work)) {
    const sorts = nodes(plan).filter((n) => (n["Node Type"] === "Sort" || n["Node Type"] === "Incremental Sort") && !bounded(n));
    expect(sorts.length, `a sort in the plan of:\n${statement.text}\n${JSON.stringify(plan, null, 1)}`).toBe(0);
  }
}

/** The index names a piece of work's plans use, to check the ones chosen on purpose. */
async function indexesUsed(work: (db: Db) => Promise<unknown>) {
  const plans = await plansOf(work);
  return new Set(plans.flatMap(({ plan }) => nodes(plan).map((n) => n["Index Name"]).filter(Boolean)));
}

let userId: string;
let expertId: string;
let doubtId: string;
let postId: string;
let videoId: string;

beforeEach(async () => {
  database = await testDatabase();
  recordingDb = recorder(database);
  const db = database.db;
  const users = await rows<{ id: string }>(
    db,
    sql`insert into users (email, name) select 'plans' || i || '@example.in', 'Dr. Plan ' || i from generate_series(1, 3) i returning id`,
  );
  userId = users[0]!.id;
  const experts = await rows<{ id: string }>(
    db,
    sql`insert into experts (name, category, specialization, rating, consultation_fee)
        select 'Expert ' || i, (array['medical','legal','financial','tech'])[1 + i % 4], 'Cardiologist', (i % 50) / 10.0, 500
        from generate_series(1, 40) i returning id`,
  );
  expertId = experts[0]!.id;
  await db.execute(sql`insert into bookings (user_id, expert_id, status, scheduled_at, ends_at, consultation_type)
    select ${userId}::uuid, e.id, 'pending', now() + (n || ' days')::interval, now() + (n || ' days')::interval + interval '30 minutes', 'video'
    from (select id, row_number() over (order by id) as n from experts) e`);
  const posts = await rows<{ id: string }>(
    db,
    sql`insert into doctor_posts (doctor_id, content, created_at)
        select ${userId}::uuid, 'Post ' || i, now() - i * interval '1 minute' from generate_series(1, 6) i returning id`,
  );
  postId = posts[0]!.id;
  const videos = await rows<{ id: string }>(
    db,
    sql`insert into doctor_videos (doctor_id, title, video_url, created_at)
        select ${userId}::uuid, 'Video ' || i, 'doctor-videos/plans/' || i || '.mp4', now() - i * interval '90 seconds' from generate_series(1, 4) i returning id`,
  );
  videoId = videos[0]!.id;
  const doubts = await rows<{ id: string }>(
    db,
    sql`insert into doctor_doubts (doctor_id, question, answers_count, created_at)
        select ${userId}::uuid, 'Question ' || i, case when i = 1 then 5 else 0 end, now() - i * interval '1 hour' from generate_series(1, 5) i returning id`,
  );
  doubtId = doubts[0]!.id;
  await db.execute(sql`insert into doubt_answers (doubt_id, doctor_id, answer, created_at)
    select ${doubtId}::uuid, ${users[1]!.id}::uuid, 'A considered answer ' || i, now() - i * interval '1 minute' from generate_series(1, 5) i`);
});

describe("hot query plans use indexes, not sequential scans of big tables", () => {
  it("Explore: a category's first page, a deep cursor page and a search", async () => {
    await expectNoSeqScanOnBigTables((db) => listExperts(db, { category: "medical" }));
    await expectNoSeqScanOnBigTables((db) => listExperts(db, { category: "medical", cursor: { key: 2.5, id: expertId } }));
    await expectNoSeqScanOnBigTables((db) => listExperts(db, { category: "medical", q: "cardio" }));
    expect(await indexesUsed((db) => listExperts(db, { category: "medical", cursor: { key: 2.5, id: expertId } }))).toContain(
      "experts_category_rating_idx",
    );
    await expectServedInIndexOrder((db) => listExperts(db, { category: "medical" }));
    await expectServedInIndexOrder((db) => listExperts(db, { category: "medical", cursor: { key: 2.5, id: expertId } }));
  });

  it("an expert's page", async () => {
    await expectNoSeqScanOnBigTables((db) => getExpert(db, expertId));
  });

  it("My Bookings, both tabs, first and next pages", async () => {
    const cursor = { key: new Date(Date.now() + 10 * 86_400_000).toISOString(), id: expertId };
    for (const tab of ["upcoming", "past"] as const) {
      await expectNoSeqScanOnBigTables((db) => listUserBookings(db, userId, tab, null));
      await expectNoSeqScanOnBigTables((db) => listUserBookings(db, userId, tab, cursor));
    }
    expect(await indexesUsed((db) => listUserBookings(db, userId, "upcoming", cursor))).toContain("bookings_user_scheduled_idx");
    await expectServedInIndexOrder((db) => listUserBookings(db, userId, "past", cursor));
  });

  it("an expert's free slots and a new booking", async () => {
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await expectNoSeqScanOnBigTables((db) => expertSlots(db, expertId, date));
    await expectNoSeqScanOnBigTables((db) => expertExists(db, expertId));
    await expectNoSeqScanOnBigTables((db) =>
      insertBooking(db, {
        userId,
        expertId,
        scheduledAt: new Date(Date.now() + 400 * 86_400_000),
        consultationType: "video",
        notes: null,
      }),
    );
  });

  it("the expert's desk of an expert with many open bookings: the first twenty off the btree, in order", async () => {
    const [expertUser, client] = await rows<{ id: string }>(
      database.db,
      sql`select id from users where id <> ${userId}::uuid order by email`,
    );
    await database.db.execute(sql`update experts set user_id = ${expertUser!.id}::uuid where id = ${expertId}::uuid`);
    // After the one booking beforeEach gives each expert (within 40 days), so none overlaps it.
    await database.db.execute(sql`insert into bookings (user_id, expert_id, status, scheduled_at, ends_at, consultation_type)
      select ${client!.id}::uuid, ${expertId}::uuid, case when i % 2 = 0 then 'pending' else 'confirmed' end,
        date_trunc('hour', now()) + interval '45 days' + i * interval '1 hour',
        date_trunc('hour', now()) + interval '45 days' + i * interval '1 hour' + interval '30 minutes', 'video'
      from generate_series(1, 150) i`);
    const desk = (db: Db) => rows(db, deskSql(sql`${expertUser!.id}::uuid`));
    await expectNoSeqScanOnBigTables(desk);
    await expectServedInIndexOrder(desk);
    const used = await indexesUsed(desk);
    expect(used).toContain("bookings_expert_scheduled_id_idx");
    expect(used).not.toContain("bookings_expert_no_overlap");
  });

  it("the desk's Past tab, every filter, first and next pages, in index order; a booking's page", async () => {
    const [expertUser, client] = await rows<{ id: string }>(
      database.db,
      sql`select id from users where id <> ${userId}::uuid order by email`,
    );
    await database.db.execute(sql`update experts set user_id = ${expertUser!.id}::uuid where id = ${expertId}::uuid`);
    // A long history, every way of ending, before beforeEach's one open booking of this expert.
    await database.db.execute(sql`insert into bookings (user_id, expert_id, status, scheduled_at, ends_at, consultation_type, cancelled_by)
      select ${client!.id}::uuid, ${expertId}::uuid, (array['completed', 'completed', 'no_show', 'cancelled', 'cancelled', 'cancelled'])[1 + i % 6],
        date_trunc('hour', now()) - i * interval '1 hour', date_trunc('hour', now()) - i * interval '1 hour' + interval '30 minutes', 'video',
        (array[null, null, null, 'client', 'expert', 'system'])[1 + i % 6]
      from generate_series(1, 3000) i`);
    // With statistics that say this expert has a long history (autovacuum keeps them): without
    // any, PostgreSQL takes an expert for one with a booking or two, and "all" is then as cheap
    // to sort as to read in order. The filters are served in order either way.
    await database.db.execute(sql`analyze bookings`);
    const cursor = { key: new Date(Date.now() - 50 * 3_600_000).toISOString(), id: expertId };
    const INDEX: Record<(typeof PAST_FILTERS)[number], string> = {
      all: "bookings_expert_scheduled_id_idx",
      completed: "bookings_expert_status_scheduled_id_idx",
      "no-show": "bookings_expert_status_scheduled_id_idx",
      "cancelled-by-client": "bookings_expert_cancelled_idx",
      "cancelled-by-me": "bookings_expert_cancelled_idx",
      expired: "bookings_expert_cancelled_idx",
    };
    for (const filter of PAST_FILTERS) {
      for (const after of [null, cursor]) {
        const page = (db: Db) => listPastBookings(db, expertUser!.id, filter, after);
        await expectNoSeqScanOnBigTables(page);
        await expectServedInIndexOrder(page);
        expect(await indexesUsed(page), filter).toContain(INDEX[filter]);
      }
    }
    const [one] = await rows<{ id: string }>(database.db, sql`select id from bookings where expert_id = ${expertId}::uuid limit 1`);
    await expectNoSeqScanOnBigTables((db) => expertBookingDetail(db, expertUser!.id, one!.id));
  });

  it("the feed: every tab, first and next pages, a post and a video", async () => {
    const first = await listFeed(database.db, "all", null, 3);
    expect(first.next).not.toBeNull();
    const cursor = decodeTimeCursor(encodeCursor(first.next!.key, first.next!.id));
    for (const tab of ["all", "posts", "videos"] as const) {
      await expectNoSeqScanOnBigTables((db) => listFeed(db, tab, null, PAGE_SIZE));
      await expectNoSeqScanOnBigTables((db) => listFeed(db, tab, cursor, PAGE_SIZE));
    }
    await expectNoSeqScanOnBigTables((db) => getPost(db, postId));
    await expectNoSeqScanOnBigTables((db) => getVideo(db, videoId));
    // With the viewer's own like state.
    await expectNoSeqScanOnBigTables((db) => getPost(db, postId, userId));
    await expectNoSeqScanOnBigTables((db) => getVideo(db, videoId, userId));
  });

  it("the feed's cache for a signed-in viewer: their likes among the page, read on a miss and with the version on a hit", async () => {
    await database.db.execute(sql`insert into post_likes (post_id, user_id) values (${postId}, ${userId})`);
    await database.db.execute(sql`insert into video_likes (video_id, user_id) values (${videoId}, ${userId})`);
    const work = async (db: Db) => {
      const cache = createFeedPageCache(db);
      const read = async () => ({ items: (await listFeed(db, "all", null, PAGE_SIZE)).items, nextCursor: null });
      const miss = JSON.parse(await cache.get("all", userId, read)) as { items: { id: string; likedByMe: boolean }[] };
      const hit = JSON.parse(await cache.get("all", userId, read)) as { items: { id: string; likedByMe: boolean }[] };
      for (const page of [miss, hit]) expect(page.items.filter((i) => i.likedByMe).map((i) => i.id).sort()).toEqual([postId, videoId].sort());
    };
    const plans = await plansOf(work);
    expect(plans.map((p) => p.statement.text).join("\n")).toMatch(/post_likes/);
    await expectNoSeqScanOnBigTables(work);
  });

  it("the feed's cache: a page kept, then checked with its videos' live view counts", async () => {
    const work = async (db: Db) => {
      const cache = createFeedPageCache(db);
      const read = async () => ({ items: (await listFeed(db, "all", null, PAGE_SIZE)).items, nextCursor: null });
      await cache.get("all", null, read);
      await cache.get("all", null, read);
      await listVersion(db, "doubts");
    };
    const plans = await plansOf(work);
    expect(plans.map((p) => p.statement.text).join("\n")).toMatch(/json_object_agg/);
    await expectNoSeqScanOnBigTables(work);
  });

  it("the doubts board, a doubt and its answers, first and next pages", async () => {
    const page = await listDoubts(database.db, { limit: 2 });
    expect(page.nextCursor).not.toBeNull();
    await expectNoSeqScanOnBigTables((db) => listDoubts(db, { limit: PAGE_SIZE }));
    await expectNoSeqScanOnBigTables((db) => listDoubts(db, { cursor: decodeTimeCursor(page.nextCursor), limit: PAGE_SIZE }));
    // The board everyone sees leaves hidden doubts out, along the partial index of the others (migration 0037).
    expect(await indexesUsed((db) => listDoubts(db, { cursor: decodeTimeCursor(page.nextCursor), limit: PAGE_SIZE }))).toContain(
      "doctor_doubts_visible_idx",
    );
    await expectServedInIndexOrder((db) => listDoubts(db, { cursor: decodeTimeCursor(page.nextCursor), limit: PAGE_SIZE }));
    await expectNoSeqScanOnBigTables((db) => getDoubt(db, doubtId));
    const answers = await listAnswers(database.db, doubtId, { limit: 2 });
    expect(answers.nextCursor).not.toBeNull();
    await expectNoSeqScanOnBigTables((db) => listAnswers(db, doubtId, { limit: PAGE_SIZE }));
    await expectNoSeqScanOnBigTables((db) => listAnswers(db, doubtId, { cursor: decodeTimeCursor(answers.nextCursor), limit: PAGE_SIZE }));
    await expectServedInIndexOrder((db) => listAnswers(db, doubtId, { cursor: decodeTimeCursor(answers.nextCursor), limit: PAGE_SIZE }));
  });

  it("notices a sequential scan when there is no index to use", async () => {
    // The check itself must be able to fail: a filter on an unindexed column has only a Seq Scan.
    const [only] = await plansOf((db) => rows(db, sql`select id from doctor_posts where likes_count = 7`));
    expect(nodes(only!.plan).some((n) => n["Node Type"] === "Seq Scan" && n["Relation Name"] === "doctor_posts")).toBe(true);
  });

  it("notices a sort of a whole table, and lets a sort of rows that came through limits pass", async () => {
    const [whole] = await plansOf((db) => rows(db, sql`select id from experts order by bio limit 21`));
    const sorts = nodes(whole!.plan).filter((n) => n["Node Type"] === "Sort");
    expect(sorts.length).toBe(1);
    expect(bounded(sorts[0]!)).toBe(false);
    await expect(expectServedInIndexOrder((db) => rows(db, sql`select id from experts order by bio limit 21`))).rejects.toThrow(/a sort in the plan/);
  });
});

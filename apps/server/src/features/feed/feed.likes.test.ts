/**
 * Likes over HTTP (docs/product.md#likes): one per person and item, counts exact under races, the
 * viewer's own state on every list, the like rate, and the nightly recount that corrects drift.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { LIKES_PER_DAY, LIKES_PER_MINUTE } from "@expertconnect/shared/constants";
import { rows } from "../../db/client.ts";
import { createJobHandlers } from "../../job-handlers.ts";
import type { Logger } from "../../lib/logger.ts";
import { TestClient } from "../../test/harness.ts";
import { nextRecountAt, recountLikes, scheduleLikesRecount } from "./feed.likes.ts";
import { errorOf, server, shiftClock, uploadVideo, useFeedServer } from "./feed.test-support.ts";
import { runDueJobs } from "../../test/job-clock.ts";

useFeedServer();

interface Item {
  type: "post" | "video";
  id: string;
  likesCount: number;
  likedByMe: boolean;
}

async function person(name: string) {
  const client = new TestClient(server.url);
  const id = await client.register(`${name}-${Math.random().toString(36).slice(2)}@example.in`);
  return { client, id };
}

async function newPost(client: TestClient, content = "Case of the week") {
  const res = await client.post("/api/feed/posts", { content });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const like = (client: TestClient, kind: "posts" | "videos", id: string) => client.request(`/api/feed/${kind}/${id}/like`, { method: "PUT" });
const unlike = (client: TestClient, kind: "posts" | "videos", id: string) => client.request(`/api/feed/${kind}/${id}/like`, { method: "DELETE" });

async function feedItems(client: TestClient | null, tab = "all"): Promise<Item[]> {
  const res = client ? await client.get(`/api/feed?tab=${tab}`) : await fetch(`${server.url}/api/feed?tab=${tab}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Item[] }).items;
}

async function counted(table: "post_likes" | "video_likes", id: string) {
  const column = sql.raw(table === "post_likes" ? "post_id" : "video_id");
  const items = sql.raw(table === "post_likes" ? "doctor_posts" : "doctor_videos");
  const [row] = await rows<{ rows: number; count: number }>(
    server.deps.db,
    sql`select (select count(*)::int from ${sql.raw(table)} where ${column} = ${id}) as rows, (select likes_count from ${items} where id = ${id}) as count`,
  );
  return row!;
}

const feedVersion = async () => (await rows<{ v: string }>(server.deps.db, sql`select version::text as v from read_versions where name = 'feed'`))[0]!.v;

describe("liking", () => {
  it("needs a session, answers 404 for an unknown item, and keeps one like per person", async () => {
    const author = await person("author");
    const reader = await person("reader");
    const postId = await newPost(author.client);

    expect((await like(new TestClient(server.url), "posts", postId)).status).toBe(401);
    const unknown = await like(reader.client, "posts", "00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toBe("Post not found");
    expect((await like(reader.client, "posts", "not-a-uuid")).status).toBe(404);
    expect((await like(reader.client, "videos", postId)).status).toBe(404);

    const first = await like(reader.client, "posts", postId);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ liked: true, likesCount: 1 });
    expect(await (await like(reader.client, "posts", postId)).json()).toEqual({ liked: true, likesCount: 1 });
    expect(await counted("post_likes", postId)).toEqual({ rows: 1, count: 1 });

    expect(await (await unlike(reader.client, "posts", postId)).json()).toEqual({ liked: false, likesCount: 0 });
    expect(await (await unlike(reader.client, "posts", postId)).json()).toEqual({ liked: false, likesCount: 0 });
    expect(await counted("post_likes", postId)).toEqual({ rows: 0, count: 0 });
  });

  it("shows each viewer their own state on the feed's tabs and the video page, and the count to all", async () => {
    const author = await person("author");
    const fan = await person("fan");
    const other = await person("other");
    const postId = await newPost(author.client);
    const videoId = await uploadVideo(author.client);

    // Read once first, so the likes below meet cached pages.
    expect((await feedItems(fan.client)).map((i) => i.likedByMe)).toEqual([false, false]);
    const before = await feedVersion();
    expect((await like(fan.client, "posts", postId)).status).toBe(200);
    expect(await (await like(fan.client, "videos", videoId)).json()).toEqual({ liked: true, likesCount: 1 });
    // A like is not a new page: the cached pages stay, with their counters read live.
    expect(await feedVersion()).toBe(before);

    for (const tab of ["all", "posts", "videos"]) {
      const mine = await feedItems(fan.client, tab);
      expect(mine.length).toBeGreaterThan(0);
      for (const item of mine) expect(item).toMatchObject({ likesCount: 1, likedByMe: true });
      for (const item of await feedItems(other.client, tab)) expect(item).toMatchObject({ likesCount: 1, likedByMe: false });
      for (const item of await feedItems(null, tab)) expect(item).toMatchObject({ likesCount: 1, likedByMe: false });
    }

    const page = async (client: TestClient) => (await (await client.get(`/api/feed/videos/${videoId}`)).json()) as Item;
    expect(await page(fan.client)).toMatchObject({ likesCount: 1, likedByMe: true });
    expect(await page(other.client)).toMatchObject({ likesCount: 1, likedByMe: false });

    expect((await unlike(fan.client, "videos", videoId)).status).toBe(200);
    expect(await page(fan.client)).toMatchObject({ likesCount: 0, likedByMe: false });
    const [video] = await feedItems(fan.client, "videos");
    expect(video).toMatchObject({ likesCount: 0, likedByMe: false });
  });
});

describe("removals", () => {
  it("takes an account's likes off the counts when the account goes, and a video's likes with the video", async () => {
    const author = await person("author");
    const fan = await person("leaving");
    const stays = await person("staying");
    const postId = await newPost(author.client);
    const videoId = await uploadVideo(author.client);
    for (const p of [fan, stays]) {
      expect((await like(p.client, "posts", postId)).status).toBe(200);
      expect((await like(p.client, "videos", videoId)).status).toBe(200);
    }
    await server.deps.db.execute(sql`delete from users where id = ${fan.id}`);
    expect(await counted("post_likes", postId)).toEqual({ rows: 1, count: 1 });
    expect(await counted("video_likes", videoId)).toEqual({ rows: 1, count: 1 });

    expect((await author.client.request(`/api/feed/videos/${videoId}`, { method: "DELETE" })).status).toBe(200);
    const [left] = await rows<{ n: number }>(server.deps.db, sql`select count(*)::int as n from video_likes where video_id = ${videoId}`);
    expect(left!.n).toBe(0);
  });
});

describe("counts under races", () => {
  it("counts one like when the same person likes twenty times at once", async () => {
    const author = await person("author");
    const fan = await person("eager");
    const postId = await newPost(author.client);
    const results = await Promise.all(Array.from({ length: 20 }, () => like(fan.client, "posts", postId)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await counted("post_likes", postId)).toEqual({ rows: 1, count: 1 });
  });

  it("keeps the count equal to the rows under 100 simultaneous likes and unlikes by 50 people", async () => {
    const author = await person("author");
    const postId = await newPost(author.client);
    const videoId = await uploadVideo(author.client);
    const people = [];
    for (let i = 0; i < 50; i += 10) people.push(...(await Promise.all(Array.from({ length: 10 }, (_, j) => person(`crowd${i + j}`)))));
    // Half of them liked both already, so the race mixes new likes, repeated likes and unlikes.
    for (const p of people.slice(0, 25)) {
      expect((await like(p.client, "posts", postId)).status).toBe(200);
      expect((await like(p.client, "videos", videoId)).status).toBe(200);
    }
    for (const [kind, id, table] of [["posts", postId, "post_likes"], ["videos", videoId, "video_likes"]] as const) {
      const requests = people.flatMap((p, i) => (i % 2 === 0 ? [like(p.client, kind, id), unlike(p.client, kind, id)] : [unlike(p.client, kind, id), like(p.client, kind, id)]));
      const results = await Promise.all(requests);
      expect(results.map((r) => r.status)).toEqual(Array(100).fill(200));
      const after = await counted(table, id);
      expect(after.count).toBe(after.rows);
      expect(after.rows).toBeGreaterThanOrEqual(0);
      expect(after.rows).toBeLessThanOrEqual(50);
    }
  }, 120_000);
});

describe("the like rate", () => {
  it(`allows ${LIKES_PER_MINUTE} likes or unlikes a minute, then 429 with Retry-After, and nothing written`, async () => {
    const author = await person("author");
    const fan = await person("fast");
    const postId = await newPost(author.client);
    for (let i = 0; i < LIKES_PER_MINUTE; i++) {
      const res = i % 2 === 0 ? await like(fan.client, "posts", postId) : await unlike(fan.client, "posts", postId);
      expect(res.status).toBe(200);
    }
    const refused = await like(fan.client, "posts", postId);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await errorOf(refused)).toBe(`You can like or unlike at most ${LIKES_PER_MINUTE} times a minute. Please try again in ${retryAfter} second${retryAfter === 1 ? "" : "s"}.`);
    expect(await counted("post_likes", postId)).toEqual({ rows: 0, count: 0 });

    // Someone else is not held back, and a minute later this person may like again.
    const other = await person("calm");
    expect((await like(other.client, "posts", postId)).status).toBe(200);
    shiftClock(61_000);
    expect(await (await like(fan.client, "posts", postId)).json()).toEqual({ liked: true, likesCount: 2 });
    expect(LIKES_PER_DAY).toBeGreaterThan(LIKES_PER_MINUTE);
  });
});

describe("the nightly recount", () => {
  const fakeLogger = () => ({ warn: vi.fn(), info: vi.fn() });

  it("corrects counts that drifted from the rows and logs each correction", async () => {
    const author = await person("author");
    const fan = await person("fan");
    const postId = await newPost(author.client);
    const untouched = await newPost(author.client, "Nobody likes this one yet");
    const videoId = await uploadVideo(author.client);
    await like(fan.client, "posts", postId);
    await like(fan.client, "videos", videoId);
    // Drift made by hand: what a bug or a manual fix could leave behind.
    await server.deps.db.execute(sql`update doctor_posts set likes_count = 7 where id = ${postId}`);
    await server.deps.db.execute(sql`update doctor_videos set likes_count = 0 where id = ${videoId}`);

    const logger = fakeLogger();
    const drifts = await recountLikes(server.deps.db, logger as unknown as Logger);
    expect(drifts).toEqual(
      expect.arrayContaining([
        { kind: "post", id: postId, was: 7, now: 1 },
        { kind: "video", id: videoId, was: 0, now: 1 },
      ]),
    );
    expect(drifts).toHaveLength(2);
    expect(logger.warn).toHaveBeenCalledWith({ kind: "post", id: postId, was: 7, now: 1 }, "likes count drifted; corrected");
    expect(await counted("post_likes", postId)).toEqual({ rows: 1, count: 1 });
    expect(await counted("post_likes", untouched)).toEqual({ rows: 0, count: 0 });
    expect(await counted("video_likes", videoId)).toEqual({ rows: 1, count: 1 });

    // Nothing to correct the second time.
    expect(await recountLikes(server.deps.db, fakeLogger() as unknown as Logger)).toEqual([]);
  });

  it("runs as the queued job, through the composition root's handler", async () => {
    const author = await person("author");
    const fan = await person("fan");
    const postId = await newPost(author.client);
    await like(fan.client, "posts", postId);
    await server.deps.db.execute(sql`update doctor_posts set likes_count = 3 where id = ${postId}`);
    const logger = fakeLogger();
    const jobs = server.deps.jobs;
    jobs.start(createJobHandlers({ ...server.deps, logger: logger as unknown as Logger }), { polling: false });
    try {
      await jobs.enqueue("likes-recount", {});
      await runDueJobs(jobs);
    } finally {
      await jobs.stop();
    }
    expect(await counted("post_likes", postId)).toEqual({ rows: 1, count: 1 });
    expect(logger.warn).toHaveBeenCalledWith({ kind: "post", id: postId, was: 3, now: 1 }, "likes count drifted; corrected");
  });

  it("stays exact while likes race it", async () => {
    const author = await person("author");
    const postId = await newPost(author.client);
    const people = await Promise.all(Array.from({ length: 10 }, (_, i) => person(`racer${i}`)));
    const [likes, drifts] = await Promise.all([
      Promise.all(people.map((p) => like(p.client, "posts", postId))),
      recountLikes(server.deps.db, fakeLogger() as unknown as Logger),
    ]);
    expect(likes.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(drifts).toEqual([]);
    expect(await counted("post_likes", postId)).toEqual({ rows: 10, count: 10 });
  });

  it("is queued once a night for 03:00 in India, however many instances ask", async () => {
    // 20:00 UTC is 01:30 IST: the same night's 03:00 IST is 21:30 UTC.
    expect(nextRecountAt(Date.parse("2026-03-01T20:00:00Z")).toISOString()).toBe("2026-03-01T21:30:00.000Z");
    expect(nextRecountAt(Date.parse("2026-03-01T21:30:00Z")).toISOString()).toBe("2026-03-02T21:30:00.000Z");
    const now = Date.parse("2026-03-01T22:00:00Z");
    await scheduleLikesRecount(server.deps.jobs, now);
    await scheduleLikesRecount(server.deps.jobs, now + 60_000);
    const waiting = await rows<{ start_after: string; singleton_key: string }>(
      server.deps.db,
      sql`select start_after::text, singleton_key from pgboss.job where name = 'likes-recount' and state < 'active'`,
    );
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.singleton_key).toBe("likes-recount:2026-03-02");
  });
});

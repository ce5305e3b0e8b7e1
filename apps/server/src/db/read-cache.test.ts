/**
 * The feed's and the doubts board's page caches (migration 0006): a page is read from the database
 * once, then served again only while nothing it shows has changed; a video's views stay live.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_SIZE } from "@expertconnect/shared/constants";
import { createFeedPageCache } from "../features/feed/feed.cache.ts";
import { encodeCursor } from "../lib/cursor.ts";
import { listFeed } from "../features/feed/feed.queries.ts";
import { recordView } from "../features/feed/feed.views.ts";
import { listDoubts } from "../features/doubts/doubts.queries.ts";
import { startTestServer, TestClient, type TestServer } from "../test/harness.ts";
import { createListCache } from "./read-cache.ts";
import { doctorDoubts, doctorPosts, doctorVideos, profiles } from "./schema/index.ts";

let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  // Two app instances on one database, as behind a load balancer.
  [first, second] = await Promise.all([startTestServer(), startTestServer()]);
});
afterAll(() => Promise.all([first.close(), second.close()]));

const db = () => first.deps.db;

async function doctor(server: TestServer, name: string) {
  const client = new TestClient(server.url);
  const id = await client.register(`${name}.${crypto.randomUUID().slice(0, 8)}@example.in`);
  return { client, id };
}

async function addVideo(doctorId: string, title: string) {
  const [row] = await db()
    .insert(doctorVideos)
    .values({ doctorId, title, videoUrl: `${doctorId}/${crypto.randomUUID()}.mp4`, durationSeconds: 5 })
    .returning({ id: doctorVideos.id });
  return row!.id;
}

interface FeedJson {
  items: Array<{ type: string; id: string; viewsCount?: number; content?: string; author: { fullName: string | null } }>;
}

describe("the feed's page cache", () => {
  it("reads a page once, again after any change it shows, and keeps view counts live without a new read", async () => {
    const { id: doctorId } = await doctor(first, "feedcache");
    const videoId = await addVideo(doctorId, "Cached video");
    const cache = createFeedPageCache(db());
    let reads = 0;
    const page = async () =>
      JSON.parse(
        await cache.get("all\n", null, async () => {
          reads += 1;
          const found = await listFeed(db(), "all", null, PAGE_SIZE);
          return { items: found.items, nextCursor: found.next ? encodeCursor(found.next.key, found.next.id) : null };
        }),
      ) as FeedJson;
    const video = (p: FeedJson) => p.items.find((item) => item.id === videoId);

    expect(video(await page())).toMatchObject({ viewsCount: 0 });
    await page();
    expect(reads).toBe(1);

    // Views and a phone change nothing the page is built from: the counter is read live.
    await recordView(db(), videoId, "v:first-visitor", "2026-01-01");
    await recordView(db(), videoId, "v:other-visitor", "2026-01-01");
    await db().update(profiles).set({ phone: "+919800000000" }).where(eq(profiles.id, doctorId));
    expect(video(await page())).toMatchObject({ viewsCount: 2 });
    expect(reads).toBe(1);

    let postId = "";
    const changes: Array<[string, () => Promise<unknown>]> = [
      ["author renamed", () => db().update(profiles).set({ fullName: "Dr. Renamed" }).where(eq(profiles.id, doctorId))],
      ["new post", async () => (postId = (await db().insert(doctorPosts).values({ doctorId, content: "Fresh" }).returning())[0]!.id)],
      ["post edited", () => db().update(doctorPosts).set({ content: "Edited" }).where(eq(doctorPosts.id, postId))],
      ["video retitled", () => db().update(doctorVideos).set({ title: "Retitled" }).where(eq(doctorVideos.id, videoId))],
      ["post deleted", () => db().delete(doctorPosts).where(eq(doctorPosts.id, postId))],
      ["new video", () => addVideo(doctorId, "Second video")],
      ["videos truncated", () => db().execute(sql`truncate doctor_videos cascade`)],
    ];
    for (const [i, [what, change]] of changes.entries()) {
      await change();
      await page();
      expect(reads, what).toBe(i + 2);
      await page();
      expect(reads, `${what}, read again`).toBe(i + 2);
    }
  });

  it("shows one instance's reader a post and a view made through another instance at once", async () => {
    const reader = new TestClient(first.url);
    const { client: writer, id: doctorId } = await doctor(second, "writer");
    const videoId = await addVideo(doctorId, "Watched elsewhere");
    const feed = async () => (await (await reader.get("/api/feed?tab=all")).json()) as FeedJson;
    expect((await feed()).items[0]).toMatchObject({ id: videoId, viewsCount: 0 });

    expect((await writer.post(`/api/feed/videos/${videoId}/view`)).status).toBe(200);
    expect((await feed()).items[0]).toMatchObject({ id: videoId, viewsCount: 1 });

    expect((await writer.post("/api/feed/posts", { content: "Posted through the other instance" })).status).toBe(201);
    const after = await feed();
    expect(after.items[0]).toMatchObject({ type: "post", content: "Posted through the other instance" });
    expect(after.items[1]).toMatchObject({ id: videoId, viewsCount: 1 });
  });
});

describe("the doubts board's page cache", () => {
  it("reads a page once, and again after a new doubt, an answer, an accepted answer or an author's new name", async () => {
    const { client, id: doctorId } = await doctor(first, "doubtcache");
    const cache = createListCache(db());
    let reads = 0;
    const page = async () =>
      JSON.parse(
        await cache.get("doubts", "20\n", () => {
          reads += 1;
          return listDoubts(db(), { limit: 20 });
        }),
      ) as { items: Array<{ id: string; answersCount: number; isResolved: boolean; author: { fullName: string | null } }> };

    const asked = await client.post("/api/doubts", { question: "Which statin for a patient on clarithromycin?" });
    const doubtId = ((await asked.json()) as { id: string }).id;
    expect((await page()).items[0]).toMatchObject({ id: doubtId, answersCount: 0 });
    await page();
    expect(reads).toBe(1);

    await db().update(profiles).set({ phone: "+919800000001", bio: "Not on the board" }).where(eq(profiles.id, doctorId));
    await page();
    expect(reads).toBe(1);

    const { client: other } = await doctor(first, "answerer");
    const answered = await other.post(`/api/doubts/${doubtId}/answers`, { answer: "Pravastatin: it is not a CYP3A4 substrate." });
    const answerId = ((await answered.json()) as { id: string }).id;
    expect((await page()).items[0]).toMatchObject({ id: doubtId, answersCount: 1, isResolved: false });
    expect(reads).toBe(2);

    expect((await client.post(`/api/doubts/${doubtId}/answers/${answerId}/accept`)).status).toBe(200);
    expect((await page()).items[0]).toMatchObject({ id: doubtId, isResolved: true });
    expect(reads).toBe(3);

    await db().update(profiles).set({ fullName: "Dr. Asker" }).where(eq(profiles.id, doctorId));
    expect((await page()).items[0]).toMatchObject({ author: { fullName: "Dr. Asker" } });
    expect(reads).toBe(4);

    await db().delete(doctorDoubts).where(eq(doctorDoubts.id, doubtId));
    expect((await page()).items.some((item) => item.id === doubtId)).toBe(false);
    expect(reads).toBe(5);
    await page();
    expect(reads).toBe(5);
  });

  it("shows one instance's reader an answer given through another instance at once", async () => {
    const reader = new TestClient(first.url);
    const { client: asker } = await doctor(second, "asker");
    const asked = await asker.post("/api/doubts", { question: "Is a repeat troponin needed at three hours?" });
    const doubtId = ((await asked.json()) as { id: string }).id;
    const board = async () => (await (await reader.get("/api/doubts")).json()) as { items: Array<{ id: string; answersCount: number }> };
    expect((await board()).items[0]).toMatchObject({ id: doubtId, answersCount: 0 });
    const { client: answerer } = await doctor(second, "second-answerer");
    expect((await answerer.post(`/api/doubts/${doubtId}/answers`, { answer: "Yes, with a high-sensitivity assay." })).status).toBe(201);
    expect((await board()).items[0]).toMatchObject({ id: doubtId, answersCount: 1 });
  });
});

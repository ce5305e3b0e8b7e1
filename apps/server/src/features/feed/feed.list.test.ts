/** The feed's list: every post and video once, newest first, across pages and tabs; bad cursors and tabs. */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TestClient } from "../../test/harness.ts";
import { server, useFeedServer } from "./feed.test-support.ts";

useFeedServer();

describe("feed pagination", () => {
  it("returns every post and video exactly once, newest first, across pages and tabs", async () => {
    const client = new TestClient(server.url);
    const doctor = await client.register("paging@example.in");
    const { db } = server.deps;
    // Rows a microsecond apart inside one millisecond, and posts and videos at identical times.
    await db.execute(sql`
      insert into doctor_posts (doctor_id, content, created_at)
      select ${doctor}::uuid, 'post ' || g, timestamptz '2026-01-01 00:00:00+00' + (g / 3) * interval '1 millisecond' + (g % 3) * interval '1 microsecond'
      from generate_series(1, 31) g`);
    await db.execute(sql`
      insert into doctor_videos (doctor_id, title, video_url, created_at)
      select ${doctor}::uuid, 'video ' || g, 'doctor-videos/' || ${doctor} || '/' || g || '.mp4',
        timestamptz '2026-01-01 00:00:00+00' + (g / 3) * interval '1 millisecond' + (g % 3) * interval '1 microsecond'
      from generate_series(1, 17) g`);

    async function walk(tab: string) {
      const seen: Array<{ id: string; type: string; createdAt: string }> = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `/api/feed?tab=${tab}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
        const res = await fetch(server.url + query);
        expect(res.status).toBe(200);
        const body = (await res.json()) as { items: typeof seen; nextCursor: string | null };
        expect(body.items.length).toBeLessThanOrEqual(20);
        seen.push(...body.items);
        cursor = body.nextCursor;
        pages += 1;
      } while (cursor && pages < 10);
      return { seen, pages };
    }

    const expected = await server.deps.db.execute(sql`
      select id::text from (
        select id, created_at from doctor_posts union all select id, created_at from doctor_videos
      ) u order by created_at desc, id desc`);
    const expectedIds = (expected as { rows: Array<{ id: string }> }).rows.map((r) => r.id);

    const all = await walk("all");
    expect(all.pages).toBe(3);
    expect(all.seen.map((i) => i.id)).toEqual(expectedIds);
    expect(new Set(all.seen.map((i) => i.id)).size).toBe(48);

    const posts = await walk("posts");
    expect(posts.seen).toHaveLength(31);
    expect(posts.seen.every((i) => i.type === "post")).toBe(true);
    expect(new Set(posts.seen.map((i) => i.id)).size).toBe(31);
    expect(posts.seen.map((i) => i.id)).toEqual(expectedIds.filter((id) => posts.seen.some((p) => p.id === id)));

    const videos = await walk("videos");
    expect(videos.seen).toHaveLength(17);
    expect(videos.pages).toBe(1);
    expect(videos.seen.every((i) => i.type === "video")).toBe(true);
  });

  it("answers 400 for a cursor it did not make and for an unknown tab", async () => {
    expect((await fetch(`${server.url}/api/feed?cursor=bogus`)).status).toBe(400);
    expect((await fetch(`${server.url}/api/feed?tab=doubts`)).status).toBe(400);
  });

  it("is empty when nothing was shared", async () => {
    const body = await (await fetch(`${server.url}/api/feed`)).json();
    expect(body).toEqual({ items: [], nextCursor: null });
  });
});

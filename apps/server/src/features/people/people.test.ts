/**
 * Follows, profiles and the Following tab over HTTP (docs/product.md#follows, #profiles,
 * #following-tab): follow and unfollow are idempotent and exact under races, yourself and unknown
 * people are refused, the rate answers 429 with Retry-After, the followed person is told once, and
 * the Following tab lists exactly the followed people's posts and videos, newest first, across pages.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FOLLOWS_PER_MINUTE, PAGE_SIZE } from "@expertconnect/shared/constants";
import { FOLLOW_MESSAGES } from "@expertconnect/shared/messages/follows";
import { rows } from "../../db/client.ts";
import { resetDatabase, startTestServer, TestClient, type TestServer } from "../../test/harness.ts";

let server: TestServer;
/** The app's clock runs this far ahead of the real one; the rate test moves it. */
let clockShift = 0;

beforeAll(async () => {
  server = await startTestServer({ now: () => Date.now() + clockShift });
});
afterAll(() => server.close());
beforeEach(async () => {
  clockShift = 0;
  await resetDatabase();
});

async function person(name: string) {
  const client = new TestClient(server.url);
  const id = await client.register(`${name}-${Math.random().toString(36).slice(2)}@example.in`);
  return { client, id };
}

const follow = (client: TestClient, id: string) => client.request(`/api/people/${id}/follow`, { method: "PUT" });
const unfollow = (client: TestClient, id: string) => client.request(`/api/people/${id}/follow`, { method: "DELETE" });

interface Person {
  id: string;
  followersCount: number;
  followingCount: number;
  postsCount: number;
  followedByMe: boolean;
  isMe: boolean;
  expert: unknown;
}

async function profile(client: TestClient | null, id: string): Promise<Person> {
  const res = client ? await client.get(`/api/people/${id}`) : await fetch(`${server.url}/api/people/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Person;
}

/** The counters beside the real rows of follows, for every person. */
async function countsMatchRows() {
  const drift = await rows<{ user_id: string }>(
    server.deps.db,
    sql`select u.id as user_id from users u left join follow_counts c on c.user_id = u.id
        where coalesce(c.followers_count, 0) <> (select count(*) from follows f where f.followee_id = u.id)
           or coalesce(c.following_count, 0) <> (select count(*) from follows f where f.follower_id = u.id)`,
  );
  expect(drift).toEqual([]);
}

async function followerNotifications(client: TestClient) {
  const res = await client.get("/api/notifications");
  expect(res.status).toBe(200);
  const body = (await res.json()) as { notifications: Array<{ kind: string; title: string; body: string; link: string }> };
  return body.notifications.filter((n) => n.kind === "new_follower");
}

describe("following and unfollowing", () => {
  it("is idempotent both ways, keeps both people's counts and tells the followed person once", async () => {
    const asha = await person("asha");
    const ravi = await person("ravi");
    await server.deps.db.execute(sql`update profiles set full_name = 'Dr Asha Rao' where id = ${asha.id}`);

    for (let i = 0; i < 2; i++) {
      const res = await follow(asha.client, ravi.id);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ following: true, followersCount: 1 });
    }
    expect(await profile(asha.client, ravi.id)).toMatchObject({ followersCount: 1, followingCount: 0, followedByMe: true, isMe: false });
    expect(await profile(asha.client, asha.id)).toMatchObject({ followersCount: 0, followingCount: 1, followedByMe: false, isMe: true });
    // A visitor sees the counts, never a follow of their own.
    expect(await profile(null, ravi.id)).toMatchObject({ followersCount: 1, followedByMe: false, isMe: false });

    for (let i = 0; i < 2; i++) {
      const res = await unfollow(asha.client, ravi.id);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ following: false, followersCount: 0 });
    }
    expect(await profile(ravi.client, asha.id)).toMatchObject({ followingCount: 0 });
    // Following again while the first notification is unread is not a second one.
    expect((await follow(asha.client, ravi.id)).status).toBe(200);
    const told = await followerNotifications(ravi.client);
    expect(told).toEqual([expect.objectContaining({ title: FOLLOW_MESSAGES.newFollowerTitle, body: "Dr Asha Rao started following you.", link: `/u/${asha.id}` })]);
    // The follower is told nothing.
    expect(await followerNotifications(asha.client)).toEqual([]);
    await countsMatchRows();
  });

  it("refuses a visitor, yourself, and people who do not exist", async () => {
    const asha = await person("asha");
    const visitor = await fetch(`${server.url}/api/people/${asha.id}/follow`, { method: "PUT", headers: { origin: server.url } });
    expect(visitor.status).toBe(401);

    const self = await follow(asha.client, asha.id);
    expect(self.status).toBe(400);
    expect(await self.json()).toEqual({ error: { message: FOLLOW_MESSAGES.notSelf } });

    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await follow(asha.client, id);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { message: FOLLOW_MESSAGES.personNotFound } });
      expect((await unfollow(asha.client, id)).status).toBe(404);
      expect((await fetch(`${server.url}/api/people/${id}`)).status).toBe(404);
      expect((await fetch(`${server.url}/api/feed/authors/${id}`)).status).toBe(404);
    }
    // Below the API, the table refuses it too.
    await expect(server.deps.db.execute(sql`insert into follows (follower_id, followee_id) values (${asha.id}, ${asha.id})`)).rejects.toThrow();
    await countsMatchRows();
  });

  it("counts exactly under races: one person following at once many times, and two people following each other", async () => {
    const asha = await person("asha");
    const ravi = await person("ravi");
    const others = await Promise.all([1, 2, 3, 4, 5].map((i) => person(`p${i}`)));
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => follow(asha.client, ravi.id)),
      follow(ravi.client, asha.id),
      ...others.map((o) => follow(o.client, ravi.id)),
      ...others.map((o) => follow(o.client, asha.id)),
    ]);
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    expect(await profile(null, ravi.id)).toMatchObject({ followersCount: 6, followingCount: 1 });
    expect(await profile(null, asha.id)).toMatchObject({ followersCount: 6, followingCount: 1 });
    // Ravi was told once by each of his six followers.
    expect(await followerNotifications(ravi.client)).toHaveLength(6);
    await countsMatchRows();

    // An account's deletion takes its follows with it, and the others' counts follow.
    await server.deps.db.execute(sql`delete from users where id = ${others[0]!.id}`);
    expect(await profile(null, ravi.id)).toMatchObject({ followersCount: 5 });
    await countsMatchRows();
  });

  it("answers 429 with Retry-After past the rate, changing nothing, and allows again once the minute is over", async () => {
    const asha = await person("asha");
    const ravi = await person("ravi");
    for (let i = 0; i < FOLLOWS_PER_MINUTE; i++) {
      const res = i % 2 === 0 ? await follow(asha.client, ravi.id) : await unfollow(asha.client, ravi.id);
      expect(res.status).toBe(200);
    }
    // The last allowed change was an unfollow: the refused follow must not be written.
    const refused = await follow(asha.client, ravi.id);
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get("retry-after"));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/^You can follow or unfollow at most 30 times a minute/);
    expect(await profile(asha.client, ravi.id)).toMatchObject({ followersCount: 0, followedByMe: false });

    clockShift = 61_000;
    expect((await follow(asha.client, ravi.id)).status).toBe(200);
    expect(await profile(asha.client, ravi.id)).toMatchObject({ followersCount: 1, followedByMe: true });
  });
});

describe("profiles", () => {
  it("shows an expert's badge and the person's posts and videos with their count, paged newest first", async () => {
    const ravi = await person("ravi");
    const asha = await person("asha");
    const { db } = server.deps;
    await db.execute(sql`
      insert into doctor_posts (doctor_id, content, created_at)
      select ${ravi.id}::uuid, 'post ' || g, timestamptz '2026-01-01 00:00:00+00' + g * interval '1 minute' from generate_series(1, 15) g`);
    await db.execute(sql`
      insert into doctor_videos (doctor_id, title, video_url, created_at)
      select ${ravi.id}::uuid, 'video ' || g, 'doctor-videos/' || ${ravi.id} || '/' || g || '.mp4', timestamptz '2026-01-01 00:00:00+00' + g * interval '1 minute'
      from generate_series(1, 10) g`);
    await db.execute(sql`insert into doctor_posts (doctor_id, content) values (${asha.id}, 'not Ravi''s')`);
    await db.execute(sql`insert into experts (user_id, name, category, specialization, is_verified) values (${ravi.id}, 'Dr Ravi', 'medical', 'Cardiologist', true)`);

    const shown = await profile(null, ravi.id);
    expect(shown).toMatchObject({ postsCount: 25, expert: { category: "medical", isVerified: true }, specialization: "Cardiologist" });
    expect((await profile(null, asha.id)).expert).toBeNull();

    const seen: Array<{ id: string; createdAt: string; author: { id: string } }> = [];
    let cursor: string | null = null;
    do {
      const res = await fetch(`${server.url}/api/feed/authors/${ravi.id}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { items: typeof seen; nextCursor: string | null };
      seen.push(...body.items);
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(25);
    expect(new Set(seen.map((i) => i.id)).size).toBe(25);
    expect(seen.every((i) => i.author.id === ravi.id)).toBe(true);
    const times = seen.map((i) => i.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe("the Following tab", () => {
  it("lists exactly the followed people's posts and videos, newest first, once each across pages, with the viewer's likes", async () => {
    const me = await person("me");
    const [b, c, d] = await Promise.all([person("b"), person("c"), person("d")]);
    const { db } = server.deps;
    // Items a microsecond apart, and posts and videos at identical times, by followed and unfollowed people.
    for (const [who, n] of [[b.id, 14], [c.id, 9], [d.id, 12]] as const) {
      await db.execute(sql`
        insert into doctor_posts (doctor_id, content, created_at)
        select ${who}::uuid, 'post ' || g, timestamptz '2026-01-01 00:00:00+00' + (g / 3) * interval '1 millisecond' + (g % 3) * interval '1 microsecond'
        from generate_series(1, ${n}) g`);
      await db.execute(sql`
        insert into doctor_videos (doctor_id, title, video_url, created_at)
        select ${who}::uuid, 'video ' || g, 'doctor-videos/' || ${who} || '/' || g || '.mp4',
          timestamptz '2026-01-01 00:00:00+00' + (g / 3) * interval '1 millisecond' + (g % 3) * interval '1 microsecond'
        from generate_series(1, ${n} - 4) g`);
    }
    expect((await follow(me.client, b.id)).status).toBe(200);
    expect((await follow(me.client, c.id)).status).toBe(200);
    // Someone else following d changes nothing on my tab.
    expect((await follow(b.client, d.id)).status).toBe(200);
    const [liked] = await rows<{ id: string }>(db, sql`select id from doctor_posts where doctor_id = ${c.id} order by created_at desc limit 1`);
    expect((await me.client.request(`/api/feed/posts/${liked!.id}/like`, { method: "PUT" })).status).toBe(200);

    const expected = await rows<{ id: string }>(
      db,
      sql`select id::text from (select id, created_at, doctor_id from doctor_posts union all select id, created_at, doctor_id from doctor_videos) u
          where doctor_id in (${b.id}, ${c.id}) order by created_at desc, id desc`,
    );
    expect(expected).toHaveLength(14 + 10 + 9 + 5);

    const seen: Array<{ id: string; likedByMe: boolean; author: { id: string } }> = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await me.client.get(`/api/feed?tab=following${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { items: typeof seen; nextCursor: string | null };
      expect(body.items.length).toBeLessThanOrEqual(PAGE_SIZE);
      seen.push(...body.items);
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(2);
    expect(seen.map((i) => i.id)).toEqual(expected.map((r) => r.id));
    expect(seen.filter((i) => i.likedByMe).map((i) => i.id)).toEqual([liked!.id]);

    // Unfollowing c takes c's items off the tab at once.
    expect((await unfollow(me.client, c.id)).status).toBe(200);
    const after = (await (await me.client.get("/api/feed?tab=following")).json()) as { items: typeof seen };
    expect(after.items.every((i) => i.author.id === b.id)).toBe(true);
  });

  it("is empty for someone who follows nobody, asks a visitor to sign in, and refuses a cursor it did not make", async () => {
    const me = await person("me");
    expect(await (await me.client.get("/api/feed?tab=following")).json()).toEqual({ items: [], nextCursor: null });
    const visitor = await fetch(`${server.url}/api/feed?tab=following`);
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ error: { message: FOLLOW_MESSAGES.followingSignIn } });
    expect((await me.client.get("/api/feed?tab=following&cursor=bogus")).status).toBe(400);
  });
});

/**
 * Comments over HTTP (docs/product.md#comments): limits, markup kept as text, one level of replies,
 * paging oldest first with each thread's newest reply, who may edit and delete and until when,
 * counts exact under races and removals, and the comment rate.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { COMMENT_EDIT_MINUTES, COMMENT_MAX, COMMENTS_PAGE_SIZE, COMMENTS_PER_DAY, COMMENTS_PER_MINUTE } from "@expertconnect/shared/constants";
import { COMMENT_MESSAGES } from "@expertconnect/shared/schemas/comments";
import { rows } from "../../db/client.ts";
import { TestClient } from "../../test/harness.ts";
import { errorOf, server, shiftClock, uploadVideo, useFeedServer } from "./feed.test-support.ts";

useFeedServer();

/** Any time (an edit's), typed for toMatchObject. */
const aTime: unknown = expect.any(String);

interface Comment {
  id: string;
  body: string;
  parentId: string | null;
  editedAt: string | null;
  author: { id: string };
  repliesCount: number;
  canEdit: boolean;
  canDelete: boolean;
  latestReply?: Comment | null;
}

interface Page {
  items: Comment[];
  nextCursor: string | null;
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

type Kind = "posts" | "videos";
const write = (client: TestClient, kind: Kind, itemId: string, body: string, parentId?: string) =>
  client.post(`/api/feed/${kind}/${itemId}/comments`, parentId ? { body, parentId } : { body });

async function comment(client: TestClient, kind: Kind, itemId: string, body: string, parentId?: string): Promise<Comment & { commentsCount: number }> {
  const res = await write(client, kind, itemId, body, parentId);
  expect(res.status).toBe(201);
  const json = (await res.json()) as { comment: Comment; commentsCount: number };
  return { ...json.comment, commentsCount: json.commentsCount };
}

const edit = (client: TestClient, id: string, body: string) => client.request(`/api/feed/comments/${id}`, { method: "PATCH", json: { body } });
const remove = (client: TestClient, id: string) => client.request(`/api/feed/comments/${id}`, { method: "DELETE" });

async function list(client: TestClient | null, path: string): Promise<Page> {
  const res = client ? await client.get(path) : await fetch(`${server.url}${path}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

/** The item's kept count beside its real number of comment rows. */
async function counted(kind: Kind, id: string) {
  const items = sql.raw(kind === "posts" ? "doctor_posts" : "doctor_videos");
  const column = sql.raw(kind === "posts" ? "post_id" : "video_id");
  const [row] = await rows<{ rows: number; count: number | null }>(
    server.deps.db,
    sql`select (select count(*)::int from comments where ${column} = ${id}) as rows, (select comments_count from ${items} where id = ${id}) as count`,
  );
  return { rows: row!.rows, count: row!.count === null ? null : Number(row!.count) };
}

describe("writing comments", () => {
  it("needs a session, refuses unknown items and bad text, and keeps markup as it was written", async () => {
    const author = await person("author");
    const reader = await person("reader");
    const postId = await newPost(author.client);

    expect((await write(new TestClient(server.url), "posts", postId, "Hello")).status).toBe(401);
    const unknown = await write(reader.client, "posts", "00000000-0000-4000-8000-000000000000", "Hello");
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toBe("Post not found");
    expect((await write(reader.client, "videos", postId, "Hello")).status).toBe(404);
    expect((await write(reader.client, "posts", "not-a-uuid", "Hello")).status).toBe(404);

    const blank = await write(reader.client, "posts", postId, "   ");
    expect(blank.status).toBe(400);
    expect(await errorOf(blank)).toBe(COMMENT_MESSAGES.blank);
    const long = await write(reader.client, "posts", postId, "x".repeat(COMMENT_MAX + 1));
    expect(long.status).toBe(400);
    expect(await errorOf(long)).toBe(COMMENT_MESSAGES.tooLong);
    expect(await counted("posts", postId)).toEqual({ rows: 0, count: 0 });

    const markup = '<img src=x onerror="alert(1)"> **bold**';
    const created = await comment(reader.client, "posts", postId, `  ${markup}  `);
    expect(created).toMatchObject({ body: markup, parentId: null, editedAt: null, canEdit: true, canDelete: true, commentsCount: 1 });
    expect((await comment(reader.client, "posts", postId, "y".repeat(COMMENT_MAX))).commentsCount).toBe(2);
    const [first] = (await list(null, `/api/feed/posts/${postId}/comments`)).items;
    expect(first!.body).toBe(markup);
  });

  it("keeps replies one level deep, lists oldest first with each thread's newest reply, and pages", async () => {
    const author = await person("author");
    const people = await Promise.all([person("a"), person("b"), person("c")]);
    const videoId = await uploadVideo(author.client);

    const top = await comment(people[0].client, "videos", videoId, "First");
    const reply1 = await comment(people[1].client, "videos", videoId, "Reply one", top.id);
    expect(reply1.parentId).toBe(top.id);
    // A reply to a reply joins the same thread.
    const reply2 = await comment(people[2].client, "videos", videoId, "Reply two", reply1.id);
    expect(reply2).toMatchObject({ parentId: top.id, commentsCount: 3 });
    // A parent on another item is refused, with nothing written.
    const otherPost = await newPost(author.client);
    const stray = await write(people[0].client, "posts", otherPost, "Misplaced", top.id);
    expect(stray.status).toBe(404);
    expect(await errorOf(stray)).toBe(COMMENT_MESSAGES.parentNotFound);

    // Enough top-level comments for two pages, written by three people (under the minute rate).
    const bodies = ["First"];
    for (let i = 0; bodies.length < COMMENTS_PAGE_SIZE + 3; i++) {
      const body = `Comment ${i}`;
      await comment(people[i % 3]!.client, "videos", videoId, body);
      bodies.push(body);
    }
    const page1 = await list(people[0].client, `/api/feed/videos/${videoId}/comments`);
    expect(page1.items).toHaveLength(COMMENTS_PAGE_SIZE);
    expect(page1.items[0]).toMatchObject({ id: top.id, repliesCount: 2, latestReply: { id: reply2.id, body: "Reply two" } });
    expect(page1.items[1]!.latestReply).toBeNull();
    const page2 = await list(people[0].client, `/api/feed/videos/${videoId}/comments?cursor=${page1.nextCursor}`);
    expect(page2.nextCursor).toBeNull();
    expect([...page1.items, ...page2.items].map((c) => c.body)).toEqual(bodies);
    expect((await people[0].client.get(`/api/feed/videos/${videoId}/comments?cursor=bogus`)).status).toBe(400);

    const replies = await list(null, `/api/feed/comments/${top.id}/replies`);
    expect(replies.items.map((c) => c.body)).toEqual(["Reply one", "Reply two"]);
    expect((await fetch(`${server.url}/api/feed/comments/${reply1.id}/replies`)).status).toBe(404);

    const [video] = (await list(null, "/api/feed?tab=videos")).items as unknown as { commentsCount: number }[];
    expect(video!.commentsCount).toBe(COMMENTS_PAGE_SIZE + 3 + 2);
  });

  it("shows the count on the feed's cached pages without drawing a new feed version", async () => {
    const author = await person("author");
    const reader = await person("reader");
    const postId = await newPost(author.client);
    const feed = async () => ((await list(null, "/api/feed?tab=posts")).items[0] as unknown as { commentsCount: number }).commentsCount;
    const version = async () => (await rows<{ v: string }>(server.deps.db, sql`select version::text as v from read_versions where name = 'feed'`))[0]!.v;
    expect(await feed()).toBe(0);
    const before = await version();
    await comment(reader.client, "posts", postId, "Nice case");
    expect(await version()).toBe(before);
    expect(await feed()).toBe(1);
  });
});

describe("editing and deleting", () => {
  it(`lets the writer edit within ${COMMENT_EDIT_MINUTES} minutes (marked edited), and nobody else`, async () => {
    const author = await person("author");
    const writer = await person("writer");
    const other = await person("other");
    const postId = await newPost(author.client);
    const mine = await comment(writer.client, "posts", postId, "Typo hre");

    const edited = await edit(writer.client, mine.id, "Typo here");
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ body: "Typo here", editedAt: aTime, canEdit: true });
    const theirs = await edit(other.client, mine.id, "Hijacked");
    expect(theirs.status).toBe(403);
    expect(await errorOf(theirs)).toBe(COMMENT_MESSAGES.notYours);
    // Not even the post's author edits someone's words.
    expect((await edit(author.client, mine.id, "Hijacked")).status).toBe(403);
    expect((await edit(writer.client, "00000000-0000-4000-8000-000000000000", "x")).status).toBe(404);
    expect((await edit(writer.client, mine.id, " ")).status).toBe(400);
    expect((await new TestClient(server.url).request(`/api/feed/comments/${mine.id}`, { method: "PATCH", json: { body: "x" } })).status).toBe(401);

    // What others see: edited, and not theirs to edit or delete.
    const [seen] = (await list(other.client, `/api/feed/posts/${postId}/comments`)).items;
    expect(seen).toMatchObject({ body: "Typo here", editedAt: aTime, canEdit: false, canDelete: false });
    const [ownerView] = (await list(author.client, `/api/feed/posts/${postId}/comments`)).items;
    expect(ownerView).toMatchObject({ canEdit: false, canDelete: true });

    shiftClock((COMMENT_EDIT_MINUTES * 60 + 1) * 1000);
    const late = await edit(writer.client, mine.id, "Too late");
    expect(late.status).toBe(403);
    expect(await errorOf(late)).toBe(COMMENT_MESSAGES.editWindowOver);
    const [after] = (await list(writer.client, `/api/feed/posts/${postId}/comments`)).items;
    expect(after).toMatchObject({ body: "Typo here", canEdit: false, canDelete: false });
  });

  it("lets the writer delete within the window, the item's author any time, with the replies and the count", async () => {
    const author = await person("author");
    const writer = await person("writer");
    const other = await person("other");
    const postId = await newPost(author.client);
    const quick = await comment(writer.client, "posts", postId, "Oops");
    const deleted = await remove(writer.client, quick.id);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ kind: "post", itemId: postId, commentsCount: 0 });
    expect((await remove(writer.client, quick.id)).status).toBe(404);

    const thread = await comment(writer.client, "posts", postId, "A thread");
    await comment(other.client, "posts", postId, "A reply", thread.id);
    const otherReply = await comment(other.client, "posts", postId, "Another reply", thread.id);
    const refused = await remove(other.client, thread.id);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toBe(COMMENT_MESSAGES.notAllowedToDelete);

    shiftClock((COMMENT_EDIT_MINUTES * 60 + 1) * 1000);
    const late = await remove(other.client, otherReply.id);
    expect(late.status).toBe(403);
    expect(await errorOf(late)).toBe(COMMENT_MESSAGES.editWindowOver);
    expect(await counted("posts", postId)).toEqual({ rows: 3, count: 3 });

    // The post's author removes the whole thread, replies and all, long after.
    expect(await (await remove(author.client, thread.id)).json()).toMatchObject({ commentsCount: 0 });
    expect(await counted("posts", postId)).toEqual({ rows: 0, count: 0 });
  });
});

describe("counts", () => {
  it("stays equal to the rows under simultaneous comments, replies and deletions", async () => {
    const author = await person("author");
    const postId = await newPost(author.client);
    const people = await Promise.all(Array.from({ length: 10 }, (_, i) => person(`crowd${i}`)));
    const thread = await comment(author.client, "posts", postId, "Discuss");
    const early = await Promise.all(people.map((p) => comment(p.client, "posts", postId, "Early")));
    const results = await Promise.all([
      ...people.flatMap((p) => [write(p.client, "posts", postId, "Top"), write(p.client, "posts", postId, "Reply", thread.id)]),
      ...early.map((c, i) => remove(people[i]!.client, c.id)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([...Array<number>(10).fill(200), ...Array<number>(20).fill(201)]);
    expect(await counted("posts", postId)).toEqual({ rows: 21, count: 21 });
    const [row] = await rows<{ replies: number; kept: number }>(
      server.deps.db,
      sql`select (select count(*)::int from comments where parent_id = ${thread.id}) as replies, replies_count as kept from comments where id = ${thread.id}`,
    );
    expect(row).toEqual({ replies: 10, kept: 10 });
  }, 60_000);

  it("takes a leaving account's comments off the counts, and a deleted post or video's comments with it", async () => {
    const author = await person("author");
    const leaving = await person("leaving");
    const staying = await person("staying");
    const postId = await newPost(author.client);
    const videoId = await uploadVideo(author.client);
    const thread = await comment(staying.client, "posts", postId, "Stays");
    await comment(leaving.client, "posts", postId, "Goes", thread.id);
    await comment(leaving.client, "videos", videoId, "Goes too");
    await comment(staying.client, "videos", videoId, "Stays too");

    await server.deps.db.execute(sql`delete from users where id = ${leaving.id}`);
    expect(await counted("posts", postId)).toEqual({ rows: 1, count: 1 });
    expect(await counted("videos", videoId)).toEqual({ rows: 1, count: 1 });
    expect((await list(null, `/api/feed/posts/${postId}/comments`)).items[0]).toMatchObject({ repliesCount: 0, latestReply: null });

    expect((await author.client.request(`/api/feed/videos/${videoId}`, { method: "DELETE" })).status).toBe(200);
    expect(await counted("videos", videoId)).toEqual({ rows: 0, count: null });
    await server.deps.db.execute(sql`delete from doctor_posts where id = ${postId}`);
    expect(await counted("posts", postId)).toEqual({ rows: 0, count: null });
    expect((await fetch(`${server.url}/api/feed/posts/${postId}/comments`)).status).toBe(404);
  });
});

describe("the comment rate", () => {
  it(`allows ${COMMENTS_PER_MINUTE} a minute and ${COMMENTS_PER_DAY} a day, then 429 with Retry-After and nothing written`, async () => {
    const author = await person("author");
    const fast = await person("fast");
    const postId = await newPost(author.client);
    for (let i = 0; i < COMMENTS_PER_MINUTE; i++) await comment(fast.client, "posts", postId, `Comment ${i}`);
    const refused = await write(fast.client, "posts", postId, "One too many");
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await errorOf(refused)).toBe(
      `You can write at most ${COMMENTS_PER_MINUTE} comments a minute. Please try again in ${retryAfter} second${retryAfter === 1 ? "" : "s"}.`,
    );
    expect(await counted("posts", postId)).toEqual({ rows: COMMENTS_PER_MINUTE, count: COMMENTS_PER_MINUTE });
    // Someone else is not held back.
    expect((await write(author.client, "posts", postId, "Thanks all")).status).toBe(201);

    // A minute later the minute is free, but a day that is full stays full until it ends.
    shiftClock(61_000);
    expect((await write(fast.client, "posts", postId, "Later")).status).toBe(201);
    await server.deps.db.execute(sql`update app_rate_limits set count = ${COMMENTS_PER_DAY} where key = ${`comments-day:${fast.id}`}`);
    shiftClock(122_000);
    const daily = await write(fast.client, "posts", postId, "Over the day");
    expect(daily.status).toBe(429);
    expect(Number(daily.headers.get("retry-after"))).toBeGreaterThan(60 * 60);
    expect(await errorOf(daily)).toMatch(new RegExp(`^You can write at most ${COMMENTS_PER_DAY} comments a day\\.`));
    expect(await counted("posts", postId)).toEqual({ rows: COMMENTS_PER_MINUTE + 2, count: COMMENTS_PER_MINUTE + 2 });
  });
});

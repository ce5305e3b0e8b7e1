/**
 * Reports, the moderators' queue and decisions, hidden items and blocks over HTTP
 * (docs/product.md#reports, #moderation, #blocking): one open report per person and item, never of
 * one's own, within a rate; the queue is the admins' alone; a hidden item leaves every list but
 * its author's, where it is labelled, and comes back when restored; a block refuses comments,
 * follows and messages and takes the blocked person's content out of the blocker's lists.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { REPORTS_PER_HOUR } from "@expertconnect/shared/constants";
import { MODERATION_MESSAGES } from "@expertconnect/shared/messages/moderation";
import { rows } from "../../db/client.ts";
import { adminAuditLog, bookings, conversations, experts } from "../../db/schema/index.ts";
import { resetDatabase, startTestServer, TestClient, type TestServer } from "../../test/harness.ts";

const ADMIN_EMAIL = "moderator@example.in";
let server: TestServer;
let clockShift = 0;

beforeAll(async () => {
  server = await startTestServer({ config: { ADMIN_EMAILS: ADMIN_EMAIL }, now: () => Date.now() + clockShift });
});
afterAll(() => server.close());
beforeEach(async () => {
  clockShift = 0;
  await resetDatabase();
});

let counter = 0;
async function person(name: string, email = `${name}-${++counter}-${Date.now()}@example.in`) {
  const client = new TestClient(server.url);
  const id = await client.register(email);
  return { client, id };
}
const admin = () => person("admin", ADMIN_EMAIL);

const message = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

async function post(who: TestClient, content: string): Promise<string> {
  const res = await who.post("/api/feed/posts", { content });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function comment(who: TestClient, postId: string, body: string) {
  return who.post(`/api/feed/posts/${postId}/comments`, { body });
}

const report = (who: TestClient, kind: string, itemId: string, reason = "spam", details?: string) =>
  who.post("/api/moderation/reports", { kind, itemId, reason, details });

const decide = (who: TestClient, kind: string, id: string, action: string, note?: string) =>
  who.post(`/api/admin/reports/${kind}/${id}/decision`, { action, note });

interface FeedBody {
  items: Array<{ id: string; hidden: boolean }>;
}
const feedIds = async (who: TestClient | null, query = "") => {
  const res = who ? await who.get(`/api/feed${query}`) : await fetch(`${server.url}/api/feed${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as FeedBody).items;
};

interface CommentsBody {
  items: Array<{ id: string; body: string; hidden: boolean }>;
}
const commentsOf = async (who: TestClient, postId: string) => {
  const res = await who.get(`/api/feed/posts/${postId}/comments`);
  expect(res.status).toBe(200);
  return ((await res.json()) as CommentsBody).items;
};

async function notificationsOf(who: TestClient, kind: string) {
  const body = (await (await who.get("/api/notifications")).json()) as { notifications: Array<{ kind: string; title: string; body: string }> };
  return body.notifications.filter((n) => n.kind === kind);
}

describe("reports", () => {
  it("keeps one open report per person and item, refuses one's own item, and counts a rate with Retry-After", async () => {
    const author = await person("author");
    const reporter = await person("reporter");
    const postId = await post(author.client, "Miracle cure for diabetes, no insulin needed");

    expect((await report(reporter.client, "post", postId, "misinformation", "  dangerous advice  ")).status).toBe(201);
    const again = await report(reporter.client, "post", postId, "spam");
    expect(again.status).toBe(409);
    expect(await message(again)).toBe(MODERATION_MESSAGES.alreadyReported);

    const own = await report(author.client, "post", postId);
    expect(own.status).toBe(400);
    expect(await message(own)).toBe(MODERATION_MESSAGES.ownItem);
    expect((await report(reporter.client, "post", crypto.randomUUID())).status).toBe(404);
    expect((await report(reporter.client, "profile", reporter.id)).status).toBe(400);
    const bad = await report(reporter.client, "post", postId, "boring");
    expect(bad.status).toBe(400);

    const stored = await rows<{ details: string | null; n: number }>(server.deps.db, sql`select details, (count(*) over ())::int as n from content_reports`);
    expect(stored).toEqual([{ details: "dangerous advice", n: 1 }]);

    // The hour's rate: the refused reports above were not counted, so the reporter has REPORTS_PER_HOUR - 1 left.
    const targets = await Promise.all(Array.from({ length: REPORTS_PER_HOUR }, (_, i) => post(author.client, `Post ${i}`)));
    for (const id of targets.slice(0, REPORTS_PER_HOUR - 1)) expect((await report(reporter.client, "post", id)).status).toBe(201);
    const limited = await report(reporter.client, "post", targets.at(-1)!);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await message(limited)).toMatch(/at most 10 reports an hour/);
    clockShift = 61 * 60_000;
    expect((await report(reporter.client, "post", targets.at(-1)!)).status).toBe(201);
  });

  it("signed out is refused", async () => {
    const res = await fetch(`${server.url}/api/moderation/reports`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind: "post", itemId: crypto.randomUUID(), reason: "spam" }),
    });
    expect(res.status).toBe(401);
  });
});

describe("the moderators' queue", () => {
  it("is the admins' alone, groups open reports by item with counts and reasons, and every decision is audited", async () => {
    const moderator = await admin();
    const author = await person("author");
    const [r1, r2] = [await person("r1"), await person("r2")];
    const postId = await post(author.client, "Buy cheap antibiotics here");
    await report(r1.client, "post", postId, "spam");
    await report(r2.client, "post", postId, "misinformation", "sells medicines");
    await report(r1.client, "profile", author.id, "harassment");

    expect((await r1.client.get("/api/admin/reports")).status).toBe(404);
    expect((await decide(r1.client, "post", postId, "hide")).status).toBe(404);
    expect((await fetch(`${server.url}/api/admin/reports`)).status).toBe(404);

    const queue = (await (await moderator.client.get("/api/admin/reports")).json()) as { items: Array<Record<string, unknown>> };
    expect(queue.items).toHaveLength(2);
    // Newest report first: the profile was reported last.
    expect(queue.items[0]).toMatchObject({ kind: "profile", itemId: author.id, openCount: 1, reasons: { harassment: 1 } });
    expect(queue.items[1]).toMatchObject({
      kind: "post",
      itemId: postId,
      openCount: 2,
      reasons: { spam: 1, misinformation: 1 },
      details: ["sells medicines"],
      excerpt: "Buy cheap antibiotics here",
      hidden: false,
    });

    expect((await decide(moderator.client, "profile", author.id, "hide")).status).toBe(400);
    expect((await decide(moderator.client, "profile", author.id, "warn", "Be civil")).status).toBe(200);
    const warnings = await notificationsOf(author.client, "moderation_warning");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.body).toContain("Note: Be civil");
    expect((await decide(moderator.client, "profile", author.id, "dismiss")).status).toBe(409);

    expect((await decide(moderator.client, "post", postId, "hide")).status).toBe(200);
    expect((await decide(moderator.client, "post", postId, "hide")).status).toBe(409);
    for (const r of [r1, r2]) {
      const outcome = await notificationsOf(r.client, "report_outcome");
      expect(outcome.map((n) => n.body)).toContain(MODERATION_MESSAGES.outcomeBody("post", "hide"));
    }
    expect(await notificationsOf(author.client, "content_hidden")).toHaveLength(1);

    // The hidden post stays in the queue, to be restored; its reports are resolved.
    const after = (await (await moderator.client.get("/api/admin/reports")).json()) as { items: Array<Record<string, unknown>> };
    expect(after.items).toEqual([expect.objectContaining({ kind: "post", itemId: postId, openCount: 0, hidden: true })]);
    expect((await decide(moderator.client, "post", postId, "restore")).status).toBe(200);
    expect(((await (await moderator.client.get("/api/admin/reports")).json()) as { items: unknown[] }).items).toEqual([]);

    const audit = await server.deps.db.select().from(adminAuditLog).where(eq(adminAuditLog.actorId, moderator.id)).orderBy(adminAuditLog.id);
    expect(audit.map((a) => [a.action, a.targetId])).toEqual([
      ["warn_author", author.id],
      ["hide_content", postId],
      ["restore_content", postId],
    ]);
  });

  it("suspends an author with Better Auth's ban: their sessions end and sign-in is refused", async () => {
    const moderator = await admin();
    const email = `spammer-${Date.now()}@example.in`;
    const author = await person("spammer", email);
    const reporter = await person("reporter");
    const postId = await post(author.client, "Spam spam spam");
    await report(reporter.client, "post", postId, "spam");
    expect((await decide(moderator.client, "post", postId, "suspend", "Repeated spam")).status).toBe(200);
    expect((await author.client.get("/api/notifications")).status).toBe(401);
    expect((await new TestClient(server.url).signIn(email)).ok).toBe(false);
    const [audit] = await server.deps.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.action, "suspend_user"), eq(adminAuditLog.targetId, author.id)));
    expect(audit?.reason).toBe("Repeated spam");
  });

  it("lifts a suspension from the queue: sign-in works again, the person is told, the decision is audited; only an admin may, once", async () => {
    const moderator = await admin();
    const email = `lifted-${Date.now()}@example.in`;
    const author = await person("lifted", email);
    const reporter = await person("reporter");
    const postId = await post(author.client, "Spam spam spam");
    await report(reporter.client, "post", postId, "spam");
    expect((await decide(moderator.client, "post", postId, "suspend", "Repeated spam")).status).toBe(200);
    const queue = (await (await moderator.client.get("/api/admin/reports")).json()) as { suspended: Array<{ id: string; reason: string | null }> };
    expect(queue.suspended).toContainEqual(expect.objectContaining({ id: author.id, reason: "Repeated spam" }));

    const lift = (who: TestClient, id = author.id) => who.post(`/api/admin/people/${id}/lift-suspension`, { note: "Appeal accepted" });
    expect((await lift(reporter.client)).status).toBe(404);
    expect((await lift(moderator.client)).status).toBe(200);
    expect((await lift(moderator.client)).status).toBe(409);
    expect((await lift(moderator.client, "00000000-0000-4000-8000-000000000000")).status).toBe(404);

    const back = new TestClient(server.url);
    expect((await back.signIn(email)).ok).toBe(true);
    const { notifications } = (await (await back.get("/api/notifications")).json()) as { notifications: Array<{ kind: string; body: string }> };
    expect(notifications).toContainEqual(expect.objectContaining({ kind: "suspension_lifted", body: MODERATION_MESSAGES.liftedBody("Appeal accepted") }));
    const [audit] = await server.deps.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.action, "unsuspend_user"), eq(adminAuditLog.targetId, author.id)));
    expect(audit?.reason).toBe("Appeal accepted");
    const after = (await (await moderator.client.get("/api/admin/reports")).json()) as { suspended: Array<{ id: string }> };
    expect(after.suspended.map((p) => p.id)).not.toContain(author.id);
  });
});

describe("hidden items", () => {
  it("leave every list and page for others, stay labelled for their author, and come back when restored", async () => {
    const moderator = await admin();
    const author = await person("author");
    const other = await person("other");
    const reporter = await person("reporter");
    const postId = await post(author.client, "A post that will be hidden");
    const keptId = await post(other.client, "A post that stays");
    const commentRes = await comment(author.client, keptId, "A rude comment");
    const commentId = ((await commentRes.json()) as { comment: { id: string } }).comment.id;
    const doubt = (await (await author.client.post("/api/doubts", { question: "A doubt that will be hidden" })).json()) as { id: string };
    const answer = (await (await author.client.post(`/api/doubts/${doubt.id}/answers`, { answer: "An answer that will be hidden" })).json()) as { id: string };

    for (const [kind, id] of [["post", postId], ["comment", commentId], ["doubt", doubt.id], ["answer", answer.id]] as const) {
      expect((await report(reporter.client, kind, id)).status).toBe(201);
      expect((await decide(moderator.client, kind, id, "hide")).status).toBe(200);
    }

    // Everyone else: gone from the feed (visitor, signed in, cached or not), the profile, comments, doubts, answers.
    for (const who of [null, other.client]) expect((await feedIds(who)).map((i) => i.id)).toEqual([keptId]);
    expect((await feedIds(other.client, "?tab=posts")).map((i) => i.id)).toEqual([keptId]);
    await other.client.request(`/api/people/${author.id}/follow`, { method: "PUT" });
    expect(await feedIds(other.client, "?tab=following")).toEqual([]);
    expect(((await (await other.client.get(`/api/feed/authors/${author.id}`)).json()) as FeedBody).items).toEqual([]);
    expect(await commentsOf(other.client, keptId)).toEqual([]);
    const board = (await (await other.client.get("/api/doubts")).json()) as { items: unknown[] };
    expect(board.items).toEqual([]);
    expect((await other.client.get(`/api/doubts/${doubt.id}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/doubts/${doubt.id}`)).status).toBe(404);
    expect((await other.client.get(`/api/doubts/${doubt.id}/answers`)).status).toBe(404);
    expect((await comment(other.client, postId, "Can I still comment?")).status).toBe(404);
    expect((await report(other.client, "post", postId)).status).toBe(404);

    // The author: still there, labelled hidden.
    expect(await feedIds(author.client)).toEqual(expect.arrayContaining([expect.objectContaining({ id: postId, hidden: true })]));
    expect(await commentsOf(author.client, keptId)).toEqual([expect.objectContaining({ id: commentId, hidden: true })]);
    expect(await (await author.client.get(`/api/doubts/${doubt.id}`)).json()).toMatchObject({ id: doubt.id, hidden: true });
    expect(((await (await author.client.get(`/api/doubts/${doubt.id}/answers`)).json()) as { items: unknown[] }).items).toEqual([
      expect.objectContaining({ id: answer.id, hidden: true }),
    ]);

    // A hidden video's page: 404 to others, labelled for its author.
    const [video] = await rows<{ id: string }>(
      server.deps.db,
      sql`insert into doctor_videos (doctor_id, title, video_url) values (${author.id}, 'Hidden video', 'doctor-videos/x/1.mp4') returning id`,
    );
    await report(reporter.client, "video", video!.id);
    expect((await decide(moderator.client, "video", video!.id, "hide")).status).toBe(200);
    expect((await other.client.get(`/api/feed/videos/${video!.id}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/feed/videos/${video!.id}`)).status).toBe(404);
    expect(await (await author.client.get(`/api/feed/videos/${video!.id}`)).json()).toMatchObject({ id: video!.id, hidden: true });
    expect((await feedIds(other.client, "?tab=videos")).map((i) => i.id)).toEqual([]);

    // Restored: back for everyone, unlabelled.
    expect((await decide(moderator.client, "post", postId, "restore")).status).toBe(200);
    expect((await decide(moderator.client, "comment", commentId, "restore")).status).toBe(200);
    expect((await feedIds(null)).map((i) => [i.id, i.hidden])).toEqual([[keptId, false], [postId, false]]);
    expect((await commentsOf(other.client, keptId)).map((c) => c.id)).toEqual([commentId]);
  });
});

describe("blocking", () => {
  it("refuses the blocked person's comments, follows and messages, removes their follow, and takes their content out of the blocker's lists", async () => {
    const blocker = await person("blocker");
    const blocked = await person("blocked");
    const bystander = await person("bystander");
    const blockerPost = await post(blocker.client, "My post");
    const blockedPost = await post(blocked.client, "Their post");
    expect((await comment(blocked.client, blockerPost, "Before the block")).status).toBe(201);
    expect((await blocked.client.request(`/api/people/${blocker.id}/follow`, { method: "PUT" })).status).toBe(200);
    await blocked.client.post("/api/doubts", { question: "Their doubt" });

    expect((await blocker.client.request(`/api/people/${blocker.id}/block`, { method: "PUT" })).status).toBe(400);
    for (let i = 0; i < 2; i++) {
      const res = await blocker.client.request(`/api/people/${blocked.id}/block`, { method: "PUT" });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ blocked: true });
    }
    expect(await (await blocker.client.get(`/api/people/${blocked.id}`)).json()).toMatchObject({ blockedByMe: true });
    expect(await (await blocker.client.get(`/api/people/${blocker.id}`)).json()).toMatchObject({ followersCount: 0 });

    const refused = await comment(blocked.client, blockerPost, "After the block");
    expect(refused.status).toBe(403);
    expect(await message(refused)).toBe(MODERATION_MESSAGES.blockedCommenting);
    const follow = await blocked.client.request(`/api/people/${blocker.id}/follow`, { method: "PUT" });
    expect(follow.status).toBe(403);
    expect(await message(follow)).toBe(MODERATION_MESSAGES.blockedFollowing);
    expect((await comment(bystander.client, blockerPost, "Others still can")).status).toBe(201);

    // The blocker's lists: without the blocked person's post, comment and doubt; others still see them.
    expect((await feedIds(blocker.client)).map((i) => i.id)).toEqual([blockerPost]);
    expect((await commentsOf(blocker.client, blockerPost)).map((c) => c.body)).toEqual(["Others still can"]);
    expect(((await (await blocker.client.get("/api/doubts")).json()) as { items: unknown[] }).items).toEqual([]);
    expect((await feedIds(bystander.client)).map((i) => i.id)).toEqual([blockedPost, blockerPost]);
    expect((await commentsOf(bystander.client, blockerPost)).map((c) => c.body)).toEqual(["Before the block", "Others still can"]);

    // Unblocked: commenting works again.
    expect((await blocker.client.request(`/api/people/${blocked.id}/block`, { method: "DELETE" })).status).toBe(200);
    expect((await comment(blocked.client, blockerPost, "After the unblock")).status).toBe(201);
  });

  it("refuses the blocked person's messages with 403 and writes nothing", async () => {
    const expert = await person("expert");
    const [row] = await server.deps.db
      .insert(experts)
      .values({ name: "Dr. Asha Rao", category: "medical", specialization: "GP", consultationFee: 500, isVerified: true, userId: expert.id, education: "MBBS" })
      .returning({ id: experts.id });
    const client = await person("client");
    const at = new Date(Date.UTC(2031, 0, 1, 5));
    await server.deps.db
      .insert(bookings)
      .values({ expertId: row!.id, userId: client.id, status: "confirmed", scheduledAt: at, endsAt: new Date(at.getTime() + 30 * 60_000), consultationType: "chat", amount: 500 });
    const [conversation] = await server.deps.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.clientId, client.id));
    const send = (who: TestClient) => who.post(`/api/messages/conversations/${conversation!.id}/messages`, { body: "Hello doctor" });
    expect((await send(client.client)).status).toBe(201);

    expect((await expert.client.request(`/api/people/${client.id}/block`, { method: "PUT" })).status).toBe(200);
    const refused = await send(client.client);
    expect(refused.status).toBe(403);
    expect(await message(refused)).toBe(MODERATION_MESSAGES.blockedMessaging);
    const [count] = await rows<{ n: number }>(server.deps.db, sql`select count(*)::int as n from messages`);
    expect(count!.n).toBe(1);
    // The blocker may still write.
    expect((await send(expert.client)).status).toBe(201);
  });
});

/**
 * Doctors' text posts: who may post, the length limits and their messages, what is saved, and the
 * hourly quota (docs/product.md#doctors-feed).
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST_CONTENT_MAX, POSTS_PER_HOUR } from "@expertconnect/shared/constants";
import { rows } from "../../db/client.ts";
import { TestClient } from "../../test/harness.ts";
import { errorOf, HOUR, server, shiftClock, useFeedServer } from "./feed.test-support.ts";

useFeedServer();

describe("posts", () => {
  it("needs a signed-in user", async () => {
    const res = await new TestClient(server.url).post("/api/feed/posts", { content: "Hello" });
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toBe("Not authenticated");
  });

  it("refuses blank and too long content with the documented messages", async () => {
    const client = new TestClient(server.url);
    await client.register("poster@example.in");
    const blank = await client.post("/api/feed/posts", { content: "  \n\t " });
    expect(blank.status).toBe(400);
    expect(await errorOf(blank)).toBe("Please write something");
    const long = await client.post("/api/feed/posts", { content: "x".repeat(POST_CONTENT_MAX + 1) });
    expect(long.status).toBe(400);
    expect(await errorOf(long)).toBe(`Post must be less than ${POST_CONTENT_MAX} characters`);
    const exact = await client.post("/api/feed/posts", { content: "y".repeat(POST_CONTENT_MAX) });
    expect(exact.status).toBe(201);
  });

  it("saves the trimmed text as it was typed, HTML included, and shows it first in the feed", async () => {
    const client = new TestClient(server.url);
    const userId = await client.register("html@example.in");
    const content = "<b>bold</b><img src=x onerror=alert(1)>\nline two";
    const res = await client.post("/api/feed/posts", { content: `  ${content}  ` });
    expect(res.status).toBe(201);
    const post = (await res.json()) as { id: string; content: string; author: { id: string; fullName: string | null } };
    expect(post.content).toBe(content);
    expect(post.author).toMatchObject({ id: userId, fullName: null });

    const feed = (await (await fetch(`${server.url}/api/feed?tab=posts`)).json()) as { items: Array<{ id: string; type: string; content: string }> };
    expect(feed.items[0]).toMatchObject({ id: post.id, type: "post", content });
  });
});

describe("quotas", () => {
  const statuses = (responses: Response[]) => responses.map((r) => r.status).sort();

  it(`lets an account share ${POSTS_PER_HOUR} posts an hour, one at a time at the limit, then 429 with Retry-After`, async () => {
    const client = new TestClient(server.url);
    await client.register("busy-poster@example.in");
    for (let i = 1; i < POSTS_PER_HOUR; i++) expect((await client.post("/api/feed/posts", { content: `Post ${i}` })).status).toBe(201);
    // Twenty at once for the last place: exactly one gets it.
    const race = await Promise.all(Array.from({ length: 20 }, (_, i) => client.post("/api/feed/posts", { content: `Race ${i}` })));
    expect(statuses(race)).toEqual([201, ...Array<number>(19).fill(429)]);
    const refused = race.find((r) => r.status === 429)!;
    expect(await errorOf(refused)).toBe(`You can share at most ${POSTS_PER_HOUR} posts an hour. Please try again in 60 minutes.`);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const [count] = await rows<{ n: number }>(server.deps.db, sql`select count(*)::int as n from doctor_posts`);
    expect(count!.n).toBe(POSTS_PER_HOUR);

    // Another account is not held back, and an hour later this one may post again.
    const other = new TestClient(server.url);
    await other.register("calm-poster@example.in");
    expect((await other.post("/api/feed/posts", { content: "Hello" })).status).toBe(201);
    shiftClock(HOUR + 1000);
    expect((await client.post("/api/feed/posts", { content: "Next hour" })).status).toBe(201);
  });
});

/** Playing a saved video: byte ranges, and views counted once per viewer a day; unknown videos. */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rows } from "../../db/client.ts";
import { TestClient } from "../../test/harness.ts";
import { errorOf, HOUR, sample, server, shiftClock, uploadVideo, useFeedServer } from "./feed.test-support.ts";

useFeedServer();

describe("video playback and views", () => {
  it("serves byte ranges with 206, the right bytes and headers, and 416 past the end", async () => {
    const client = new TestClient(server.url);
    await client.register("ranges@example.in");
    const id = await uploadVideo(client);
    const url = `${server.url}/api/feed/media/videos/${id}`;
    const size = sample.length;

    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(whole.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await whole.arrayBuffer()).equals(sample)).toBe(true);

    const first = await fetch(url, { headers: { range: "bytes=0-99" } });
    expect(first.status).toBe(206);
    expect(first.headers.get("content-range")).toBe(`bytes 0-99/${size}`);
    expect(first.headers.get("content-length")).toBe("100");
    expect(Buffer.from(await first.arrayBuffer()).equals(sample.subarray(0, 100))).toBe(true);

    const middle = await fetch(url, { headers: { range: "bytes=5000-" } });
    expect(middle.status).toBe(206);
    expect(middle.headers.get("content-range")).toBe(`bytes 5000-${size - 1}/${size}`);
    expect(Buffer.from(await middle.arrayBuffer()).equals(sample.subarray(5000))).toBe(true);

    const suffix = await fetch(url, { headers: { range: "bytes=-10" } });
    expect(suffix.status).toBe(206);
    expect(Buffer.from(await suffix.arrayBuffer()).equals(sample.subarray(size - 10))).toBe(true);

    const past = await fetch(url, { headers: { range: `bytes=${size}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${size}`);

    expect((await fetch(`${server.url}/api/feed/media/videos/${randomUUID()}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/feed/media/videos/..%2F..%2Fauth-secret`)).status).toBe(404);
  });

  it("counts a view once per viewer a day: signed in by account, signed out by a signed cookie", async () => {
    const owner = new TestClient(server.url);
    await owner.register("views@example.in");
    const id = await uploadVideo(owner);
    const view = (client: TestClient) => client.post(`/api/feed/videos/${id}/view`);
    const countOf = async (res: Response) => {
      expect(res.status).toBe(200);
      return ((await res.json()) as { viewsCount: number }).viewsCount;
    };
    const feedViews = async () =>
      ((await (await fetch(`${server.url}/api/feed?tab=videos`)).json()) as { items: Array<{ viewsCount: number }> }).items[0]!.viewsCount;
    expect(await feedViews()).toBe(0);

    // The same account, 20 times at once: one view.
    const reader = new TestClient(server.url);
    await reader.register("reader@example.in");
    const burst = await Promise.all(Array.from({ length: 20 }, () => view(reader)));
    expect(new Set(await Promise.all(burst.map(countOf)))).toEqual(new Set([1]));
    // The cached feed page shows the new count without a new version.
    expect(await feedViews()).toBe(1);

    // A visitor gets a signed cookie with the first view and is counted once with it.
    const visitor = new TestClient(server.url);
    const first = await view(visitor);
    expect(first.headers.get("set-cookie")).toMatch(/^ec_visitor=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/api\/feed; HttpOnly; SameSite=Lax$/);
    expect(await countOf(first)).toBe(2);
    expect(await countOf(await view(visitor))).toBe(2);

    // A made-up or altered cookie is not taken as anybody's: it is replaced, and counts as a new visitor.
    const cookie = visitor.cookieHeader.split("=")[1]!;
    const forged = `${cookie.slice(0, 22)}.${"A".repeat(43)}`;
    const tampered = await fetch(`${server.url}/api/feed/videos/${id}/view`, { method: "POST", headers: { cookie: `ec_visitor=${forged}` } });
    expect(tampered.headers.get("set-cookie")).not.toContain(forged);
    expect(await countOf(tampered)).toBe(3);

    // Different visitors at once each count.
    const visitors = await Promise.all(Array.from({ length: 10 }, () => fetch(`${server.url}/api/feed/videos/${id}/view`, { method: "POST" })));
    expect(visitors.every((r) => r.status === 200)).toBe(true);
    expect(await feedViews()).toBe(13);

    // The next day, the same account and visitor count again, once each.
    shiftClock(24 * HOUR);
    expect(await countOf(await view(reader))).toBe(14);
    expect(await countOf(await view(reader))).toBe(14);
    expect(await countOf(await view(visitor))).toBe(15);
    expect(await countOf(await view(visitor))).toBe(15);
    expect(((await (await fetch(`${server.url}/api/feed/videos/${id}`)).json()) as { viewsCount: number }).viewsCount).toBe(15);
    const [stored] = await rows<{ n: number }>(server.deps.db, sql`select count(*)::int as n from video_views where video_id = ${id}`);
    expect(stored!.n).toBe(15);
  });

  it("answers 404 'Video not found' for a missing or malformed id", async () => {
    for (const id of [randomUUID(), "not-a-uuid", "1%27%20or%201=1"]) {
      const res = await fetch(`${server.url}/api/feed/videos/${id}`);
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toBe("Video not found");
      expect((await fetch(`${server.url}/api/feed/videos/${id}/view`, { method: "POST" })).status).toBe(404);
    }
  });
});

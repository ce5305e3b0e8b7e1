/**
 * Live counts over real WebSockets, with two instances on one database: a person watching a post
 * on one instance hears of likes, unlikes and comments made through the other, with the exact
 * counts and never a comment's text; a hidden item or a blocked person's is not followed.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { ServerFeedSocketMessage } from "@expertconnect/shared/schemas/feed-live";
import { startTestServer, TestClient, type TestServer } from "../../test/harness.ts";

let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  first = await startTestServer();
  second = await startTestServer();
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

let counter = 0;
async function person(on: TestServer) {
  const client = new TestClient(on.url);
  const id = await client.register(`live${++counter}-${Math.random().toString(36).slice(2)}@example.in`);
  return { client, id };
}

/** A feed socket that keeps every message it receives. */
async function feedSocket(who: TestClient, on: TestServer) {
  const ws = new WebSocket(`${on.url.replace("http", "ws")}/api/feed/socket`, { headers: { cookie: who.cookieHeader, origin: on.url } });
  const received: ServerFeedSocketMessage[] = [];
  ws.on("message", (data: Buffer) => received.push(JSON.parse(data.toString()) as ServerFeedSocketMessage));
  await new Promise((resolve, reject) => {
    ws.on("open", resolve);
    ws.on("unexpected-response", (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
  });
  /** Waits for the first message (after those already taken) that `match` accepts. */
  let taken = 0;
  const next = async <T extends ServerFeedSocketMessage["type"]>(type: T, match: (m: Extract<ServerFeedSocketMessage, { type: T }>) => boolean = () => true) => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const i = received.findIndex((m, j) => j >= taken && m.type === type && match(m as Extract<ServerFeedSocketMessage, { type: T }>));
      if (i >= 0) {
        taken = i + 1;
        return received[i] as Extract<ServerFeedSocketMessage, { type: T }>;
      }
      if (Date.now() > deadline) throw new Error(`no ${type} message; received ${JSON.stringify(received)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const watch = async (items: Array<{ kind: "post" | "video"; id: string }>) => {
    ws.send(JSON.stringify({ type: "watch", items }));
    return (await next("watching")).items;
  };
  return { ws, received, next, watch };
}

async function newPost(client: TestClient) {
  const res = await client.post("/api/feed/posts", { content: "Case of the week: a knee that would not bend" });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe("the feed socket", () => {
  it("refuses a visitor", async () => {
    const ws = new WebSocket(`${first.url.replace("http", "ws")}/api/feed/socket`, { headers: { origin: first.url } });
    const status = await new Promise<number>((resolve) => ws.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0)));
    expect(status).toBe(401);
  });

  it("carries another instance's likes and comments to a watcher, with exact counts and no text", async () => {
    const author = await person(first);
    const watcher = await person(first);
    const liker = await person(second);
    const postId = await newPost(author.client);
    const socket = await feedSocket(watcher.client, first);
    expect(await socket.watch([{ kind: "post", id: postId }])).toEqual([{ kind: "post", id: postId }]);

    expect((await liker.client.request(`/api/feed/posts/${postId}/like`, { method: "PUT" })).status).toBe(200);
    expect(await socket.next("item")).toEqual({ type: "item", kind: "post", id: postId, likesCount: 1, commentsCount: 0 });

    expect((await liker.client.post(`/api/feed/posts/${postId}/comments`, { body: "Try a gentle range test" })).status).toBe(201);
    const commented = await socket.next("item");
    expect(commented).toEqual({ type: "item", kind: "post", id: postId, likesCount: 1, commentsCount: 1 });
    expect(JSON.stringify(socket.received)).not.toContain("gentle");

    // A repeated like changes nothing and says nothing; the unlike does.
    expect((await liker.client.request(`/api/feed/posts/${postId}/like`, { method: "PUT" })).status).toBe(200);
    expect((await liker.client.request(`/api/feed/posts/${postId}/like`, { method: "DELETE" })).status).toBe(200);
    expect(await socket.next("item")).toMatchObject({ likesCount: 0, commentsCount: 1 });

    // Watching nothing stops the messages.
    await socket.watch([]);
    const before = socket.received.length;
    expect((await liker.client.request(`/api/feed/posts/${postId}/like`, { method: "PUT" })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(socket.received.length).toBe(before);
    socket.ws.close();
  });

  it("does not follow a hidden item for anyone but its author, nor a blocked person's", async () => {
    const author = await person(first);
    const other = await person(second);
    const hidden = await newPost(author.client);
    const shown = await newPost(author.client);
    await first.deps.db.execute(sql`update doctor_posts set hidden_at = now() where id = ${hidden}::uuid`);

    const theirs = await feedSocket(other.client, second);
    expect(await theirs.watch([{ kind: "post", id: hidden }, { kind: "post", id: shown }])).toEqual([{ kind: "post", id: shown }]);
    const own = await feedSocket(author.client, first);
    expect(await own.watch([{ kind: "post", id: hidden }])).toEqual([{ kind: "post", id: hidden }]);

    expect((await other.client.request(`/api/people/${author.id}/block`, { method: "PUT" })).status).toBe(200);
    expect(await theirs.watch([{ kind: "post", id: shown }])).toEqual([]);
    theirs.ws.close();
    own.ws.close();
  });
});

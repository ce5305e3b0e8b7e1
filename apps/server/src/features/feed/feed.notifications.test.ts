/**
 * Notifications about likes, comments and replies over HTTP (docs/product.md#notifications): the
 * author hears of them, never of their own; one unread notification per kind and item, counting the
 * distinct people exactly under simultaneous likes; a read one is never updated again.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { actorsText } from "@expertconnect/shared/messages/social-notifications";
import { TestClient } from "../../test/harness.ts";
import { upsertGroupedNotification } from "../notifications/notifications.queries.ts";
import { server, uploadVideo, useFeedServer } from "./feed.test-support.ts";

useFeedServer();

interface Notification {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  read: boolean;
}

let counter = 0;
async function person(name: string) {
  const client = new TestClient(server.url);
  const id = await client.register(`${name.toLowerCase() || "someone"}${++counter}-${Math.random().toString(36).slice(2)}@example.in`);
  await server.deps.db.execute(sql`update users set name = ${name} where id = ${id}::uuid`);
  return { client, id };
}

async function newPost(client: TestClient, content = "Case of the week: a knee that would not bend") {
  const res = await client.post("/api/feed/posts", { content });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const like = async (client: TestClient, kind: "posts" | "videos", id: string) => {
  const res = await client.request(`/api/feed/${kind}/${id}/like`, { method: "PUT" });
  expect(res.status).toBe(200);
};
const comment = async (client: TestClient, kind: "posts" | "videos", itemId: string, body: string, parentId?: string) => {
  const res = await client.post(`/api/feed/${kind}/${itemId}/comments`, parentId ? { body, parentId } : { body });
  expect(res.status).toBe(201);
  return ((await res.json()) as { comment: { id: string } }).comment.id;
};

async function notificationsOf(client: TestClient): Promise<Notification[]> {
  const res = await client.get("/api/notifications");
  expect(res.status).toBe(200);
  return ((await res.json()) as { notifications: Notification[] }).notifications;
}

describe("the wording", () => {
  it("names the latest person and counts the others", () => {
    expect(actorsText("Asha", 1)).toBe("Asha");
    expect(actorsText("Asha", 2)).toBe("Asha and 1 other");
    expect(actorsText("Asha", 4)).toBe("Asha and 3 others");
  });
});

describe("likes", () => {
  it("tells the author, never the liker of their own post, and an unlike takes nothing back", async () => {
    const author = await person("Bina");
    const asha = await person("Asha");
    const postId = await newPost(author.client);

    await like(author.client, "posts", postId);
    expect(await notificationsOf(author.client)).toEqual([]);

    await like(asha.client, "posts", postId);
    const [n, ...rest] = await notificationsOf(author.client);
    expect(rest).toEqual([]);
    expect(n).toMatchObject({
      kind: "like_received",
      title: "Asha liked your post",
      body: "“Case of the week: a knee that would not bend”",
      link: `/u/${author.id}`,
      read: false,
    });
    expect(await notificationsOf(asha.client)).toEqual([]);

    // Unliking and liking again: still one person, one notification.
    expect((await asha.client.request(`/api/feed/posts/${postId}/like`, { method: "DELETE" })).status).toBe(200);
    expect(await notificationsOf(author.client)).toHaveLength(1);
    await like(asha.client, "posts", postId);
    expect((await notificationsOf(author.client)).map((x) => x.title)).toEqual(["Asha liked your post"]);

    const ravi = await person("Ravi");
    await like(ravi.client, "posts", postId);
    expect((await notificationsOf(author.client)).map((x) => x.title)).toEqual(["Ravi and 1 other liked your post"]);

    // Someone without a name is not shown by their e-mail.
    const unnamed = await person("");
    await like(unnamed.client, "posts", postId);
    expect((await notificationsOf(author.client)).map((x) => x.title)).toEqual(["A colleague and 2 others liked your post"]);
  });

  it("20 simultaneous likes by different people make one notification counting 20; once read, the next like starts another", async () => {
    const author = await person("Bina");
    const postId = await newPost(author.client);
    const likers = await Promise.all(Array.from({ length: 20 }, (_, i) => person(`Liker${i}`)));

    await Promise.all(likers.map((l) => like(l.client, "posts", postId)));
    const [n, ...rest] = await notificationsOf(author.client);
    expect(rest).toEqual([]);
    expect(n!.title).toMatch(/^Liker\d+ and 19 others liked your post$/);

    expect((await author.client.post(`/api/notifications/${n!.id}/read`, {})).status).toBe(200);
    const late = await person("Asha");
    await like(late.client, "posts", postId);
    const after = await notificationsOf(author.client);
    expect(after.map((x) => [x.title, x.read])).toEqual([
      ["Asha liked your post", false],
      [n!.title, true],
    ]);
  });

  it("the grouped write alone is exact when 20 transactions race it, each holding its row until commit", async () => {
    const author = await person("Bina");
    const actors = Array.from({ length: 20 }, () => crypto.randomUUID());
    const counts = await Promise.all(
      actors.map((actorId) =>
        server.deps.db.transaction(async (tx) => {
          const written = await upsertGroupedNotification(
            tx,
            { userId: author.id, kind: "like_received", subject: "post:race", actorId, title: "", body: "“race”", link: "/feed" },
            (count) => `${count} liked your post`,
          );
          await new Promise((resolve) => setTimeout(resolve, 5));
          return written.count;
        }),
      ),
    );
    expect(counts.toSorted((a, b) => a - b)).toEqual(actors.map((_, i) => i + 1));
    expect((await notificationsOf(author.client)).map((x) => x.title)).toEqual(["20 liked your post"]);
  });

  it("says video for a video and links to it", async () => {
    const author = await person("Bina");
    const videoId = await uploadVideo(author.client, "Knee exam basics");
    const asha = await person("Asha");
    await like(asha.client, "videos", videoId);
    expect(await notificationsOf(author.client)).toMatchObject([
      { kind: "like_received", title: "Asha liked your video", body: "“Knee exam basics”", link: `/video/${videoId}` },
    ]);
  });
});

describe("comments and replies", () => {
  it("tells the item's author of comments, grouped, and the comment's author of replies", async () => {
    const author = await person("Bina");
    const videoId = await uploadVideo(author.client, "Knee exam basics");
    const asha = await person("Asha");
    const ravi = await person("Ravi");

    const first = await comment(asha.client, "videos", videoId, "Great explanation");
    await comment(ravi.client, "videos", videoId, "Which  test\nfirst?");
    await comment(author.client, "videos", videoId, "Thank you both");
    expect(await notificationsOf(author.client)).toMatchObject([
      { kind: "comment_received", title: "Ravi and 1 other commented on your video", body: "“Which test first?”", link: `/video/${videoId}`, read: false },
    ]);

    // A reply tells the author of the comment replied to (not the item's author, not the replier).
    await comment(ravi.client, "videos", videoId, "Agreed", first);
    await comment(asha.client, "videos", videoId, "My own follow-up", first);
    expect(await notificationsOf(asha.client)).toMatchObject([
      { kind: "reply_received", title: "Ravi replied to your comment", body: "“Agreed”", link: `/video/${videoId}` },
    ]);
    await comment(author.client, "videos", videoId, "Both good points", first);
    expect((await notificationsOf(asha.client)).map((x) => x.title)).toEqual(["Bina and 1 other replied to your comment"]);
    expect(await notificationsOf(author.client)).toHaveLength(1);
  });

  it("a comment on a post says post", async () => {
    const author = await person("Bina");
    const postId = await newPost(author.client);
    const asha = await person("Asha");
    await comment(asha.client, "posts", postId, "Useful, thanks");
    expect((await notificationsOf(author.client)).map((x) => x.title)).toEqual(["Asha commented on your post"]);
  });
});

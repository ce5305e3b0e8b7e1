/**
 * Messaging over real HTTP and real WebSockets: conversations opened by bookings, who may read and
 * write them, text limits, attachments (type from the bytes, size, privacy), unread counts and
 * marks, search, pagination, and two instances on one database delivering to each other.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { CONVERSATIONS_PAGE_SIZE, MESSAGE_ATTACHMENT_MAX_BYTES, MESSAGE_BODY_MAX, MESSAGES_PAGE_SIZE } from "@expertconnect/shared/constants";
import { MESSAGE_MESSAGES, type Message, type PeerMarks, type ServerMessagesSocketMessage } from "@expertconnect/shared/schemas/messages";
import { bookings, conversations, experts, profiles } from "../../db/schema/index.ts";
import { startTestServer, TestClient, type TestServer } from "../../test/harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let counter = 0;
async function person(name?: string, on: TestServer = server) {
  const client = new TestClient(on.url);
  const email = `talker${++counter}@example.in`;
  const id = await client.register(email);
  if (name) await on.deps.db.update(profiles).set({ fullName: name }).where(eq(profiles.id, id));
  return { client, id, email };
}

async function expertPerson(name = `Dr. Talk ${counter + 1}`) {
  const p = await person();
  const [row] = await server.deps.db
    .insert(experts)
    .values({ name, category: "medical", specialization: "GP", consultationFee: 500, isVerified: true, userId: p.id })
    .returning({ id: experts.id });
  return { ...p, expertId: row!.id, name };
}

let slot = 0;
/** A booking written directly, as any path that makes one does: the conversation must follow. */
async function book(expertId: string, userId: string) {
  const at = new Date(Date.UTC(2031, 0, 1) + ++slot * 3_600_000);
  await server.deps.db
    .insert(bookings)
    .values({ expertId, userId, status: "confirmed", scheduledAt: at, endsAt: new Date(at.getTime() + 30 * 60_000), consultationType: "chat", amount: 500 });
  const [row] = await server.deps.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.expertId, expertId), eq(conversations.clientId, userId)));
  return row!.id;
}

async function pair(clientName = "Asha Client") {
  const expert = await expertPerson();
  const client = await person(clientName);
  const id = await book(expert.expertId, client.id);
  return { expert, client, id };
}

const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
const send = (who: TestClient, id: string, body: unknown) => who.post(`/api/messages/conversations/${id}/messages`, { body });
const unread = async (who: TestClient) => ((await (await who.get("/api/messages/unread")).json()) as { total: number }).total;
const upload = (who: TestClient, id: string, bytes: Uint8Array, name = "photo.png") =>
  who.request(`/api/messages/conversations/${id}/attachments`, {
    method: "POST",
    body: bytes,
    headers: { "content-type": "application/octet-stream", "x-file-name": name },
  });

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 4, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20]);

interface ConversationList {
  items: Array<{ id: string; peer: { name: string }; unread: number; lastMessage: { body: string; mine: boolean } | null }>;
  nextCursor: string | null;
}
const list = async (who: TestClient, query = "") => (await (await who.get(`/api/messages/conversations${query}`)).json()) as ConversationList;

/** A messages socket that keeps what it receives and can wait for a message. */
class Socket {
  received: ServerMessagesSocketMessage[] = [];
  private waiters: Array<() => void> = [];
  constructor(readonly ws: WebSocket) {
    ws.on("message", (data) => {
      this.received.push(JSON.parse((data as Buffer).toString("utf8")) as ServerMessagesSocketMessage);
      for (const w of this.waiters.splice(0)) w();
    });
  }
  async next<T extends ServerMessagesSocketMessage["type"]>(type: T, where: (m: Extract<ServerMessagesSocketMessage, { type: T }>) => boolean = () => true) {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = this.received.find((m) => m.type === type && where(m as Extract<ServerMessagesSocketMessage, { type: T }>));
      if (found) return found as Extract<ServerMessagesSocketMessage, { type: T }>;
      if (Date.now() > deadline) throw new Error(`no ${type} message; got ${JSON.stringify(this.received)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }
}

function connect(who: TestClient, p: { on?: TestServer; origin?: string } = {}): Promise<Socket> {
  const on = p.on ?? server;
  const ws = new WebSocket(`${on.url.replace("http", "ws")}/api/messages/socket`, { headers: { cookie: who.cookieHeader, origin: p.origin ?? on.url } });
  const socket = new Socket(ws);
  return new Promise((resolve, reject) => {
    ws.on("open", () => resolve(socket));
    ws.on("unexpected-response", (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    ws.on("error", reject);
  });
}

describe("conversations", () => {
  it("open with the first booking, one per client and expert however many bookings follow", async () => {
    const { expert, client, id } = await pair();
    await book(expert.expertId, client.id);
    const rows = await server.deps.db.select().from(conversations).where(eq(conversations.clientId, client.id));
    expect(rows.map((r) => r.id)).toEqual([id]);
    expect((await list(client.client)).items.map((c) => c.peer.name)).toEqual([expert.name]);
    expect((await list(expert.client)).items).toMatchObject([{ id, peer: { name: "Asha Client" }, unread: 0, lastMessage: null }]);
  });

  it("exist only for their two people: anyone else gets 404 from every endpoint, signed out 401", async () => {
    const { client, id } = await pair();
    const sent = (await (await send(client.client, id, "private")).json()) as Message;
    const attached = (await (await upload(client.client, id, PNG)).json()) as Message;
    const third = await person("Third Person");
    const paths: Array<[string, string, unknown?]> = [
      ["GET", `/api/messages/conversations/${id}`],
      ["GET", `/api/messages/conversations/${id}/messages`],
      ["POST", `/api/messages/conversations/${id}/messages`, { body: "let me in" }],
      ["POST", `/api/messages/conversations/${id}/read`, {}],
      ["GET", attached.attachment!.url],
      ["GET", `/api/messages/attachments/${sent.id}`],
      ["GET", "/api/messages/conversations/not-a-uuid"],
    ];
    for (const [method, path, json] of paths) {
      const res = await third.client.request(path, { method, json });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await upload(third.client, id, PNG)).status).toBe(404);
    expect((await list(third.client)).items).toEqual([]);
    expect((await list(third.client, "?q=private")).items).toEqual([]);
    const signedOut = new TestClient(server.url);
    expect((await signedOut.get(`/api/messages/conversations/${id}`)).status).toBe(401);
    await expect(connect(signedOut)).rejects.toThrow("refused 401");
    await expect(connect(client.client, { origin: "https://evil.example" })).rejects.toThrow("refused 403");

    // A third person's socket can claim delivery in someone else's conversation: nothing moves.
    const socket = await connect(third.client);
    socket.ws.send(JSON.stringify({ type: "delivered", conversationId: id, messageId: sent.id }));
    socket.ws.send(JSON.stringify({ type: "ping" }));
    await socket.next("pong");
    const [row] = await server.deps.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row!.expertDeliveredId).toBe(0);
    socket.ws.close();
  });
});

describe("message text", () => {
  it("is trimmed; empty or over the limit is refused with the shared message and nothing is stored", async () => {
    const { client, id } = await pair();
    for (const [body, message] of [
      ["   ", MESSAGE_MESSAGES.bodyEmpty],
      [undefined, MESSAGE_MESSAGES.bodyEmpty],
      ["x".repeat(MESSAGE_BODY_MAX + 1), MESSAGE_MESSAGES.bodyTooLong],
    ] as const) {
      const res = await send(client.client, id, body);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toBe(message);
    }
    const ok = await send(client.client, id, `  ${"y".repeat(MESSAGE_BODY_MAX)}  `);
    expect(ok.status).toBe(201);
    const page = (await (await client.client.get(`/api/messages/conversations/${id}/messages`)).json()) as { messages: Message[] };
    expect(page.messages.map((m) => m.body.length)).toEqual([MESSAGE_BODY_MAX]);
  });
});

describe("attachments", () => {
  it("are typed by their bytes (415 otherwise), at most the size limit (413), and private to the two people", async () => {
    const { expert, client, id } = await pair();
    const fake = await upload(client.client, id, new TextEncoder().encode("just some text, named like a picture"), "photo.png");
    expect(fake.status).toBe(415);
    expect(await errorOf(fake)).toBe(MESSAGE_MESSAGES.attachmentType);
    const big = new Uint8Array(MESSAGE_ATTACHMENT_MAX_BYTES + 1);
    big.set(PNG);
    const tooBig = await upload(client.client, id, big);
    expect(tooBig.status).toBe(413);
    expect(await errorOf(tooBig)).toBe(MESSAGE_MESSAGES.attachmentTooLarge);
    expect((await upload(client.client, id, new Uint8Array())).status).toBe(400);

    const png = await upload(client.client, id, PNG, "scan.png");
    expect(png.status).toBe(201);
    const message = (await png.json()) as Message;
    expect(message.attachment).toMatchObject({ name: "scan.png", type: "image/png", sizeBytes: PNG.length });
    const webp = (await (await upload(client.client, id, WEBP, "x.webp")).json()) as Message;
    expect(webp.attachment?.type).toBe("image/webp");

    const download = await expert.client.get(message.attachment!.url);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PNG);
    expect((await client.client.get(message.attachment!.url)).status).toBe(200);
    const third = await person();
    expect((await third.client.get(message.attachment!.url)).status).toBe(404);
    // The refused uploads left no message behind.
    expect((await list(expert.client)).items[0]).toMatchObject({ unread: 2 });
  });
});

describe("unread counts and marks", () => {
  it("count the other person's messages until they read; the sender sees sent, delivered, read", async () => {
    const { expert, client, id } = await pair();
    const expertSocket = await connect(expert.client);
    const clientSocket = await connect(client.client);
    await expertSocket.next("unread", (m) => m.total === 0);

    const first = (await (await send(client.client, id, "hello doctor")).json()) as Message;
    await send(client.client, id, "are you there?");
    expect(await unread(expert.client)).toBe(2);
    expect(await unread(client.client)).toBe(0);
    await expertSocket.next("unread", (m) => m.total === 2);
    const pushed = await expertSocket.next("message", (m) => m.message.id === first.id);
    expect(pushed.message).toMatchObject({ body: "hello doctor", senderId: client.id, conversationId: id });
    await clientSocket.next("message", (m) => m.message.id === first.id); // one's own other tabs

    const marks = async () => ((await (await client.client.get(`/api/messages/conversations/${id}`)).json()) as { peerMarks: PeerMarks }).peerMarks;
    expect(await marks()).toEqual({ deliveredUpTo: 0, readUpTo: 0 });
    // The expert's app acknowledges the first message: delivered.
    expertSocket.ws.send(JSON.stringify({ type: "delivered", conversationId: id, messageId: first.id }));
    expect((await clientSocket.next("marks")).marks).toEqual({ deliveredUpTo: first.id, readUpTo: 0 });
    expect(await marks()).toEqual({ deliveredUpTo: first.id, readUpTo: 0 });

    // The expert opens the conversation: read, and their badge goes to 0.
    const read = await expert.client.post(`/api/messages/conversations/${id}/read`);
    expect(await read.json()).toEqual({ unread: 0 });
    expect((await clientSocket.next("marks", (m) => m.marks.readUpTo > 0)).marks).toEqual({ deliveredUpTo: first.id + 1, readUpTo: first.id + 1 });
    await expertSocket.next("unread", (m) => m.total === 0);
    expect((await list(expert.client)).items[0]).toMatchObject({ id, unread: 0, lastMessage: { body: "are you there?", mine: false } });

    // A reply counts for the client, not for the expert.
    await send(expert.client, id, "yes, here");
    expect(await unread(client.client)).toBe(1);
    expect(await unread(expert.client)).toBe(0);
    expertSocket.ws.close();
    clientSocket.ws.close();
  });

  it("tell the recipient with one notification per conversation until they open it", async () => {
    const { expert, client, id } = await pair("Meera Client");
    await send(client.client, id, "hello doctor");
    await send(client.client, id, "are you there?");
    const notices = async () =>
      ((await (await expert.client.get("/api/notifications")).json()) as { notifications: { kind: string; title: string; body: string; link: string; id: string }[] }).notifications.filter(
        (n) => n.kind === "message_received",
      );
    const [first, ...more] = await notices();
    expect(more).toEqual([]);
    expect(first).toMatchObject({ title: "New message from Meera Client", body: "hello doctor", link: `/messages/${id}` });
    expect((await expert.client.post(`/api/notifications/${first!.id}/read`)).status).toBe(200);
    await send(client.client, id, "one more thing");
    expect((await notices()).map((n) => n.body)).toEqual(["one more thing", "hello doctor"]);
    // Nobody is told about their own messages.
    expect(((await (await client.client.get("/api/notifications")).json()) as { notifications: unknown[] }).notifications).toEqual([]);
  });

  it("add up over every conversation, as client and as expert", async () => {
    const a = await pair();
    const other = await expertPerson();
    const second = await book(other.expertId, a.client.id);
    await send(a.expert.client, a.id, "one");
    await send(other.client, second, "two");
    await send(other.client, second, "three");
    expect(await unread(a.client.client)).toBe(3);
    // The same person as a client of another expert and as an expert of their own client.
    const theirClient = await person();
    const third = await book(a.expert.expertId, theirClient.id);
    await send(theirClient.client, third, "to the expert");
    const expertAsClient = await book(other.expertId, a.expert.id);
    await send(other.client, expertAsClient, "to the expert as a client");
    expect(await unread(a.expert.client)).toBe(2);
  });
});

describe("search and pagination", () => {
  it("finds conversations by the other person's name or a word of a message", async () => {
    const client = await person("Ravi Kumar");
    const cardiologist = await expertPerson("Dr. Meera Iyer");
    const lawyer = await expertPerson("Adv. Sanjay Rao");
    const withDoctor = await book(cardiologist.expertId, client.id);
    const withLawyer = await book(lawyer.expertId, client.id);
    await send(client.client, withLawyer, "About the property Agreement, clause 4");
    await send(client.client, withDoctor, "My blood pressure is fine");

    expect((await list(client.client, "?q=meera")).items.map((c) => c.id)).toEqual([withDoctor]);
    expect((await list(client.client, "?q=agreement")).items.map((c) => c.id)).toEqual([withLawyer]);
    expect((await list(client.client, "?q=100%25")).items).toEqual([]);
    expect((await list(client.client, "?q=")).items.map((c) => c.id)).toEqual([withDoctor, withLawyer]);
    // The expert finds the client by the client's name.
    expect((await list(cardiologist.client, "?q=ravi")).items.map((c) => c.id)).toEqual([withDoctor]);
    expect((await list(cardiologist.client, "?q=agreement")).items).toEqual([]);
    const long = await client.client.get(`/api/messages/conversations?q=${"x".repeat(101)}`);
    expect(long.status).toBe(400);
    expect((await client.client.get("/api/messages/conversations?cursor=nonsense")).status).toBe(400);
  });

  it("pages the list newest activity first and a conversation's messages oldest first, older ones by `before`", async () => {
    const expert = await expertPerson();
    const ids: string[] = [];
    const clients: TestClient[] = [];
    for (let i = 0; i < CONVERSATIONS_PAGE_SIZE + 3; i++) {
      const c = await person();
      clients.push(c.client);
      ids.push(await book(expert.expertId, c.id));
    }
    // The oldest conversation gets a message, so it moves to the top.
    await send(expert.client, ids[0]!, "moving up");
    const first = await list(expert.client);
    expect(first.items).toHaveLength(CONVERSATIONS_PAGE_SIZE);
    expect(first.items[0]!.id).toBe(ids[0]);
    const second = await list(expert.client, `?cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((c) => c.id))).toEqual(new Set(ids));

    const total = MESSAGES_PAGE_SIZE + 5;
    // Both people write, so that neither reaches the per-minute limit (MESSAGES_PER_MINUTE).
    for (let i = 1; i <= total; i++) await send(i % 2 ? expert.client : clients[1]!, ids[1]!, `message ${i}`);
    type Page = { messages: Message[]; nextBefore: number | null };
    const latest = (await (await expert.client.get(`/api/messages/conversations/${ids[1]}/messages`)).json()) as Page;
    expect(latest.messages).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(latest.messages.at(-1)!.body).toBe(`message ${total}`);
    expect(latest.messages[0]!.body).toBe("message 6");
    const older = (await (await expert.client.get(`/api/messages/conversations/${ids[1]}/messages?before=${latest.nextBefore}`)).json()) as Page;
    expect(older.messages.map((m) => m.body)).toEqual(["message 1", "message 2", "message 3", "message 4", "message 5"]);
    expect(older.nextBefore).toBeNull();
    expect((await expert.client.get(`/api/messages/conversations/${ids[1]}/messages?before=abc`)).status).toBe(400);
  });

  it("reads what arrived after a message (`after`), oldest first, a page at a time, and only for the two people", async () => {
    const expert = await expertPerson();
    const client = await person();
    const id = await book(expert.expertId, client.id);
    const total = MESSAGES_PAGE_SIZE + 4;
    for (let i = 1; i <= total; i++) await send(i % 2 ? expert.client : client.client, id, `message ${i}`);
    type Page = { messages: Message[]; nextBefore: number | null; nextAfter: number | null };
    const read = async (query: string) => (await (await client.client.get(`/api/messages/conversations/${id}/messages${query}`)).json()) as Page;
    const all = [...(await read(`?before=${Number.MAX_SAFE_INTEGER}`)).messages];
    const older = await read(`?before=${all[0]!.id}`);
    all.unshift(...older.messages);
    expect(all.map((m) => m.body)).toEqual(Array.from({ length: total }, (_, i) => `message ${i + 1}`));

    // The last few: all of them, nothing further.
    const recent = await read(`?after=${all[total - 4]!.id}`);
    expect(recent.messages.map((m) => m.body)).toEqual([`message ${total - 2}`, `message ${total - 1}`, `message ${total}`]);
    expect(recent).toMatchObject({ nextAfter: null, nextBefore: null });
    // Up to date: an empty page.
    expect(await read(`?after=${all.at(-1)!.id}`)).toMatchObject({ messages: [], nextAfter: null });
    // More than a page arrived: the first page after it, and where to go on from.
    const first = await read(`?after=${all[0]!.id}`);
    expect(first.messages.map((m) => m.body)).toEqual(all.slice(1, MESSAGES_PAGE_SIZE + 1).map((m) => m.body));
    expect(first.nextAfter).toBe(all[MESSAGES_PAGE_SIZE]!.id);
    const rest = await read(`?after=${first.nextAfter}`);
    expect(rest.messages.map((m) => m.body)).toEqual(all.slice(MESSAGES_PAGE_SIZE + 1).map((m) => m.body));
    expect(rest.nextAfter).toBeNull();

    expect((await client.client.get(`/api/messages/conversations/${id}/messages?after=abc`)).status).toBe(400);
    expect((await client.client.get(`/api/messages/conversations/${id}/messages?after=0`)).status).toBe(400);
    expect((await client.client.get(`/api/messages/conversations/${id}/messages?after=1&before=9`)).status).toBe(400);
    const stranger = await person();
    expect((await stranger.client.get(`/api/messages/conversations/${id}/messages?after=1`)).status).toBe(404);
  });
});

describe("two instances on one database", () => {
  let second: TestServer;
  beforeAll(async () => {
    second = await startTestServer();
  });
  afterAll(() => second.close());

  it("a message sent on one reaches the other person's socket on the other, with their unread total and the marks back", async () => {
    const { expert, client, id } = await pair();
    const expertOnSecond = new TestClient(second.url);
    expect((await expertOnSecond.signIn(expert.email)).status).toBe(200);
    const expertSocket = await connect(expertOnSecond, { on: second });
    const clientSocket = await connect(client.client);
    await expertSocket.next("unread");

    const sent = (await (await send(client.client, id, "across instances")).json()) as Message;
    expect((await expertSocket.next("message")).message).toMatchObject({ id: sent.id, body: "across instances" });
    await expertSocket.next("unread", (m) => m.total === 1);
    expertSocket.ws.send(JSON.stringify({ type: "delivered", conversationId: id, messageId: sent.id }));
    expect((await clientSocket.next("marks")).marks.deliveredUpTo).toBe(sent.id);
    await expertOnSecond.post(`/api/messages/conversations/${id}/read`);
    expect((await clientSocket.next("marks", (m) => m.marks.readUpTo === sent.id)).conversationId).toBe(id);
    await expertOnSecond.post(`/api/messages/conversations/${id}/messages`, { body: "got it" });
    expect((await clientSocket.next("message", (m) => m.message.body === "got it")).message.senderId).toBe(expert.id);
    expertSocket.ws.close();
    clientSocket.ws.close();
  });
});

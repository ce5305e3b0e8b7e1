/**
 * Consultation rooms over real HTTP and real WebSockets: who may enter, when a room is open, the
 * chat, the socket's guards (Origin, size, rate) and its isolation from other rooms, TURN
 * credentials, and two instances on one database passing a room's messages between them.
 */
import { createHmac, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { CHAT_MESSAGE_MAX } from "@expertconnect/shared/constants";
import { ROOM_MESSAGES, type ServerSocketMessage } from "@expertconnect/shared/schemas/rooms";
import { eq, sql } from "drizzle-orm";
import { bookingMessages, bookings, experts, sessions } from "../../db/schema/index.ts";
import { iceServersFor, turnCredential } from "../../lib/ice-servers.ts";
import { forgedSessionCookie, startTestServer, TestClient, type TestServer } from "../../test/harness.ts";
import { SOCKET_BURST } from "./rooms.socket.ts";

const ADMIN_EMAIL = "rooms.admin@example.in";
const DAY = 24 * 60 * 60 * 1000;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    config: { TURN_URLS: "turn:127.0.0.1:3478", TURN_SECRET: "turn-secret-for-tests-only", STUN_URLS: "stun:127.0.0.1:3478", ADMIN_EMAILS: ADMIN_EMAIL },
  });
});
afterAll(() => server.close());

let counter = 0;
async function person(on: TestServer = server) {
  const client = new TestClient(on.url);
  const id = await client.register(`roomer${++counter}@example.in`);
  return { client, id };
}

async function expertPerson(on: TestServer = server) {
  const p = await person(on);
  const [row] = await on.deps.db
    .insert(experts)
    .values({ name: `Dr. Room ${counter}`, category: "medical", specialization: "GP", consultationFee: 500, isVerified: true, userId: p.id })
    .returning({ id: experts.id });
  return { ...p, expertId: row!.id };
}

/** A booking starting `minutes` from now (negative: started), written directly. */
async function booking(expertId: string, userId: string, minutes: number, p: { status?: string; type?: string } = {}) {
  const at = new Date(Date.now() + minutes * 60_000);
  const [row] = await server.deps.db
    .insert(bookings)
    .values({ expertId, userId, status: p.status ?? "confirmed", scheduledAt: at, endsAt: new Date(at.getTime() + 30 * 60_000), consultationType: p.type ?? "video", amount: 500 })
    .returning({ id: bookings.id });
  return row!.id;
}

async function openRoom() {
  const expert = await expertPerson();
  const client = await person();
  const id = await booking(expert.expertId, client.id, 2);
  return { expert, client, id };
}

const message = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

/** A room socket that keeps what it receives and can wait for a message or its close. */
class Socket {
  received: ServerSocketMessage[] = [];
  closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];
  constructor(readonly ws: WebSocket) {
    ws.on("message", (data) => {
      const text = Array.isArray(data) ? Buffer.concat(data).toString("utf8") : Buffer.from(data instanceof ArrayBuffer ? new Uint8Array(data) : data).toString("utf8");
      this.received.push(JSON.parse(text) as ServerSocketMessage);
      for (const w of this.waiters.splice(0)) w();
    });
    this.closed = new Promise((resolve) => ws.on("close", (code, reason) => resolve({ code, reason: String(reason) })));
  }
  async next<T extends ServerSocketMessage["type"]>(type: T, where: (m: Extract<ServerSocketMessage, { type: T }>) => boolean = () => true, ms = 5000) {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.received.find((m) => m.type === type && where(m as Extract<ServerSocketMessage, { type: T }>));
      if (found) return found as Extract<ServerSocketMessage, { type: T }>;
      if (Date.now() > deadline) throw new Error(`no ${type} message; got ${JSON.stringify(this.received)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }
  send(value: unknown) {
    this.ws.send(typeof value === "string" ? value : JSON.stringify(value));
  }
  close() {
    this.ws.close();
  }
}

function socketUrl(on: TestServer, bookingId: string) {
  return `${on.url.replace("http", "ws")}/api/rooms/${bookingId}/socket`;
}

/** Opens a room socket as `who`; resolves when open, or rejects with the refused upgrade's status. */
function connect(who: TestClient, bookingId: string, p: { on?: TestServer; origin?: string } = {}): Promise<Socket> {
  const on = p.on ?? server;
  const ws = new WebSocket(socketUrl(on, bookingId), { headers: { cookie: who.cookieHeader, origin: p.origin ?? on.url } });
  const socket = new Socket(ws);
  return new Promise((resolve, reject) => {
    ws.on("open", () => resolve(socket));
    ws.on("unexpected-response", (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    ws.on("error", reject);
  });
}

describe("who may enter a room", () => {
  it("its client and its expert; anyone else is told it does not exist; signed out 401", async () => {
    const { expert, client, id } = await openRoom();
    const asClient = await client.client.get(`/api/rooms/${id}`);
    expect(asClient.status).toBe(200);
    expect(await asClient.json()).toMatchObject({ bookingId: id, role: "client", state: "open", consultationType: "video", peerName: `Dr. Room ${counter - 1}` });
    const asExpert = await expert.client.get(`/api/rooms/${id}`);
    expect(await asExpert.json()).toMatchObject({ role: "expert", state: "open" });

    const third = await person();
    for (const path of [`/api/rooms/${id}`, `/api/rooms/${id}/messages`]) {
      const res = await third.client.get(path);
      expect(res.status, path).toBe(404);
      expect(await message(res)).toBe(ROOM_MESSAGES.notFound);
    }
    expect((await third.client.post(`/api/rooms/${id}/messages`, { body: "hello" })).status).toBe(404);
    expect((await third.client.get(`/api/rooms/not-a-uuid`)).status).toBe(404);
    const signedOut = new TestClient(server.url);
    expect((await signedOut.get(`/api/rooms/${id}`)).status).toBe(401);
    expect((await signedOut.post(`/api/rooms/${id}/messages`, { body: "x" })).status).toBe(401);

    await expect(connect(third.client, id)).rejects.toThrow("refused 404");
    await expect(connect(signedOut, id)).rejects.toThrow("refused 401");
    // An admin runs the marketplace but is no party to the consultation: the room is private to its two people.
    const admin = new TestClient(server.url);
    await admin.register(ADMIN_EMAIL);
    expect(((await (await admin.get("/api/me")).json()) as { isAdmin: boolean }).isAdmin).toBe(true);
    for (const path of [`/api/rooms/${id}`, `/api/rooms/${id}/messages`]) expect((await admin.get(path)).status, path).toBe(404);
    expect((await admin.post(`/api/rooms/${id}/messages`, { body: "hello" })).status).toBe(404);
    await expect(connect(admin, id)).rejects.toThrow("refused 404");
    const plain = await client.client.get(`/api/rooms/${id}/socket`);
    expect(plain.status).toBe(426);
  });

  it("opens 10 minutes before the start, closes 15 after the end, and only for confirmed bookings", async () => {
    const roomIn = async (minutes: number, status = "confirmed") => {
      const expert = await expertPerson();
      const client = await person();
      const id = await booking(expert.expertId, client.id, minutes, { status });
      return { client: client.client, id, state: async () => ((await (await client.client.get(`/api/rooms/${id}`)).json()) as { state: string }).state };
    };
    const early = await roomIn(11);
    const body = (await (await early.client.get(`/api/rooms/${early.id}`)).json()) as { state: string; opensAt: string; scheduledAt: string; iceServers: unknown[] };
    expect(body.state).toBe("too-early");
    expect(new Date(body.scheduledAt).getTime() - new Date(body.opensAt).getTime()).toBe(10 * 60_000);
    expect(body.iceServers).toEqual([]);
    const refused = await early.client.post(`/api/rooms/${early.id}/messages`, { body: "hi" });
    expect(refused.status).toBe(409);
    expect(await message(refused)).toBe(ROOM_MESSAGES.tooEarly);
    await expect(connect(early.client, early.id)).rejects.toThrow("refused 409");

    expect(await (await roomIn(9)).state()).toBe("open");
    expect(await (await roomIn(-44)).state()).toBe("open");
    const over = await roomIn(-46);
    expect(await over.state()).toBe("closed");
    expect(await message(await over.client.post(`/api/rooms/${over.id}/messages`, { body: "hi" }))).toBe(ROOM_MESSAGES.closed);
    const pending = await roomIn(2, "pending");
    expect(await pending.state()).toBe("closed");
    expect(await message(await pending.client.post(`/api/rooms/${pending.id}/messages`, { body: "hi" }))).toBe(ROOM_MESSAGES.notConfirmed);
  });
});

describe("chat", () => {
  it("is sent as the session says: signed out, forged or expired 401 with nothing kept; a session due for renewal sends once", async () => {
    const { client, id } = await openRoom();
    const kept = async () => (await server.deps.db.select().from(bookingMessages).where(eq(bookingMessages.bookingId, id))).map((m) => m.body);
    const post = (cookie: string, body: string) =>
      fetch(`${server.url}/api/rooms/${id}/messages`, { method: "POST", headers: { cookie, origin: server.url, "content-type": "application/json" }, body: JSON.stringify({ body }) });
    const cookie = client.client.cookieHeader;
    const forged = forgedSessionCookie(cookie);
    expect((await post(forged, "forged")).status).toBe(401);
    expect((await post("", "no cookie")).status).toBe(401);

    const [session] = await server.deps.db.select().from(sessions).where(eq(sessions.userId, client.id));
    // Due for its daily renewal: Better Auth renews it and the message is sent once.
    await server.deps.db.update(sessions).set({ expiresAt: new Date(Date.now() + 5.5 * DAY), updatedAt: sql`now() - interval '36 hours'` }).where(eq(sessions.id, session!.id));
    expect((await post(cookie, "after renewal")).status).toBe(201);
    const [renewed] = await server.deps.db.select().from(sessions).where(eq(sessions.id, session!.id));
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY);

    await server.deps.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, session!.id));
    expect((await post(cookie, "expired")).status).toBe(401);
    expect(await kept()).toEqual(["after renewal"]);
  });

  it("is kept with the booking, loaded on entry, and refuses empty or long messages with a clear 400", async () => {
    const { expert, client, id } = await openRoom();
    const sent = await client.client.post(`/api/rooms/${id}/messages`, { body: "  Hello doctor  " });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toMatchObject({ body: "Hello doctor", senderId: client.id });
    expect((await expert.client.post(`/api/rooms/${id}/messages`, { body: "Hello, how can I help?" })).status).toBe(201);
    const history = (await (await expert.client.get(`/api/rooms/${id}/messages`)).json()) as { messages: Array<{ body: string; senderId: string }> };
    expect(history.messages.map((m) => [m.senderId, m.body])).toEqual([
      [client.id, "Hello doctor"],
      [expert.id, "Hello, how can I help?"],
    ]);

    const long = await client.client.post(`/api/rooms/${id}/messages`, { body: "x".repeat(CHAT_MESSAGE_MAX + 1) });
    expect(long.status).toBe(400);
    expect(await message(long)).toBe(ROOM_MESSAGES.chatTooLong);
    expect(await message(await client.client.post(`/api/rooms/${id}/messages`, { body: "   " }))).toBe(ROOM_MESSAGES.chatEmpty);
    expect((await client.client.post(`/api/rooms/${id}/messages`, { body: "x".repeat(CHAT_MESSAGE_MAX) })).status).toBe(201);
  });

  it("gives what arrived after a message (`after`), oldest first, and refuses a position that is not one", async () => {
    const { expert, client, id } = await openRoom();
    for (const body of ["one", "two", "three", "four"]) expect((await client.client.post(`/api/rooms/${id}/messages`, { body })).status).toBe(201);
    type History = { messages: Array<{ id: number; body: string }> };
    const all = ((await (await expert.client.get(`/api/rooms/${id}/messages`)).json()) as History).messages;
    const after = async (query: string) => ((await (await expert.client.get(`/api/rooms/${id}/messages${query}`)).json()) as History).messages.map((m) => m.body);
    expect(await after(`?after=${all[1]!.id}`)).toEqual(["three", "four"]);
    expect(await after(`?after=${all[3]!.id}`)).toEqual([]);
    for (const bad of ["abc", "0", "-3", "1.5"]) {
      const res = await expert.client.get(`/api/rooms/${id}/messages?after=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(await message(res)).toBe(ROOM_MESSAGES.badPosition);
    }
  });
});

describe("the room's socket", () => {
  it("tells each person the other is here, relays signalling and media state, and delivers chat to both", async () => {
    const { expert, client, id } = await openRoom();
    const a = await connect(client.client, id);
    const welcome = await a.next("welcome");
    expect(welcome.role).toBe("client");
    const b = await connect(expert.client, id);
    const bWelcome = await b.next("welcome");
    await a.next("peer-here", (m) => m.connectionId === bWelcome.connectionId);
    await b.next("peer-here", (m) => m.connectionId === welcome.connectionId);

    a.send({ type: "signal", to: bWelcome.connectionId, description: { type: "offer", sdp: "v=0" } });
    expect(await b.next("signal")).toMatchObject({ from: welcome.connectionId, to: bWelcome.connectionId, description: { type: "offer", sdp: "v=0" } });
    b.send({ type: "media", audio: false, video: true });
    expect(await a.next("media")).toMatchObject({ audio: false, video: true });
    // Nobody hears their own signalling back.
    expect(a.received.some((m) => m.type === "signal")).toBe(false);

    const sent = await client.client.post(`/api/rooms/${id}/messages`, { body: "Can you hear me?" });
    expect(sent.status).toBe(201);
    const created = (await sent.json()) as { id: number; senderId: string; body: string; createdAt: string };
    expect(created).toMatchObject({ senderId: client.id, body: "Can you hear me?" });
    expect(new Date(created.createdAt).toISOString()).toBe(created.createdAt);
    // Each side gets the message exactly as the sender's answer gave it.
    expect((await a.next("chat")).message).toEqual(created);
    expect((await b.next("chat")).message).toEqual(created);

    a.send({ type: "ping" });
    await a.next("pong");
    b.close();
    await a.next("peer-left", (m) => m.connectionId === bWelcome.connectionId);
    a.close();
  });

  it("delivers a signal only to the socket it names: not to the person's other tab, not to their next visit", async () => {
    const { expert, client, id } = await openRoom();
    const a = await connect(client.client, id);
    const aId = (await a.next("welcome")).connectionId;
    const tab1 = await connect(expert.client, id);
    const tab1Id = (await tab1.next("welcome")).connectionId;
    const tab2 = await connect(expert.client, id);
    const tab2Id = (await tab2.next("welcome")).connectionId;
    // Both tabs of the expert are announced to the client, each with its own id.
    await a.next("peer-here", (m) => m.connectionId === tab1Id);
    await a.next("peer-here", (m) => m.connectionId === tab2Id);

    a.send({ type: "signal", to: tab1Id, candidate: { candidate: "for tab 1" } });
    expect((await tab1.next("signal")).candidate).toEqual({ candidate: "for tab 1" });
    tab1.close();
    await a.next("peer-left", (m) => m.connectionId === tab1Id);
    // A late signal of the old connection, addressed to the socket that left, reaches nobody.
    a.send({ type: "signal", to: tab1Id, candidate: { candidate: "stale" } });
    a.send({ type: "signal", to: tab2Id, candidate: { candidate: "for tab 2" } });
    expect((await tab2.next("signal")).candidate).toEqual({ candidate: "for tab 2" });
    expect(tab2.received.filter((m) => m.type === "signal")).toHaveLength(1);
    expect(tab2.received.find((m) => m.type === "signal")).toMatchObject({ from: aId, to: tab2Id });
    // A signal without an addressee is refused.
    a.send({ type: "signal", candidate: { candidate: "to whom?" } });
    expect((await a.next("error")).message).toBe("Unknown or malformed message.");
    a.close();
    tab2.close();
  });

  it("never carries a message into another room, whatever the message names", async () => {
    const one = await openRoom();
    const two = await openRoom();
    const a = await connect(one.client.client, one.id);
    const peer = await connect(one.expert.client, one.id);
    const otherRoom = await connect(two.expert.client, two.id);
    await a.next("welcome");
    const peerId = (await peer.next("welcome")).connectionId;
    await a.next("peer-here", (m) => m.connectionId === peerId);
    const otherId = (await otherRoom.next("welcome")).connectionId;
    a.send({ type: "signal", to: otherId, bookingId: two.id, description: { type: "offer", sdp: "v=0" } });
    expect((await a.next("error")).message).toBe("Unknown or malformed message.");
    // Addressed to the other room's socket by its id: still only this room's channel carries it.
    a.send({ type: "signal", to: otherId, candidate: { candidate: "x" } });
    a.send("not json");
    await a.next("error", (m) => m.message === "Messages are JSON text.");
    await one.client.client.post(`/api/rooms/${one.id}/messages`, { body: "private" });
    await a.next("chat");
    // The bus delivers one message at a time, in the order they were published, and a socket's
    // publishes go out in the order it sent them. So once the peer has `a`'s media message, sent
    // after the stray signal, that signal has been delivered wherever it was going; a marker then
    // published in the other room reaches its socket after anything of this room would have.
    a.send({ type: "media", audio: false, video: false });
    await peer.next("media");
    expect(peer.received.some((m) => m.type === "signal"), "a signal addressed to another socket").toBe(false);
    expect((await two.client.client.post(`/api/rooms/${two.id}/messages`, { body: "marker" })).status).toBe(201);
    await otherRoom.next("chat", (m) => m.message.body === "marker");
    // The other room's socket saw only its own welcome and its own room's chat.
    expect(otherRoom.received.map((m) => m.type)).toEqual(["welcome", "chat"]);
    // A socket opened as the other room's participant for this room is refused.
    await expect(connect(two.expert.client, one.id)).rejects.toThrow("refused 404");
    a.close();
    peer.close();
    otherRoom.close();
  });

  it("refuses a page of another origin", async () => {
    const { client, id } = await openRoom();
    await expect(connect(client.client, id, { origin: "https://evil.example" })).rejects.toThrow("refused 403");
    await expect(connect(client.client, id, { origin: server.url.replace("127.0.0.1", "localhost") })).rejects.toThrow("refused 403");
  });

  it("closes a socket that sends an oversize message (1009) or floods (1008)", async () => {
    const { client, id } = await openRoom();
    const big = await connect(client.client, id);
    big.send({ type: "signal", to: randomUUID(), description: { type: "offer", sdp: "x".repeat(17 * 1024) } });
    expect((await big.closed).code).toBe(1009);

    const flood = await connect(client.client, id);
    for (let i = 0; i < SOCKET_BURST * 3; i++) flood.send({ type: "ping" });
    expect((await flood.closed).code).toBe(1008);
    const pongs = flood.received.filter((m) => m.type === "pong").length;
    expect(pongs).toBeGreaterThanOrEqual(SOCKET_BURST - 1);
    expect(pongs).toBeLessThan(SOCKET_BURST * 2);
  });
});

describe("ICE servers", () => {
  it("are handed to the two people with TURN credentials that coturn checks and that expire", async () => {
    const { client, id } = await openRoom();
    const before = Math.floor(Date.now() / 1000);
    const body = (await (await client.client.get(`/api/rooms/${id}`)).json()) as { iceServers: Array<{ urls: string[]; username?: string; credential?: string }> };
    expect(body.iceServers[0]).toEqual({ urls: ["stun:127.0.0.1:3478"] });
    const turn = body.iceServers[1]!;
    expect(turn.urls).toEqual(["turn:127.0.0.1:3478"]);
    const [expiry, userId] = turn.username!.split(":");
    expect(userId).toBe(client.id);
    expect(Number(expiry) - before).toBeGreaterThanOrEqual(3600);
    expect(Number(expiry) - before).toBeLessThanOrEqual(3602);
    expect(turn.credential).toBe(createHmac("sha1", "turn-secret-for-tests-only").update(turn.username!).digest("base64"));
  });

  it("carry no TURN entry without configuration, and other secrets give other credentials", () => {
    const none = iceServersFor({ STUN_URLS: [], TURN_URLS: [], TURN_SECRET: undefined, TURN_TTL_SECONDS: 3600 }, "u", Date.now());
    expect(none).toEqual([]);
    expect(turnCredential("a-secret-a-secret", "u", 100).credential).not.toBe(turnCredential("b-secret-b-secret", "u", 100).credential);
    const later = iceServersFor({ STUN_URLS: [], TURN_URLS: ["turn:x"], TURN_SECRET: "s".repeat(16), TURN_TTL_SECONDS: 60 }, "u", 1_000_000);
    expect(later[0]!.username).toBe("1060:u");
  });
});

describe("two instances on one database", () => {
  let second: TestServer;
  beforeAll(async () => {
    second = await startTestServer();
  });
  afterAll(() => second.close());

  it("client on one, expert on the other: presence, signalling (large ones too) and chat cross", async () => {
    const { expert, client, id } = await openRoom();
    const expertOnSecond = new TestClient(second.url);
    // The same account, signed in on the second instance.
    const signIn = await expertOnSecond.signIn(`roomer${counter - 1}@example.in`);
    expect(signIn.status).toBe(200);
    const a = await connect(client.client, id);
    const b = await connect(expertOnSecond, id, { on: second });
    await a.next("peer-here");
    await b.next("peer-here");
    const to = (await b.next("welcome")).connectionId;

    const sdp = "a=candidate ".repeat(1000); // 12 KB: over NOTIFY's limit, under the socket's
    a.send({ type: "signal", to, description: { type: "offer", sdp } });
    a.send({ type: "signal", to, candidate: { candidate: "after the offer" } });
    const offer = await b.next("signal");
    expect(offer.description).toEqual({ type: "offer", sdp });
    const candidate = await b.next("signal", (m) => m.candidate !== undefined);
    expect(b.received.indexOf(offer)).toBeLessThan(b.received.indexOf(candidate));

    const sent = await client.client.post(`/api/rooms/${id}/messages`, { body: "across instances" });
    expect(sent.status).toBe(201);
    expect((await b.next("chat")).message.body).toBe("across instances");
    await expertOnSecond.post(`/api/rooms/${id}/messages`, { body: "received" });
    expect((await a.next("chat", (m) => m.message.body === "received")).message.senderId).toBe(expert.id);
    // Within the length limit but over NOTIFY's once written as JSON (a control character takes
    // six bytes): stored and published by the bus rather than in the insert's statement.
    const large = "€".repeat(1000) + "\u0007".repeat(1000);
    const sentLarge = await client.client.post(`/api/rooms/${id}/messages`, { body: large });
    expect(sentLarge.status).toBe(201);
    const received = (await b.next("chat", (m) => m.message.body === large)).message;
    expect(received).toEqual(await sentLarge.json());
    const history = (await (await expertOnSecond.get(`/api/rooms/${id}/messages`)).json()) as { messages: unknown[] };
    expect(history.messages.at(-1)).toEqual(received);
    a.close();
    b.close();
  });
});

/**
 * Open sockets per person over real WebSockets, at the production limits, with two instances on
 * one database: one more than the limit closes the person's oldest (SOCKET_CLOSE_TOO_MANY), also
 * when another instance holds it; opening at the limit at once closes exactly one; sockets of a
 * dead instance stop counting and its rows go; an instance taken for dead drops its sockets so
 * they reconnect; a close message that never arrived is made up at the next heartbeat.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { MESSAGE_SOCKETS_PER_USER, ROOM_SOCKETS_PER_USER, SOCKET_CLOSE_TOO_MANY } from "@expertconnect/shared/constants";
import { rows } from "../../db/client.ts";
import { bookingRow, expertPerson, person } from "../../test/consultations.ts";
import { startTestServer, type TestClient, type TestServer } from "../../test/harness.ts";

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

interface Opened {
  ws: WebSocket;
  /** the close code, once closed */
  closed: Promise<number>;
  code: number | null;
}

function open(who: TestClient, on: TestServer, path: string): Promise<Opened> {
  const ws = new WebSocket(`${on.url.replace("http", "ws")}${path}`, { headers: { cookie: who.cookieHeader, origin: on.url } });
  const socket: Opened = { ws, code: null, closed: new Promise((resolve) => ws.on("close", (code) => resolve((socket.code = code)))) };
  return new Promise((resolve, reject) => {
    ws.on("open", () => resolve(socket));
    ws.on("unexpected-response", (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    ws.on("error", reject);
  });
}

/** The person's counted sockets of `kind`, as the database has them. */
async function counted(userId: string, kind: "room" | "messages", instance?: string) {
  const [row] = await rows<{ n: number }>(
    first.deps.db,
    sql`select count(*)::int as n from open_sockets where user_id = ${userId}::uuid and kind = ${kind} ${instance ? sql`and instance_id = ${instance}::uuid` : sql``}`,
  );
  return row!.n;
}

/** Opens a socket and waits until its instance has counted it, so the order of opening is the order of age. */
async function openCounted(who: { client: TestClient; id: string }, on: TestServer, path: string, kind: "room" | "messages") {
  const socket = await open(who.client, on, path);
  await until(async () => {
    await on.deps.sockets.settled();
    return (await rows<{ n: number }>(on.deps.db, sql`select count(*)::int as n from open_sockets where user_id = ${who.id}::uuid and kind = ${kind}`))[0]!.n > 0;
  });
  await on.deps.sockets.settled();
  return socket;
}

async function until(check: () => Promise<boolean>, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}

const MESSAGES = "/api/messages/socket";

describe("messages sockets", () => {
  it(`${MESSAGE_SOCKETS_PER_USER} per person: the next closes their oldest with ${SOCKET_CLOSE_TOO_MANY}; other people are not touched`, async () => {
    const me = await person(first);
    const other = await person(first);
    const theirs = await openCounted(other, first, MESSAGES, "messages");
    const mine: Opened[] = [];
    for (let i = 0; i < MESSAGE_SOCKETS_PER_USER; i++) mine.push(await openCounted(me, first, MESSAGES, "messages"));
    expect(await counted(me.id, "messages")).toBe(MESSAGE_SOCKETS_PER_USER);

    const newest = await openCounted(me, first, MESSAGES, "messages");
    expect(await mine[0]!.closed).toBe(SOCKET_CLOSE_TOO_MANY);
    expect(await counted(me.id, "messages")).toBe(MESSAGE_SOCKETS_PER_USER);
    for (const s of [...mine.slice(1), newest, theirs]) expect(s.ws.readyState).toBe(WebSocket.OPEN);

    // Closing one frees its place: the next one closes nobody.
    mine[1]!.ws.close();
    await until(async () => (await counted(me.id, "messages")) === MESSAGE_SOCKETS_PER_USER - 1);
    await openCounted(me, first, MESSAGES, "messages");
    expect(await counted(me.id, "messages")).toBe(MESSAGE_SOCKETS_PER_USER);
    for (const s of [...mine.slice(2), newest]) expect(s.ws.readyState).toBe(WebSocket.OPEN);
    for (const s of [...mine, newest, theirs]) s.ws.close();
  });
});

describe("room sockets on two instances", () => {
  async function room() {
    const expert = await expertPerson(first);
    const client = await person(first);
    const bookingId = await bookingRow(first, expert.expertId, client.id, "confirmed", 5);
    return { client, path: `/api/rooms/${bookingId}/socket` };
  }

  it(`${ROOM_SOCKETS_PER_USER} per person: the oldest is closed by the instance that holds it`, async () => {
    const { client, path } = await room();
    const oldest = await openCounted(client, second, path, "room");
    const rest: Opened[] = [];
    for (let i = 1; i < ROOM_SOCKETS_PER_USER; i++) rest.push(await openCounted(client, first, path, "room"));
    const newest = await openCounted(client, first, path, "room");
    expect(await oldest.closed).toBe(SOCKET_CLOSE_TOO_MANY);
    expect(await counted(client.id, "room", second.deps.sockets.instanceId)).toBe(0);
    expect(await counted(client.id, "room")).toBe(ROOM_SOCKETS_PER_USER);
    for (const s of [...rest, newest]) expect(s.ws.readyState).toBe(WebSocket.OPEN);
    for (const s of [...rest, newest]) s.ws.close();
  });

  it("two opened at once for the last place: exactly one older socket is closed", async () => {
    const { client, path } = await room();
    const held: Opened[] = [];
    for (let i = 1; i < ROOM_SOCKETS_PER_USER; i++) held.push(await openCounted(client, i % 2 ? first : second, path, "room"));
    const both = await Promise.all([open(client.client, first, path), open(client.client, second, path)]);
    await until(async () => {
      await Promise.all([first.deps.sockets.settled(), second.deps.sockets.settled()]);
      return held[0]!.code !== null;
    });
    expect(held[0]!.code).toBe(SOCKET_CLOSE_TOO_MANY);
    expect(await counted(client.id, "room")).toBe(ROOM_SOCKETS_PER_USER);
    for (const s of [...held.slice(1), ...both]) expect(s.ws.readyState).toBe(WebSocket.OPEN);
    for (const s of [...held, ...both]) s.ws.close();
  });

  it("a dead instance's sockets stop counting at once, and its rows go at the next heartbeat", async () => {
    const { client, path } = await room();
    const onSecond: Opened[] = [];
    for (let i = 0; i < 3; i++) onSecond.push(await openCounted(client, second, path, "room"));
    // The second instance stops renewing its row (as a killed process would).
    await first.deps.db.execute(sql`update realtime_instances set seen_at = now() - interval '10 minutes' where id = ${second.deps.sockets.instanceId}::uuid`);
    const onFirst: Opened[] = [];
    for (let i = 0; i < ROOM_SOCKETS_PER_USER; i++) onFirst.push(await openCounted(client, first, path, "room"));
    // Five live ones on the first: none of them closed for the dead instance's three.
    for (const s of onFirst) expect(s.ws.readyState).toBe(WebSocket.OPEN);
    expect(await counted(client.id, "room", second.deps.sockets.instanceId)).toBe(3);

    await first.deps.sockets.heartbeat();
    expect(await counted(client.id, "room", second.deps.sockets.instanceId)).toBe(0);
    const [gone] = await rows<{ n: number }>(first.deps.db, sql`select count(*)::int as n from realtime_instances where id = ${second.deps.sockets.instanceId}::uuid`);
    expect(gone!.n).toBe(0);

    // The second was alive after all: at its heartbeat it finds itself gone and drops its sockets
    // with "service restart", so that they reconnect and are counted again.
    await second.deps.sockets.heartbeat();
    for (const s of onSecond) expect(await s.closed).toBe(1012);
    for (const s of onFirst) s.ws.close();
  });

  it("a socket whose row was removed elsewhere while the close message was lost is closed at the next heartbeat", async () => {
    const { client, path } = await room();
    const a = await openCounted(client, second, path, "room");
    const b = await openCounted(client, second, path, "room");
    await first.deps.db.execute(sql`delete from open_sockets where id = (select min(id) from open_sockets where user_id = ${client.id}::uuid)`);
    await second.deps.sockets.heartbeat();
    expect(await a.closed).toBe(SOCKET_CLOSE_TOO_MANY);
    expect(b.ws.readyState).toBe(WebSocket.OPEN);
    b.ws.close();
  });

  it("a stopped instance removes its rows", async () => {
    const third = await startTestServer();
    const { client, path } = await room();
    const socket = await openCounted(client, third, path, "room");
    await third.close();
    await socket.closed;
    expect(await counted(client.id, "room")).toBe(0);
  });
});

/**
 * The real-time layer on PostgreSQL with two instances: how many room sockets one instance (the
 * second, fresh) holds open and what they cost it in resident memory, then chat delivered across
 * instances: messages POSTed to that instance at a fixed rate, each timed until it arrives on a
 * socket held by the first (through the database's LISTEN/NOTIFY bus). The sockets and the chat are
 * spread over enough people to stay within each person's limits (docs/product.md#quotas).
 */
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import WebSocket from "ws";
import { rows, type Db } from "../apps/server/src/db/client.ts";
import { ROOM_CHAT_PER_MINUTE, ROOM_SOCKETS_PER_USER } from "@expertconnect/shared/constants";
import { signUpUsers, type ApiUser, type Fixture } from "./fixture.ts";
import type { ServerProcess } from "./server-process.ts";

export interface RealtimeResult {
  /** sockets asked for and sockets that got their welcome */
  socketsWanted: number;
  socketsOpen: number;
  rooms: number;
  /** seconds to open them all */
  openSeconds: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  /** extra resident memory per open socket, in KB */
  kbPerSocket: number;
  chat: { ratePerSec: number; sent: number; delivered: number; failed: number; p50: number; p95: number; p99: number; max: number };
}

function rssMb(pid: number): number {
  try {
    const m = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Math.round(Number(m[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Seconds of untimed chat at the same rate before the timed run. */
const CHAT_WARMUP_SECONDS = 2;

/** One confirmed chat booking happening now per user (each with an expert free at this hour), so each user has an open room. */
async function roomsNow(db: Db, users: ApiUser[], fixture: Fixture): Promise<string[]> {
  const ids: string[] = [];
  let e = fixture.expertIds.length - 1;
  for (const user of users) {
    for (; e >= 0; e--) {
      const [row] = await rows<{ id: string }>(
        db,
        sql`insert into bookings (expert_id, user_id, status, scheduled_at, ends_at, consultation_type, amount)
            select ${fixture.expertIds[e]!}::uuid, ${user.id}::uuid, 'confirmed', now() - interval '1 minute', now() + interval '29 minutes', 'chat', 500
            where not exists (
              select 1 from bookings b where b.status in ('pending', 'confirmed')
                and (b.expert_id = ${fixture.expertIds[e]!}::uuid or b.user_id = ${user.id}::uuid)
                and tstzrange(b.scheduled_at, b.ends_at) && tstzrange(now() - interval '1 minute', now() + interval '29 minutes'))
            returning id`,
      );
      if (row) {
        ids.push(row.id);
        e--;
        break;
      }
    }
  }
  if (ids.length !== users.length) throw new Error(`realtime bench: made ${ids.length} rooms for ${users.length} users`);
  return ids;
}

interface OpenSocket {
  ws: WebSocket;
  welcomed: Promise<boolean>;
}

function openSocket(server: ServerProcess, bookingId: string, cookie: string, onChat?: (body: string) => void): OpenSocket {
  const ws = new WebSocket(`${server.url.replace("http", "ws")}/api/rooms/${bookingId}/socket`, { headers: { cookie, origin: server.url } });
  const welcomed = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 30_000);
    ws.on("message", (data: Buffer) => {
      const message = JSON.parse(data.toString("utf8")) as { type: string; message?: { body: string } };
      if (message.type === "welcome") {
        clearTimeout(timer);
        resolve(true);
      } else if (message.type === "chat" && onChat) onChat(message.message!.body);
    });
    ws.on("error", () => resolve(false));
    ws.on("close", () => resolve(false));
  });
  return { ws, welcomed };
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0);

export async function runRealtimeBench(opts: {
  first: ServerProcess;
  second: ServerProcess;
  users: ApiUser[];
  fixture: Fixture;
  db: Db;
  sockets: number;
  chatRate: number;
  chatSeconds: number;
  log: (line: string) => void;
}): Promise<RealtimeResult> {
  const { first, second, log } = opts;
  // A person may hold ROOM_SOCKETS_PER_USER room sockets (past it their oldest is closed), and each
  // also has a receiver on the first instance: the sockets are spread over enough people, signed up
  // here when the API scenarios' users are too few.
  const perPerson = ROOM_SOCKETS_PER_USER - 1;
  const needed = Math.ceil(opts.sockets / perPerson);
  const users = needed > opts.users.length ? [...opts.users, ...(await signUpUsers(first.url, needed - opts.users.length, `realtime${process.pid}`))] : opts.users;
  const rooms = await roomsNow(opts.db, users, opts.fixture);

  // Sockets held by the second instance, started just before this bench, so its memory is the
  // sockets' and not what the API scenarios left on the first: each user's room, the same person
  // in several tabs.
  const holder = second;
  await sleep(2000);
  const rssBeforeMb = rssMb(holder.pid);
  const started = performance.now();
  const held: OpenSocket[] = [];
  for (let i = 0; i < opts.sockets; i += 50) {
    const batch = Array.from({ length: Math.min(50, opts.sockets - i) }, (_, k) => {
      const u = (i + k) % users.length;
      return openSocket(holder, rooms[u]!, users[u]!.cookie);
    });
    await Promise.all(batch.map((s) => s.welcomed));
    held.push(...batch);
  }
  const openSeconds = (performance.now() - started) / 1000;
  const socketsOpen = (await Promise.all(held.map((s) => s.welcomed))).filter(Boolean).length;
  await sleep(3000);
  const rssAfterMb = rssMb(holder.pid);
  const kbPerSocket = Math.round(((rssAfterMb - rssBeforeMb) * 1024) / Math.max(1, socketsOpen));
  log(`  ${socketsOpen} of ${opts.sockets} sockets open on one instance (${rooms.length} rooms) in ${openSeconds.toFixed(1)} s; RSS ${rssBeforeMb} → ${rssAfterMb} MB (${kbPerSocket} KB a socket)`);

  // Chat across instances: POST to the instance holding the sockets (so it also delivers to them),
  // received on a socket of the first. Both instances
  // first finish the background jobs the API scenarios left them (ServerProcess.waitIdle).
  const waited = (await Promise.all([first.waitIdle(), second.waitIdle()])).reduce((a, b) => Math.max(a, b));
  if (waited > 1.5) log(`  waited ${waited} s for the instances' background jobs`);
  // Every person receives and sends, so that none of them sends more than ROOM_CHAT_PER_MINUTE.
  const chatRooms = users.length;
  if ((opts.chatRate * (CHAT_WARMUP_SECONDS + opts.chatSeconds)) / chatRooms >= ROOM_CHAT_PER_MINUTE) {
    throw new Error(`realtime bench: ${opts.chatRate}/s over ${chatRooms} people would pass the chat limit of ${ROOM_CHAT_PER_MINUTE} a minute each`);
  }
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const receivers = Array.from({ length: chatRooms }, (_, u) =>
    openSocket(first, rooms[u]!, users[u]!.cookie, (body) => {
      const t = sentAt.get(body);
      if (t !== undefined) {
        latencies.push(performance.now() - t);
        sentAt.delete(body);
      }
    }),
  );
  await Promise.all(receivers.map((r) => r.welcomed));
  // The data load wrote gigabytes of WAL: its checkpoint is forced now rather than landing in the
  // timed window (as pgbench does before a run).
  await opts.db.execute(sql`checkpoint`).catch(() => undefined);
  const interval = 1000 / opts.chatRate;
  let failed = 0;
  const answered: number[] = [];
  /** Messages at the chat rate for `seconds`; only those of a timed run are timed. */
  const chatAtRate = async (seconds: number, timed: boolean) => {
    const posts: Promise<void>[] = [];
    const t0 = performance.now();
    for (let n = 0; n < opts.chatRate * seconds; n++) {
      const wait = t0 + n * interval - performance.now();
      if (wait > 1) await sleep(wait);
      const u = n % chatRooms;
      const body = timed ? `bench ${n}` : `warm-up ${n}`;
      const at = performance.now();
      if (timed) sentAt.set(body, at);
      posts.push(
        fetch(`${holder.url}/api/rooms/${rooms[u]}/messages`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie: users[u]!.cookie, origin: holder.url },
          body: JSON.stringify({ body }),
        })
          .then(async (res) => {
            await res.text();
            if (!timed) return;
            answered.push(performance.now() - at);
            if (res.status !== 201) failed++;
          })
          .catch(() => {
            if (timed) failed++;
          }),
      );
    }
    await Promise.all(posts);
  };
  // A warm-up at the same rate, as every API scenario has: the instances open their database
  // connections and prepare the statement, the load generator its HTTP connections.
  await chatAtRate(CHAT_WARMUP_SECONDS, false);
  await sleep(500);
  const total = opts.chatRate * opts.chatSeconds;
  await chatAtRate(opts.chatSeconds, true);
  const deadline = performance.now() + 5000;
  while (latencies.length + failed < total && performance.now() < deadline) await sleep(50);
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 10) / 10;
  const chat = {
    ratePerSec: opts.chatRate,
    sent: total,
    delivered: latencies.length,
    failed,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
  log(`  chat across instances at ${chat.ratePerSec}/s for ${opts.chatSeconds} s: ${chat.delivered}/${chat.sent} delivered, ${chat.failed} failed; p50 ${chat.p50} ms, p95 ${chat.p95} ms, p99 ${chat.p99} ms, max ${chat.max} ms`);
  // Where the time goes: the POST's own answer from the sending instance, beside the delivery on the other.
  const post = [...answered].sort((a, b) => a - b);
  log(`  the POSTs were answered in p50 ${round(percentile(post, 50))} ms, p99 ${round(percentile(post, 99))} ms, max ${round(post.at(-1) ?? 0)} ms`);

  for (const s of [...held, ...receivers]) s.ws.close();
  await sleep(1000);
  return { socketsWanted: opts.sockets, socketsOpen, rooms: rooms.length, openSeconds: round(openSeconds), rssBeforeMb, rssAfterMb, kbPerSocket, chat };
}

/**
 * Two server processes on one PostgreSQL: a read's throughput with one instance and with two
 * (the same 50 connections, split), and simultaneous bookings of the same slots through both,
 * after which no (expert, start) may hold more than one active booking. Then the same race with
 * wallets that can pay for one booking each: no double spend (at most one booking per wallet, no
 * balance below zero, the ledger's invariants hold) and no double booking.
 */
import { sql } from "drizzle-orm";
import { TIME_SLOTS } from "@expertconnect/shared/constants";
import { rows, type Db } from "../apps/server/src/db/client.ts";
import { cannon, failures, type Scenario } from "./api.ts";
import { checkLedgerInvariants } from "../apps/server/src/test/ledger-invariants.ts";
import { benchDate, bookingBody, fundUsers, pool, signUpUsers, type ApiUser, type Fixture } from "./fixture.ts";
import type { ServerProcess } from "./server-process.ts";

export interface TwoInstancesResult {
  scenario: string;
  oneInstanceReqPerSec: number;
  twoInstancesReqPerSec: number;
  peakRssMb: [number, number];
  failed: number;
  slots: number;
  attempts: number;
  created: number;
  conflicts: number;
  otherStatuses: number;
  /** every status seen, with its count, and the first body of each status that is not 201 or 409 */
  statuses: Record<string, number>;
  otherBodies: Record<string, string>;
  doubleBooked: number;
  wallets: WalletRaceResult;
}

export interface WalletRaceResult {
  /** fresh users, each with exactly one booking's fee in the wallet */
  users: number;
  attempts: number;
  created: number;
  /** 402: the wallet had already paid for another */
  short: number;
  /** 409: the slot went to someone else */
  taken: number;
  otherStatuses: number;
  /** users with more than one active booking, or a balance not equal to the fee less what they booked */
  doubleSpent: number;
  negativeBalances: number;
  doubleBooked: number;
  /** "ok", or the first ledger invariant broken */
  ledger: string;
}

/**
 * `count` fresh users, each funded with exactly one fee of one expert, fire 4 bookings at once (two
 * through each instance) at slots of that expert that about 4 other users also want.
 */
async function raceWallets(opts: { first: ServerProcess; second: ServerProcess; fixture: Fixture; db: Db; count: number; log: (line: string) => void }): Promise<WalletRaceResult> {
  const { first, second } = opts;
  const expertId = opts.fixture.freeExperts.at(-1)!;
  const { consultationFee } = (await (await fetch(`${first.url}/api/experts/${expertId}`)).json()) as { consultationFee: number };
  const users = await signUpUsers(first.url, opts.count, `wallet${process.pid}`);
  await fundUsers(first.url, users, consultationFee);
  // Day +1 of the two-instance range is free of the slot race's bookings; 36 slots over two days.
  const slots = [1, 2].flatMap((d) => TIME_SLOTS.map((time) => ({ date: benchDate("twoInstances", d), time })));
  const attempts = users.flatMap((user, u) =>
    [0, 1, 2, 3].map((r) => {
      const slot = slots[(u + r * 9) % slots.length]!;
      return { server: r % 2 === 0 ? first : second, user, body: bookingBody(expertId, slot.date, slot.time) };
    }),
  );
  const statuses: number[] = [];
  await pool(attempts, attempts.length, async ({ server, user, body }) => {
    const res = await fetch(`${server.url}/api/bookings`, { method: "POST", headers: { "content-type": "application/json", cookie: user.cookie }, body });
    await res.text();
    statuses.push(res.status);
  });
  const ids = users.map((u) => u.id);
  const perUser = await rows<{ booked: number; balance: string | number | null }>(
    opts.db,
    sql`select (select count(*)::int from bookings b where b.user_id = u.id and b.status in ('pending', 'confirmed')) as booked,
               (select balance_paise from wallets w where w.user_id = u.id and w.kind = 'main') as balance
        from unnest(${`{${ids.join(",")}}`}::uuid[]) as u(id)`,
  );
  const fee = consultationFee * 100;
  const doubleSpent = perUser.filter((p) => p.booked > 1 || Number(p.balance) !== fee - p.booked * fee).length;
  const negativeBalances = perUser.filter((p) => Number(p.balance) < 0).length;
  const [dup] = await rows<{ n: number }>(
    opts.db,
    sql`select count(*)::int as n from (select scheduled_at from bookings where expert_id = ${expertId}::uuid and status in ('pending', 'confirmed')
        group by scheduled_at having count(*) > 1) d`,
  );
  let ledger = "ok";
  try {
    await checkLedgerInvariants(opts.db);
  } catch (err) {
    ledger = err instanceof Error ? err.message.slice(0, 300) : String(err);
  }
  const count = (st: number) => statuses.filter((s) => s === st).length;
  const result: WalletRaceResult = {
    users: users.length,
    attempts: attempts.length,
    created: count(201),
    short: count(402),
    taken: count(409),
    otherStatuses: statuses.length - count(201) - count(402) - count(409),
    doubleSpent,
    negativeBalances,
    doubleBooked: Number(dup?.n ?? 0),
    ledger,
  };
  opts.log(
    `  ${result.users} wallets paying for one ₹${consultationFee} booking each, 4 simultaneous bookings each over 2 instances: ` +
      `${result.created} created, ${result.short} refused for funds (402), ${result.taken} for the slot (409), ${result.otherStatuses} other; ` +
      `${result.doubleSpent} double-spent, ${result.negativeBalances} below zero, ${result.doubleBooked} double-booked, ledger ${result.ledger}`,
  );
  return result;
}

export async function runTwoInstances(opts: {
  first: ServerProcess;
  second: ServerProcess;
  read: Scenario;
  users: ApiUser[];
  fixture: Fixture;
  db: Db;
  duration: number;
  warmup: number;
  connections: number;
  log: (line: string) => void;
}): Promise<TwoInstancesResult> {
  const { first, second, read, connections } = opts;
  const half = Math.floor(connections / 2);
  await Promise.all([cannon(first.url, read.requests(), opts.warmup, half), cannon(second.url, read.requests(), opts.warmup, half)]);
  const one = await cannon(first.url, read.requests(), opts.duration, connections);
  first.resetPeak();
  second.resetPeak();
  const [a, b] = await Promise.all([
    cannon(first.url, read.requests(), opts.duration, half),
    cannon(second.url, read.requests(), opts.duration, connections - half),
  ]);
  const oneRps = Math.round(one.requests.average);
  const twoRps = Math.round(a.requests.average + b.requests.average);
  opts.log(`  ${read.name}: 1 instance ${oneRps} req/s, 2 instances ${twoRps} req/s`);

  // Each slot is wanted by four different users at once, two through each instance.
  const slots = Math.min(60, Math.floor(opts.users.length / 4) * 4);
  const attempts: { server: ServerProcess; user: ApiUser; body: string }[] = [];
  for (let s = 0; s < slots; s++) {
    const expertId = opts.fixture.freeExperts[(s % opts.users.length) * 3 + 2]!;
    const date = benchDate("twoInstances", Math.floor(s / opts.users.length));
    const body = bookingBody(expertId, date, TIME_SLOTS[s % TIME_SLOTS.length]!);
    for (let r = 0; r < 4; r++) {
      const user = opts.users[(s * 4 + r) % opts.users.length]!;
      attempts.push({ server: r % 2 === 0 ? first : second, user, body });
    }
  }
  const statuses: number[] = [];
  const otherBodies: Record<string, string> = {};
  await pool(attempts, attempts.length, async ({ server, user, body }) => {
    const res = await fetch(`${server.url}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: user.cookie },
      body,
    });
    const text = await res.text();
    if (res.status !== 201 && res.status !== 409) otherBodies[res.status] ??= text.slice(0, 300);
    statuses.push(res.status);
  });
  const created = statuses.filter((s) => s === 201).length;
  const conflicts = statuses.filter((s) => s === 409).length;
  const [row] = await rows<{ n: number }>(
    opts.db,
    sql`select count(*)::int as n from (
          select expert_id, scheduled_at from bookings
          where status in ('pending', 'confirmed') group by expert_id, scheduled_at having count(*) > 1) d`,
  );
  const doubleBooked = Number(row?.n ?? 0);
  opts.log(`  ${slots} slots × 4 simultaneous requests over 2 instances: ${created} created, ${conflicts} refused (409), ${doubleBooked} double-booked`);
  for (const [status, body] of Object.entries(otherBodies)) opts.log(`  status ${status}: ${body}`);
  const wallets = await raceWallets({ first, second, fixture: opts.fixture, db: opts.db, count: 40, log: opts.log });
  return {
    scenario: read.name,
    oneInstanceReqPerSec: oneRps,
    twoInstancesReqPerSec: twoRps,
    peakRssMb: [first.peakRssMb(), second.peakRssMb()],
    failed: failures(one) + failures(a) + failures(b),
    slots,
    attempts: attempts.length,
    created,
    conflicts,
    otherStatuses: statuses.length - created - conflicts,
    statuses: statuses.reduce<Record<string, number>>((acc, st) => ({ ...acc, [st]: (acc[st] ?? 0) + 1 }), {}),
    otherBodies,
    doubleBooked,
    wallets,
  };
}

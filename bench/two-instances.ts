/**
 * Two server processes on one PostgreSQL: a read's throughput with one instance and with two
 * (the same 50 connections, split), and simultaneous bookings of the same slots through both,
 * after which no (expert, start) may hold more than one active booking.
 */
import { sql } from "drizzle-orm";
import { TIME_SLOTS } from "@expertconnect/shared/constants";
import { rows, type Db } from "../apps/server/src/db/client.ts";
import { cannon, failures, type Scenario } from "./api.ts";
import { benchDate, bookingBody, pool, type ApiUser, type Fixture } from "./fixture.ts";
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
  };
}

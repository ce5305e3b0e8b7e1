/**
 * The limit beside the API: the same reads through the same query functions and driver, called
 * by ~50 concurrent loops for a few seconds, with no HTTP, no session lookup and no JSON.
 */
import { sql } from "drizzle-orm";
import { PAGE_SIZE } from "@expertconnect/shared/constants";
import { rows, type Db } from "../apps/server/src/db/client.ts";
import { listUserBookings } from "../apps/server/src/features/bookings/bookings.queries.ts";
import { getDoubt, listAnswers, listDoubts } from "../apps/server/src/features/doubts/doubts.queries.ts";
import { getExpert, listExperts, RATING_CURSOR_RANGE } from "../apps/server/src/features/experts/experts.queries.ts";
import { listFeed } from "../apps/server/src/features/feed/feed.queries.ts";
import { decodeNumberCursor } from "../apps/server/src/lib/cursor.ts";
import { READ_NAMES } from "./api.ts";
import { CATEGORY, SEARCH_QUERY, type Fixture } from "./fixture.ts";

const FLOOR_NAME = "select 1 (one round trip, the floor)";

export interface BareResult {
  scenario: string;
  queriesPerSec: number;
  p50: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function loop(work: (n: number) => Promise<unknown>, seconds: number, concurrency: number) {
  const latencies: number[] = [];
  let n = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        await work(n++);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSec: Math.round(latencies.length / elapsed),
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
  };
}

export async function runBare(
  db: Db,
  fixture: Fixture,
  userIds: string[],
  opts: { seconds: number; concurrency: number; log: (line: string) => void },
): Promise<BareResult[]> {
  // The same deep page as the API run: a cursor the server would refuse would time the first page instead.
  const cursor = decodeNumberCursor(fixture.deepCursor, RATING_CURSOR_RANGE);
  if (!cursor) throw new Error(`the fixture's deep cursor does not decode: ${fixture.deepCursor}`);
  const reads: [string, (n: number) => Promise<unknown>][] = [
    // The machine's floor: one round trip that does nothing. Runs on different days (and machines)
    // are comparable only beside this figure.
    [FLOOR_NAME, () => rows(db, sql`select 1`)],
    [READ_NAMES.firstPage, () => listExperts(db, { category: CATEGORY })],
    [READ_NAMES.deepPage, () => listExperts(db, { category: CATEGORY, cursor })],
    [READ_NAMES.search, () => listExperts(db, { category: CATEGORY, q: SEARCH_QUERY })],
    [READ_NAMES.expert, (n) => getExpert(db, fixture.expertIds[n % fixture.expertIds.length]!)],
    [READ_NAMES.myBookings, (n) => listUserBookings(db, userIds[n % userIds.length]!, "upcoming", null)],
    [READ_NAMES.feed, () => listFeed(db, "all", null, PAGE_SIZE)],
    [READ_NAMES.doubts, () => listDoubts(db, { limit: PAGE_SIZE })],
    [
      READ_NAMES.doubt,
      // as the API run: the doubt, then its answers (each counts as one query, as each was one request)
      (n) => {
        const id = fixture.doubtIds[Math.floor(n / 2) % fixture.doubtIds.length]!;
        return n % 2 === 0 ? getDoubt(db, id) : listAnswers(db, id, { limit: PAGE_SIZE });
      },
    ],
  ];
  const results: BareResult[] = [];
  for (const [scenario, work] of reads) {
    await loop(work, Math.min(1, opts.seconds), opts.concurrency); // warm-up
    const r = await loop(work, opts.seconds, opts.concurrency);
    results.push({ scenario, queriesPerSec: r.perSec, p50: r.p50, p99: r.p99 });
    opts.log(`  bare ${scenario.padEnd(36)} ${String(r.perSec).padStart(7)} q/s  p50 ${r.p50} ms  p99 ${r.p99} ms`);
  }
  return results;
}

/** The printed tables and the targets of the performance issue, checked against one run's figures. */
import type { ApiResult } from "./api.ts";
import { CONFIRM_NAME, READ_NAMES } from "./api.ts";
import type { BareResult } from "./bare.ts";
import type { JobsBenchResult } from "./jobs.ts";
import type { WeeklyPayoutsBenchResult } from "./weekly-payouts.ts";
import type { LighthouseResult } from "./lighthouse.ts";
import type { RealtimeResult } from "./realtime.ts";
import type { TwoInstancesResult } from "./two-instances.ts";

export interface DbRun {
  db: "pglite" | "postgres";
  generate: { seconds: Record<string, number>; counts: Record<string, number> };
  api: ApiResult[];
  bare: BareResult[];
  hwmMb: number;
  /** the machine's 1-minute load average when the API runs ended */
  loadAverage: number;
}

export interface Target {
  db: string;
  what: string;
  target: string;
  measured: string;
  met: boolean;
}

const fmt = (n: number) => n.toLocaleString("en-US");

export const fmtLoad = (run: DbRun) => `load average ${run.loadAverage} at the end of the API runs`;

function table(header: string[], rows: (string | number)[][], align: ("l" | "r")[]): string {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (align[i] === "l" ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

export function apiTable(run: DbRun): string {
  const bare = new Map(run.bare.map((b) => [b.scenario, b]));
  return table(
    ["scenario", "req/s", "p50 ms", "p99 ms", "failed", "peak RSS MB", "bare q/s", "API ÷ bare"],
    run.api.map((r) => {
      const b = bare.get(r.scenario);
      return [
        r.scenario,
        fmt(r.reqPerSec),
        r.p50,
        r.p99,
        r.failed,
        r.peakRssMb,
        b ? fmt(b.queriesPerSec) : "—",
        b && b.queriesPerSec ? (r.reqPerSec / b.queriesPerSec).toFixed(2) : "—",
      ];
    }),
    ["l", "r", "r", "r", "r", "r", "r", "r"],
  );
}

export function twoInstancesTable(t: TwoInstancesResult): string {
  return [
    table(
      ["read", "1 instance req/s", "2 instances req/s", "gain", "peak RSS MB"],
      [[t.scenario, fmt(t.oneInstanceReqPerSec), fmt(t.twoInstancesReqPerSec), `${(t.twoInstancesReqPerSec / t.oneInstanceReqPerSec).toFixed(2)}×`, t.peakRssMb.join(" + ")]],
      ["l", "r", "r", "r", "r"],
    ),
    `same-slot bookings through both instances: ${t.slots} slots × 4 simultaneous requests → ${t.created} created, ${t.conflicts} refused with 409, ${t.otherStatuses} other; slots double-booked: ${t.doubleBooked}`,
    `wallets that pay for one booking, 4 simultaneous bookings each through both instances: ${t.wallets.users} wallets → ${t.wallets.created} created, ${t.wallets.short} refused with 402, ${t.wallets.taken} with 409, ${t.wallets.otherStatuses} other; double-spent ${t.wallets.doubleSpent}, below zero ${t.wallets.negativeBalances}, double-booked ${t.wallets.doubleBooked}, ledger ${t.wallets.ledger}`,
  ].join("\n");
}

export function lighthouseTable(results: LighthouseResult[]): string {
  return [
    table(
      ["page", "path", "performance", "accessibility", "best practices", "FCP ms", "LCP ms", "TBT ms", "CLS"],
      results.map((r) => [r.page, r.path, r.performance, r.accessibility, r.bestPractices, r.fcp, r.lcp, r.tbt, r.cls]),
      ["l", "l", "r", "r", "r", "r", "r", "r", "r"],
    ),
    ...results.filter((r) => r.failing.length || r.error).map((r) => `  ${r.page}: ${r.error ? `not measured (${r.error}); ` : ""}${r.failing.join("; ")}`),
  ].join("\n");
}

/**
 * Lighthouse mobile on each page, medians of its runs: performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms,
 * CLS ≤ 0.05, and accessibility and best practices at 100.
 */
export function checkLighthouse(results: LighthouseResult[]): Target[] {
  return results.flatMap((r) => {
    const measuredOk = !r.error;
    const row = (what: string, target: string, measured: string, met: boolean): Target => ({ db: "lighthouse", what: `${r.page}: ${what}`, target, measured, met: measuredOk && met });
    return [
      row("performance", "≥ 95", String(r.performance), r.performance >= 95),
      row("LCP", "≤ 2,000 ms", `${fmt(r.lcp)} ms`, r.lcp <= 2000),
      row("TBT", "≤ 150 ms", `${r.tbt} ms`, r.tbt <= 150),
      row("CLS", "≤ 0.05", String(r.cls), r.cls <= 0.05),
      row("accessibility", "100", String(r.accessibility), r.accessibility === 100),
      row("best practices", "100", String(r.bestPractices), r.bestPractices === 100),
    ];
  });
}

/** The issue's targets, for one database's run (PostgreSQL's are the strict ones). */
export function checkTargets(run: DbRun): Target[] {
  const targets: Target[] = [];
  const reads = run.api.filter((r) => (Object.values(READ_NAMES) as string[]).includes(r.scenario));
  const byName = new Map(run.api.map((r) => [r.scenario, r]));
  const minReads = run.db === "postgres" ? 2000 : 500;
  for (const r of reads) {
    // The Following tab merges the followed people's items for each reader: half the rate, twice the time.
    const following = run.db === "postgres" && r.scenario === READ_NAMES.following;
    const min = following ? 1000 : minReads;
    const p99 = following ? 100 : 50;
    targets.push({ db: run.db, what: `${r.scenario} req/s`, target: `≥ ${fmt(min)}`, measured: fmt(r.reqPerSec), met: r.reqPerSec >= min && r.failed === 0 });
    if (run.db === "postgres") targets.push({ db: run.db, what: `${r.scenario} p99`, target: `≤ ${p99} ms`, measured: `${r.p99} ms`, met: r.p99 <= p99 });
    else targets.push({ db: run.db, what: `${r.scenario} p99`, target: "≤ 500 ms", measured: `${fmt(r.p99)} ms`, met: r.p99 <= 500 });
  }
  if (run.db === "postgres") {
    const booking = byName.get("create booking");
    if (booking) targets.push({ db: run.db, what: "create booking req/s", target: "≥ 500", measured: fmt(booking.reqPerSec), met: booking.reqPerSec >= 500 && booking.failed === 0 });
    const confirm = byName.get(CONFIRM_NAME);
    if (confirm) targets.push({ db: run.db, what: "confirm booking req/s", target: "≥ 500", measured: fmt(confirm.reqPerSec), met: confirm.reqPerSec >= 500 && confirm.failed === 0 });
    const first = byName.get(READ_NAMES.firstPage);
    const deep = byName.get(READ_NAMES.deepPage);
    if (first && deep) {
      const ratio = first.reqPerSec / Math.max(1, deep.reqPerSec);
      targets.push({ db: run.db, what: "deep cursor page vs first page", target: "≤ 2× slower", measured: `${ratio.toFixed(2)}× slower`, met: ratio <= 2 });
    }
    const rss = Math.max(...run.api.map((r) => r.peakRssMb));
    targets.push({ db: run.db, what: "server RSS under load", target: "≤ 250 MB", measured: `${rss} MB`, met: rss <= 250 });
  }
  return targets;
}

/** Two instances: bookings of one slot through both never double-book, and every loser gets a 409. */
export function checkTwoInstances(t: TwoInstancesResult): Target[] {
  return [
    { db: "postgres", what: "two instances: slots double-booked", target: "0", measured: String(t.doubleBooked), met: t.doubleBooked === 0 && t.created === t.slots },
    { db: "postgres", what: "two instances: answers other than 201/409", target: "0", measured: String(t.otherStatuses), met: t.otherStatuses === 0 },
    {
      db: "postgres",
      what: "two instances, one-booking wallets: double spends, double bookings, broken ledger rules",
      target: "0",
      measured: String(t.wallets.doubleSpent + t.wallets.negativeBalances + t.wallets.doubleBooked + (t.wallets.ledger === "ok" ? 0 : 1)),
      met: t.wallets.doubleSpent + t.wallets.negativeBalances + t.wallets.doubleBooked === 0 && t.wallets.ledger === "ok" && t.wallets.otherStatuses === 0 && t.wallets.created > 0,
    },
  ];
}

/** Jobs due in the same minute are each processed once, within 60 s on PostgreSQL (PGlite is reported only). */
export function checkJobs(r: JobsBenchResult): Target[] {
  const once = { db: r.db, what: `jobs: ${fmt(r.jobs)} due at once, each run once`, target: "0 missing, 0 twice", measured: `${r.missing}, ${r.duplicates}`, met: r.missing === 0 && r.duplicates === 0 };
  if (r.db !== "postgres") return [once];
  return [once, { db: r.db, what: `jobs: ${fmt(r.jobs)} due in one minute, all done`, target: "≤ 60 s", measured: `${r.drainSeconds} s`, met: r.drainSeconds <= 60 }];
}

/** The weekly payout run: every expert paid once, within 60 s, with two instances running it at once. */
export function checkWeeklyPayouts(r: WeeklyPayoutsBenchResult): Target[] {
  return [
    { db: r.db, what: `weekly payouts: ${fmt(r.experts)} experts, two instances at once`, target: "0 missing, 0 twice", measured: `${r.missing}, ${r.twice}`, met: r.missing === 0 && r.twice === 0 },
    { db: r.db, what: `weekly payouts: ${fmt(r.experts)} experts, all requested`, target: "≤ 60 s", measured: `${r.seconds} s`, met: r.seconds <= 60 },
  ];
}

export function jobsTable(results: JobsBenchResult[]): string {
  return table(
    ["db", "jobs", "instances × concurrency", "enqueue/s", "all done in", "processed/s", "select 1/s: no workers", "idle workers", "busy workers"],
    results.map((r) => [
      r.db,
      fmt(r.jobs),
      `${r.instances} × ${r.concurrency}`,
      fmt(r.enqueuePerSec),
      `${r.drainSeconds} s`,
      fmt(r.processedPerSec),
      fmt(r.select1.noWorkers),
      fmt(r.select1.idleWorkers),
      fmt(r.select1.busyWorkers),
    ]),
    ["l", "r", "r", "r", "r", "r", "r", "r", "r"],
  );
}

export function targetsTable(targets: Target[]): string {
  return table(
    ["db", "target", "wanted", "measured", ""],
    targets.map((t) => [t.db, t.what, t.target, t.measured, t.met ? "met" : "MISSED"]),
    ["l", "l", "l", "r", "l"],
  );
}

/** Room sockets one instance holds, what they cost, and chat delivered across two instances. */
export function realtimeTable(r: RealtimeResult): string {
  return [
    table(
      ["sockets open on one instance", "rooms", "opened in", "RSS before → after", "per socket"],
      [[`${fmt(r.socketsOpen)} of ${fmt(r.socketsWanted)}`, fmt(r.rooms), `${r.openSeconds} s`, `${r.rssBeforeMb} → ${r.rssAfterMb} MB`, `${r.kbPerSocket} KB`]],
      ["r", "r", "r", "r", "r"],
    ),
    "",
    table(
      ["chat across instances", "sent", "delivered", "failed", "p50", "p95", "p99", "max"],
      [[`${r.chat.ratePerSec}/s`, fmt(r.chat.sent), fmt(r.chat.delivered), fmt(r.chat.failed), `${r.chat.p50} ms`, `${r.chat.p95} ms`, `${r.chat.p99} ms`, `${r.chat.max} ms`]],
      ["l", "r", "r", "r", "r", "r", "r", "r"],
    ),
  ].join("\n");
}

/** ≥ 2,000 sockets held by one instance; chat across instances at 200/s all delivered with p99 ≤ 50 ms. */
export function checkRealtime(r: RealtimeResult): Target[] {
  return [
    { db: "postgres", what: "real-time: sockets held open by one instance", target: "≥ 2,000", measured: fmt(r.socketsOpen), met: r.socketsOpen >= 2000 },
    {
      db: "postgres",
      what: `real-time: chat across two instances at ${r.chat.ratePerSec}/s, p99`,
      target: "≤ 50 ms, all delivered",
      measured: `${r.chat.p99} ms, ${fmt(r.chat.delivered)}/${fmt(r.chat.sent)}`,
      met: r.chat.p99 <= 50 && r.chat.delivered === r.chat.sent && r.chat.ratePerSec >= 200,
    },
  ];
}

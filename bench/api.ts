/** The API scenarios, each run with autocannon (50 connections, no pipelining) after a warm-up. */
import autocannon, { type RawRequest, type RequestSpec, type Result } from "autocannon";
import { TIME_SLOTS } from "@expertconnect/shared/constants";
import { benchDate, bookingBody, CATEGORY, SEARCH_QUERY, type ApiUser, type Fixture } from "./fixture.ts";
import type { ExpertSide } from "./expert-desk.ts";
import type { ServerProcess } from "./server-process.ts";

export interface ApiResult {
  scenario: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** responses that were not 2xx, plus connection errors */
  failed: number;
  peakRssMb: number;
  /** how long the server took to finish its background work (jobs) before the scenario began */
  idleWaitSeconds?: number;
}

export interface Scenario {
  name: string;
  kind: "read" | "write";
  requests: () => RequestSpec[];
}

/** A request whose path (and headers) change on every call, cycling through a list. */
function rotating(make: (n: number) => RawRequest): RequestSpec {
  let n = 0;
  return { setupRequest: (req) => ({ ...req, ...make(n++) }) };
}

export const READ_NAMES = {
  firstPage: "experts: category, first page",
  deepPage: "experts: category, deep cursor page",
  search: "experts: search",
  expert: "expert by id",
  myBookings: "my bookings (signed in)",
  feed: "feed page (All tab)",
  feedSignedIn: "feed page, signed in (own likes)",
  following: "Following tab (signed in)",
  video: "video page + its comments",
  doubts: "doubts page",
  doubt: "doubt + its answers",
  expertDashboard: "expert dashboard (signed in)",
  expertWallet: "expert's wallet (signed in)",
  exploreFilters: "explore: filters (video, Hindi, fee, experience)",
  exploreEarliest: "explore: filters, free this week, earliest first",
} as const;

/** Explore's filters as a person sets them (docs/product.md#explore-filters): Hindi-speaking doctors on video. */
const EXPLORE_FILTERS = `category=${CATEGORY}&mode=video&lang=Hindi&feeMax=1500&experience=5`;

export const CONFIRM_NAME = "confirm booking";

export function scenarios(fixture: Fixture, users: ApiUser[], expertSide: ExpertSide): Scenario[] {
  const json = { "content-type": "application/json" };
  let bookingCounter = 0;
  let confirmCounter = 0;
  let postCounter = 0;
  return [
    { name: READ_NAMES.firstPage, kind: "read", requests: () => [{ path: `/api/experts?category=${CATEGORY}` }] },
    {
      name: READ_NAMES.deepPage,
      kind: "read",
      requests: () => [{ path: `/api/experts?category=${CATEGORY}&cursor=${fixture.deepCursor}` }],
    },
    { name: READ_NAMES.search, kind: "read", requests: () => [{ path: `/api/experts?category=${CATEGORY}&q=${SEARCH_QUERY}` }] },
    {
      name: READ_NAMES.expert,
      kind: "read",
      requests: () => [rotating((n) => ({ path: `/api/experts/${fixture.expertIds[n % fixture.expertIds.length]}` }))],
    },
    {
      name: READ_NAMES.myBookings,
      kind: "read",
      requests: () => [
        rotating((n) => ({ path: "/api/bookings?tab=upcoming", headers: { cookie: users[n % users.length]!.cookie } })),
      ],
    },
    { name: READ_NAMES.exploreFilters, kind: "read", requests: () => [{ path: `/api/experts?${EXPLORE_FILTERS}` }] },
    // Follows the clock and every booking, so it is read each time (no cached page).
    { name: READ_NAMES.exploreEarliest, kind: "read", requests: () => [{ path: `/api/experts?${EXPLORE_FILTERS}&available=week&sort=earliest` }] },
    { name: READ_NAMES.feed, kind: "read", requests: () => [{ path: "/api/feed?tab=all" }] },
    {
      name: READ_NAMES.feedSignedIn,
      kind: "read",
      requests: () => [rotating((n) => ({ path: "/api/feed?tab=all", headers: { cookie: users[n % users.length]!.cookie } }))],
    },
    {
      name: READ_NAMES.following,
      kind: "read",
      requests: () => [rotating((n) => ({ path: "/api/feed?tab=following", headers: { cookie: users[n % users.length]!.cookie } }))],
    },
    {
      name: READ_NAMES.video,
      kind: "read",
      // The video page's two reads, signed in: the video (with the viewer's like), then its first page of comments.
      requests: () => [
        {
          setupRequest: (req, ctx) => ({
            ...req,
            path: `/api/feed/videos/${(ctx.id = fixture.videoIds[Math.floor(Math.random() * fixture.videoIds.length)])}`,
            headers: { cookie: users[Math.floor(Math.random() * users.length)]!.cookie },
          }),
        },
        { setupRequest: (req, ctx) => ({ ...req, path: `/api/feed/videos/${String(ctx.id)}/comments` }) },
      ],
    },
    { name: READ_NAMES.doubts, kind: "read", requests: () => [{ path: "/api/doubts" }] },
    {
      name: READ_NAMES.doubt,
      kind: "read",
      // The discussion screen's two reads: the doubt, then its first page of answers.
      requests: () => [
        { setupRequest: (req, ctx) => ({ ...req, path: `/api/doubts/${(ctx.id = fixture.doubtIds[Math.floor(Math.random() * fixture.doubtIds.length)])}` }) },
        { setupRequest: (req, ctx) => ({ ...req, path: `/api/doubts/${String(ctx.id)}/answers` }) },
      ],
    },
    {
      name: READ_NAMES.expertDashboard,
      kind: "read",
      requests: () => [
        rotating((n) => ({ path: "/api/expert-desk/dashboard", headers: { cookie: expertSide.experts[n % expertSide.experts.length]!.cookie } })),
      ],
    },
    {
      // The Wallet page's read for an expert: balance, earnings pending / available / paid out, payouts in flight.
      name: READ_NAMES.expertWallet,
      kind: "read",
      requests: () => [rotating((n) => ({ path: "/api/wallet", headers: { cookie: expertSide.experts[n % expertSide.experts.length]!.cookie } }))],
    },
    {
      name: CONFIRM_NAME,
      kind: "write",
      // Each request confirms a different pending booking, as its expert.
      requests: () => [
        rotating(() => {
          const booking = expertSide.pending[confirmCounter++ % expertSide.pending.length]!;
          return { method: "POST", path: `/api/bookings/${booking.id}/confirm`, headers: { cookie: expertSide.experts[booking.expert]!.cookie } };
        }),
      ],
    },
    {
      name: "create booking",
      kind: "write",
      // Request c: user k = c % U books its own expert at slot t = c / U, so no two requests
      // want the same expert or the same user at the same time: every one should be a 201.
      requests: () => [
        rotating(() => {
          const c = bookingCounter++;
          const k = c % users.length;
          const t = Math.floor(c / users.length);
          const date = benchDate("create", Math.floor(t / TIME_SLOTS.length));
          return {
            method: "POST",
            path: "/api/bookings",
            headers: { ...json, cookie: users[k]!.cookie },
            body: bookingBody(fixture.freeExperts[k * 3 + 1]!, date, TIME_SLOTS[t % TIME_SLOTS.length]!),
          };
        }),
      ],
    },
    {
      name: "create post",
      kind: "write",
      requests: () => [
        rotating(() => {
          const n = postCounter++;
          return {
            method: "POST",
            path: "/api/feed/posts",
            headers: { ...json, cookie: users[n % users.length]!.cookie },
            body: JSON.stringify({ content: `Bench post ${n}: a short clinical note for colleagues.` }),
          };
        }),
      ],
    },
  ];
}

export async function cannon(url: string, requests: RequestSpec[], seconds: number, connections: number): Promise<Result> {
  return autocannon({ url, connections, pipelining: 1, duration: seconds, timeout: 10, requests });
}

export const failures = (r: Result) => r.non2xx + r.errors;

export async function runScenario(
  server: ServerProcess,
  scenario: Scenario,
  opts: { duration: number; warmup: number; connections: number },
): Promise<ApiResult> {
  const waited = await server.waitIdle();
  await cannon(server.url, scenario.requests(), opts.warmup, opts.connections);
  server.resetPeak();
  const r = await cannon(server.url, scenario.requests(), opts.duration, opts.connections);
  return {
    scenario: scenario.name,
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed: failures(r),
    peakRssMb: server.peakRssMb(),
    idleWaitSeconds: waited,
  };
}

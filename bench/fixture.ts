/**
 * What the scenarios need from the generated data (ids, a deep cursor, experts kept free for new
 * bookings), and the API users: signed up through Better Auth, each given a page of bookings.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { TIME_SLOTS } from "@expertconnect/shared/constants";
import { PRIVACY_NOTICE_VERSION } from "@expertconnect/shared/messages/privacy";
import { addDays, todayInIndia } from "@expertconnect/shared/schemas/bookings";
import { rows, type Db } from "../apps/server/src/db/client.ts";
import { encodeCursor } from "../apps/server/src/lib/cursor.ts";

export const CATEGORY = "medical" as const;
/** a surname fragment: about one expert in sixty has it */
export const SEARCH_QUERY = "sharma";
/** how far into the category the deep cursor page starts */
export const DEEP_OFFSET = 10_000;
/** bookings each API user is given, so My Bookings has a full page and a next cursor */
export const BOOKINGS_PER_USER = 21;

export interface Fixture {
  deepCursor: string;
  deepOffset: number;
  expertIds: string[];
  doubtIds: string[];
  videoIds: string[];
  /** available experts nobody else books in the bench's date ranges: [setup, create, two-instance] per user */
  freeExperts: string[];
}

export interface ApiUser {
  id: string;
  email: string;
  cookie: string;
}

/**
 * Days ahead (IST) where each kind of bench booking goes: after the generated bookings (within ±14
 * days) and within the 60-day booking horizon, in ranges that do not overlap for one user: setup
 * takes 21 days, create about one day per 300 req/s, the expert scenarios' pending pool 9.
 */
export const DAYS_AHEAD = { setup: 15, create: 36, expertPool: 47, twoInstances: 58 } as const;
export const benchDate = (kind: keyof typeof DAYS_AHEAD, extraDays = 0) => addDays(todayInIndia(), DAYS_AHEAD[kind] + extraDays);

export async function readFixture(db: Db, apiUsers: number): Promise<Fixture> {
  const offset = Math.min(DEEP_OFFSET, Math.floor((await categorySize(db)) * 0.4));
  const [deep] = await rows<{ rating: string | number; id: string }>(
    db,
    sql`select rating, id from experts where category = ${CATEGORY} order by rating desc, id offset ${offset - 1} limit 1`,
  );
  if (!deep) throw new Error("no experts to page through");
  const experts = await rows<{ id: string }>(db, sql`select id from experts where category = ${CATEGORY} order by id limit 2000`);
  const doubts = await rows<{ id: string }>(db, sql`select id from doctor_doubts order by id limit 2000`);
  const videos = await rows<{ id: string }>(db, sql`select id from doctor_videos order by id limit 2000`);
  const free = await rows<{ id: string }>(db, sql`select id from experts where is_available order by id desc limit ${apiUsers * 3}`);
  return {
    deepCursor: encodeCursor(Number(deep.rating), deep.id),
    deepOffset: offset,
    expertIds: experts.map((r) => r.id),
    doubtIds: doubts.map((r) => r.id),
    videoIds: videos.map((r) => r.id),
    freeExperts: free.map((r) => r.id),
  };
}

async function categorySize(db: Db): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from experts where category = ${CATEGORY}`);
  return Number(row?.n ?? 0);
}

/** Runs the tasks with at most `limit` in flight. */
export async function pool<T>(items: T[], limit: number, task: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await task(items[index]!, index);
      }
    }),
  );
}

function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((pair) => pair.split("=")[1])
    .join("; ");
}

export async function signUpUsers(baseUrl: string, count: number, tag: string): Promise<ApiUser[]> {
  const users = new Array<ApiUser>(count);
  await pool(
    Array.from({ length: count }, (_, i) => i),
    4,
    async (i) => {
      const email = `bench.api.${tag}.${i}@example.in`;
      const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: baseUrl },
        body: JSON.stringify({ email, password: "bench-pass-2468", name: `Bench User ${i}`, noticeVersion: PRIVACY_NOTICE_VERSION, adult: true }),
      });
      if (!res.ok) throw new Error(`sign-up of ${email} failed: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { user: { id: string } };
      users[i] = { id: body.user.id, email, cookie: cookieOf(res) };
    },
  );
  return users;
}

/** The largest single top-up (₹1,00,000): a larger sum is added in several. */
const MAX_TOP_UP_RUPEES = 100_000;

/**
 * Adds `rupees` to each user's wallet through the API, as a payer would: a top-up order, the test
 * provider's checkout (which sends its signed webhook) and the signed confirmation. Bookings are
 * paid from the wallet, so the bench's bookers need money first.
 */
export async function fundUsers(baseUrl: string, users: ApiUser[], rupees: number) {
  const parts = Array.from({ length: Math.ceil(rupees / MAX_TOP_UP_RUPEES) }, (_, i) => Math.min(MAX_TOP_UP_RUPEES, rupees - i * MAX_TOP_UP_RUPEES));
  const jobs = users.flatMap((user) => parts.map((amountRupees) => ({ user, amountRupees })));
  await pool(jobs, 8, async ({ user, amountRupees }) => {
    const call = async (path: string, body: unknown) => {
      const res = await fetch(`${baseUrl}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: user.cookie, origin: baseUrl },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path} for ${user.email}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Record<string, string>>;
    };
    const order = await call("/api/wallet/top-ups", { amountRupees });
    const paid = await call("/api/wallet/test-checkout/pay", { orderId: order.providerOrderId, method: "upi", outcome: "success" });
    await call("/api/wallet/top-ups/confirm", { orderId: order.providerOrderId, paymentId: paid.paymentId, signature: paid.signature });
  });
}

/**
 * What each API user is given: enough for every booking the bench makes for them (21 at setup, the
 * expert pool's share, "create booking" at a few thousand req/s, the two-instance race) at the
 * generated fees (₹300–₹2,200).
 */
export const FUNDS_PER_USER_RUPEES = 500_000;

export function bookingBody(expertId: string, date: string, time: string) {
  return JSON.stringify({ expertId, date, time, consultationType: "video", notes: null });
}

/** Gives user k BOOKINGS_PER_USER bookings with its own expert, one a day at slot k % 18, through the API. */
export async function giveUsersBookings(baseUrl: string, users: ApiUser[], fixture: Fixture) {
  const jobs = users.flatMap((user, k) => Array.from({ length: BOOKINGS_PER_USER }, (_, j) => ({ user, k, j })));
  await pool(jobs, 16, async ({ user, k, j }) => {
    const res = await fetch(`${baseUrl}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: user.cookie },
      body: bookingBody(fixture.freeExperts[k * 3]!, benchDate("setup", j), TIME_SLOTS[k % TIME_SLOTS.length]!),
    });
    if (res.status !== 201) throw new Error(`setup booking failed: ${res.status} ${await res.text()}`);
  });
}

/** The id the generator gives its n-th user (generate.ts: md5('bench-user-' || n)::uuid). */
export function generatedUserId(n: number): string {
  const hex = createHash("md5").update(`bench-user-${n}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Each API user follows `count` of the generated doctors through the API, so their Following tab has a full page. */
export async function followDoctors(baseUrl: string, users: ApiUser[], doctors: number, count: number) {
  const jobs = users.flatMap((user, u) => Array.from({ length: count }, (_, k) => ({ user, doctor: generatedUserId((u * 97 + k * 13) % doctors) })));
  await pool(jobs, 8, async ({ user, doctor }) => {
    const res = await fetch(`${baseUrl}/api/people/${doctor}/follow`, { method: "PUT", headers: { cookie: user.cookie, origin: baseUrl } });
    if (!res.ok) throw new Error(`follow failed: ${res.status} ${await res.text()}`);
  });
}

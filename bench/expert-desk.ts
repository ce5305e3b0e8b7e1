/**
 * What the expert scenarios need, made through the API as people would: experts who applied and
 * were approved by the bench's admin, and a pool of pending bookings with them for "confirm" to
 * use up (each request confirms a different booking).
 */
import { TIME_SLOTS } from "@expertconnect/shared/constants";
import { PRIVACY_NOTICE_VERSION } from "@expertconnect/shared/messages/privacy";
import { benchDate, bookingBody, pool, signUpUsers, type ApiUser } from "./fixture.ts";
import { BENCH_ADMIN_EMAIL } from "./server-process.ts";

export const BENCH_EXPERTS = 60;
/** Bookings waiting for confirmation: more than confirm can use at 1,000 req/s for 2 s + 6 s. */
export const PENDING_POOL = 9_000;

export interface ExpertSide {
  experts: ApiUser[];
  /** pending bookings, each with the index of its expert in `experts` */
  pending: Array<{ id: string; expert: number }>;
}

async function post(baseUrl: string, path: string, cookie: string, body: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, origin: baseUrl },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ id: string }>;
}

export async function prepareExpertSide(baseUrl: string, clients: ApiUser[], tag: string, log: (line: string) => void): Promise<ExpertSide> {
  const [admin] = await signInAdmin(baseUrl);
  const experts = await signUpUsers(baseUrl, BENCH_EXPERTS, `${tag}x`);
  await pool(experts, 4, async (expert, i) => {
    const application = await post(baseUrl, "/api/applications", expert.cookie, {
      category: "tech",
      specialization: "Cloud architecture",
      experienceYears: 5 + (i % 20),
      consultationFee: 500 + (i % 10) * 100,
      bio: "Helps teams design and run reliable cloud systems.",
      education: "B.Tech, Computer Science",
      languages: ["English", "Hindi"],
    });
    await post(baseUrl, `/api/admin/applications/${application.id}/approve`, admin, {});
  });
  // Booking n: expert n % E at slot n / E (so an expert's slots differ), by client n % C; with
  // C ≥ E the clients of one slot differ too. Days from DAYS_AHEAD.expertPool on.
  if (clients.length < BENCH_EXPERTS) throw new Error("the expert pool needs at least as many clients as experts");
  const expertIds = await Promise.all(
    experts.map(async (e) => ((await (await fetch(`${baseUrl}/api/me`, { headers: { cookie: e.cookie } })).json()) as { expert: { id: string } }).expert.id),
  );
  const pending = new Array<ExpertSide["pending"][number]>(PENDING_POOL);
  await pool(
    Array.from({ length: PENDING_POOL }, (_, n) => n),
    16,
    async (n) => {
      const e = n % BENCH_EXPERTS;
      const t = Math.floor(n / BENCH_EXPERTS);
      const date = benchDate("expertPool", Math.floor(t / TIME_SLOTS.length));
      const booking = await post(baseUrl, "/api/bookings", clients[n % clients.length]!.cookie, JSON.parse(bookingBody(expertIds[e]!, date, TIME_SLOTS[t % TIME_SLOTS.length]!)));
      pending[n] = { id: booking.id, expert: e };
    },
  );
  log(`  ${BENCH_EXPERTS} experts approved, ${PENDING_POOL} pending bookings with them`);
  return { experts, pending };
}

async function signInAdmin(baseUrl: string): Promise<[string]> {
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email: BENCH_ADMIN_EMAIL, password: "bench-admin-2468", name: "Bench Admin", noticeVersion: PRIVACY_NOTICE_VERSION, adult: true }),
  });
  if (!res.ok) throw new Error(`admin sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((pair) => pair.split("=")[1])
    .join("; ");
  return [cookie];
}

/**
 * The desk's history over HTTP (docs/product.md#consultation-mode): the Past tab's order, pages and
 * filters, who ended each booking and why; a booking's page with its history, for its expert only;
 * the marking window's edge on the app's clock (Deps.now); and a client's cancellation kept on the
 * desk. Bookings are written directly at the times a test needs, then moved through the real
 * endpoints so their history rows are the ones people leave.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MARKING_WINDOW_HOURS, POLICY_MESSAGES } from "@expertconnect/shared/booking-policy";
import { PAGE_SIZE } from "@expertconnect/shared/constants";
import { addDays, slotStart, todayInIndia } from "@expertconnect/shared/schemas/bookings";
import { bookingEvents, bookings, experts } from "../../db/schema/index.ts";
import { startTestServer, TestClient, type TestServer } from "../../test/harness.ts";
import { expireBooking } from "../bookings/bookings.transitions.ts";

const MIN = 60_000;
const HOUR = 60 * MIN;
let clock = Date.now();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(() => server.close());
afterEach(() => {
  clock = Date.now();
});

let counter = 0;
async function person(fullName?: string) {
  const client = new TestClient(server.url);
  const id = await client.register(`desk${++counter}.${Date.now()}@example.in`);
  if (fullName) expect((await client.patch("/api/profile", { full_name: fullName })).status).toBe(200);
  return { client, id };
}

async function expertPerson() {
  const p = await person();
  const [row] = await server.deps.db
    .insert(experts)
    .values({ name: `Dr. Desk ${counter}`, category: "medical", specialization: "GP", consultationFee: 500, isVerified: true, userId: p.id })
    .returning({ id: experts.id });
  return { ...p, expertId: row!.id };
}

/** A booking written directly, starting at `at`. */
async function booking(expertId: string, userId: string, status: string, at: Date) {
  const [row] = await server.deps.db
    .insert(bookings)
    .values({ expertId, userId, status, scheduledAt: at, endsAt: new Date(at.getTime() + 30 * MIN), consultationType: "video", amount: 500 })
    .returning({ id: bookings.id });
  return row!.id;
}

const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);
const message = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

async function ok(res: Response | Promise<Response>) {
  const r = await res;
  expect(r.status, await r.clone().text()).toBe(200);
  return r;
}

interface PastItem {
  id: string;
  status: string;
  scheduledAt: string;
  cancelledBy: string | null;
  cancellationReason: string | null;
  endedFrom: string | null;
  endedAt: string | null;
  hasNotes: boolean;
  payment: string | null;
  client: { name: string };
}
interface PastPage {
  bookings: PastItem[];
  nextCursor: string | null;
}

async function past(client: TestClient, query = ""): Promise<PastPage> {
  const res = await client.get(`/api/expert-desk/past${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as PastPage;
}

/** Every page of one filter, following the cursors. */
async function allPages(client: TestClient, filter: string) {
  const pages: PastPage[] = [];
  let cursor: string | null = null;
  do {
    const page: PastPage = await past(client, `?filter=${filter}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 10);
  return pages;
}

/**
 * One booking ended each way, through the endpoints (the expiry through the job's function), and
 * one still open that the Past tab must not show. Newest slot first: declined (in 3 days), cancelled
 * by the client (in 2 days), cancelled by the expert (tomorrow), expired (2 hours ago), no-show
 * (1 day ago), completed (2 days ago).
 */
async function everyEnding() {
  const expert = await expertPerson();
  const client = await person("Ravi Kumar");
  const e = expert.expertId;
  const ids = {
    declined: await booking(e, client.id, "pending", ahead(3 * 24 * HOUR)),
    byClient: await booking(e, client.id, "confirmed", ahead(2 * 24 * HOUR)),
    byExpert: await booking(e, client.id, "confirmed", ahead(24 * HOUR)),
    expired: await booking(e, client.id, "pending", ago(2 * HOUR)),
    noShow: await booking(e, client.id, "confirmed", ago(24 * HOUR)),
    completed: await booking(e, client.id, "confirmed", ago(2 * 24 * HOUR)),
    open: await booking(e, client.id, "confirmed", ahead(4 * 24 * HOUR)),
  };
  await ok(expert.client.post(`/api/bookings/${ids.declined}/decline`, { reason: "In surgery that morning" }));
  await ok(client.client.post(`/api/bookings/${ids.byClient}/cancel`, { reason: "Feeling better" }));
  await ok(expert.client.post(`/api/bookings/${ids.byExpert}/cancel`, { reason: "Called away to a conference" }));
  const [expiring] = await server.deps.db.select({ at: bookings.scheduledAt }).from(bookings).where(eq(bookings.id, ids.expired));
  expect(await expireBooking(server.deps, ids.expired, expiring!.at.toISOString())).toBe(true);
  await ok(expert.client.post(`/api/bookings/${ids.noShow}/no-show`));
  await ok(expert.client.post(`/api/bookings/${ids.completed}/complete`));
  return { expert, client, ids };
}

describe("the Past tab", () => {
  it("lists every ended booking newest first, each with who ended it, from what, when and why", async () => {
    const { expert, ids } = await everyEnding();
    const page = await past(expert.client);
    expect(page.nextCursor).toBeNull();
    expect(page.bookings.map((b) => b.id)).toEqual([ids.declined, ids.byClient, ids.byExpert, ids.expired, ids.noShow, ids.completed]);
    const byId = Object.fromEntries(page.bookings.map((b) => [b.id, b]));
    expect(byId[ids.declined]).toMatchObject({ status: "cancelled", cancelledBy: "expert", endedFrom: "pending", cancellationReason: "In surgery that morning" });
    expect(byId[ids.byClient]).toMatchObject({ status: "cancelled", cancelledBy: "client", endedFrom: "confirmed", cancellationReason: "Feeling better" });
    expect(byId[ids.byExpert]).toMatchObject({ status: "cancelled", cancelledBy: "expert", endedFrom: "confirmed", cancellationReason: "Called away to a conference" });
    expect(byId[ids.expired]).toMatchObject({ status: "cancelled", cancelledBy: "system", endedFrom: "pending", cancellationReason: POLICY_MESSAGES.expired });
    expect(byId[ids.noShow]).toMatchObject({ status: "no_show", cancelledBy: null, endedFrom: "confirmed" });
    expect(byId[ids.completed]).toMatchObject({ status: "completed", cancelledBy: null, endedFrom: "confirmed", hasNotes: false, client: { name: "Ravi Kumar" } });
    for (const b of page.bookings) expect(Math.abs(Date.parse(b.endedAt!) - Date.now())).toBeLessThan(5 * MIN);
  });

  it("filters by how a booking ended", async () => {
    const { expert, ids } = await everyEnding();
    const only = async (filter: string) => (await past(expert.client, `?filter=${filter}`)).bookings.map((b) => b.id);
    expect(await only("all")).toHaveLength(6);
    expect(await only("completed")).toEqual([ids.completed]);
    expect(await only("no-show")).toEqual([ids.noShow]);
    expect(await only("cancelled-by-client")).toEqual([ids.byClient]);
    expect(await only("cancelled-by-me")).toEqual([ids.declined, ids.byExpert]);
    expect(await only("expired")).toEqual([ids.expired]);

    const bad = await expert.client.get("/api/expert-desk/past?filter=declined");
    expect(bad.status).toBe(400);
    expect(await message(bad)).toBe("Choose one of the listed filters");
    const badCursor = await expert.client.get("/api/expert-desk/past?cursor=not-a-cursor");
    expect(badCursor.status).toBe(400);
    expect(await message(badCursor)).toBe("Invalid page cursor");
  });

  it("pages with a cursor: every booking once, in order, ties on the slot broken by id", async () => {
    const expert = await expertPerson();
    const clients = await Promise.all([person(), person(), person()]);
    // 47 completed consultations, three people at each of 16 slots but one (ended bookings hold no slot).
    const values = Array.from({ length: 47 }, (_, i) => {
      const at = new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 3) * 24 * HOUR);
      return { expertId: expert.expertId, userId: clients[i % 3]!.id, status: "completed", scheduledAt: at, endsAt: new Date(at.getTime() + 30 * MIN), consultationType: "chat", amount: 500 };
    });
    await server.deps.db.insert(bookings).values(values);
    const noShow = await booking(expert.expertId, clients[0].id, "no_show", new Date(Date.UTC(2026, 0, 3)));
    for (const filter of ["all", "completed"]) {
      const pages = await allPages(expert.client, filter);
      expect(pages.map((p) => p.bookings.length)).toEqual(filter === "all" ? [PAGE_SIZE, PAGE_SIZE, 8] : [PAGE_SIZE, PAGE_SIZE, 7]);
      const items = pages.flatMap((p) => p.bookings);
      expect(new Set(items.map((b) => b.id)).size).toBe(items.length);
      const sorted = [...items].sort((a, b) => (a.scheduledAt === b.scheduledAt ? (a.id < b.id ? 1 : -1) : a.scheduledAt < b.scheduledAt ? 1 : -1));
      expect(items.map((b) => b.id)).toEqual(sorted.map((b) => b.id));
      expect(items.some((b) => b.id === noShow)).toBe(filter === "all");
      expect(pages.at(-1)!.nextCursor).toBeNull();
    }
  });

  it("is the expert's own: another expert sees none of it; a client is not an expert; signed out is 401", async () => {
    const { ids } = await everyEnding();
    const other = await expertPerson();
    expect((await past(other.client)).bookings).toEqual([]);
    const nobody = await person();
    const res = await nobody.client.get("/api/expert-desk/past");
    expect(res.status).toBe(404);
    expect(await message(res)).toBe("You are not a verified expert.");
    expect((await new TestClient(server.url).get("/api/expert-desk/past")).status).toBe(401);
    expect(ids.completed).toBeTruthy();
  });
});

interface Detail {
  id: string;
  status: string;
  bookedAt: string;
  cancelledBy: string | null;
  cancellationReason: string | null;
  payment: string | null;
  client: { name: string };
  history: { at: string; fromStatus: string; toStatus: string; actorRole: string; reason: string | null }[];
}

describe("a booking's page for its expert", () => {
  it("shows the booking with its history, oldest first: rescheduled, confirmed, cancelled by the client with the reason", async () => {
    const expert = await expertPerson();
    const client = await person("Asha Menon");
    const date = addDays(todayInIndia(), 4);
    const id = await booking(expert.expertId, client.id, "pending", slotStart(date, "10:00"));
    await ok(client.client.post(`/api/bookings/${id}/reschedule`, { date, time: "11:00" }));
    await ok(expert.client.post(`/api/bookings/${id}/confirm`));
    await ok(client.client.post(`/api/bookings/${id}/cancel`, { reason: "Found a clinic nearby" }));

    const res = await expert.client.get(`/api/expert-desk/bookings/${id}`);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as Detail;
    expect(detail).toMatchObject({ id, status: "cancelled", cancelledBy: "client", cancellationReason: "Found a clinic nearby", payment: null, client: { name: "Asha Menon" } });
    expect(detail.history.map((h) => [h.fromStatus, h.toStatus, h.actorRole, h.reason])).toEqual([
      ["pending", "pending", "client", `Rescheduled from ${date} 10:00 IST`],
      ["pending", "confirmed", "expert", null],
      ["confirmed", "cancelled", "client", "Found a clinic nearby"],
    ]);
    const times = detail.history.map((h) => Date.parse(h.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Date.parse(detail.bookedAt)).toBeLessThanOrEqual(times[0]!);
  });

  it("is not found for anyone but the booking's expert: another expert, its own client, a stranger", async () => {
    const { expert, client, ids } = await everyEnding();
    await ok(expert.client.get(`/api/expert-desk/bookings/${ids.completed}`));
    const other = await expertPerson();
    const stranger = await person();
    for (const who of [other.client, client.client, stranger.client]) {
      const res = await who.get(`/api/expert-desk/bookings/${ids.completed}`);
      expect(res.status).toBe(404);
      expect(await message(res)).toBe("Booking not found");
    }
    expect((await expert.client.get("/api/expert-desk/bookings/not-a-uuid")).status).toBe(404);
    expect((await new TestClient(server.url).get(`/api/expert-desk/bookings/${ids.completed}`)).status).toBe(401);
  });
});

describe("the marking window", () => {
  it(`allows completed and no-show up to ${MARKING_WINDOW_HOURS} hours after the slot's end, that moment included, and refuses after`, async () => {
    const expert = await expertPerson();
    const client = await person();
    // Slots a week ago, on whole minutes, so the clock can stand exactly at a window's edge.
    const base = Math.floor((Date.now() - 7 * 24 * HOUR) / MIN) * MIN;
    const starts = [0, 1, 2, 3].map((i) => new Date(base + i * HOUR));
    const ids = await Promise.all(starts.map((at) => booking(expert.expertId, client.id, "confirmed", at)));
    const [justBefore, exactly, justAfter, noShowAfter] = ids as [string, string, string, string];
    const closes = (at: Date) => at.getTime() + 30 * MIN + MARKING_WINDOW_HOURS * HOUR;

    clock = closes(starts[0]!) - 1000;
    expect((await ok(expert.client.post(`/api/bookings/${justBefore}/complete`))).status).toBe(200);
    clock = closes(starts[1]!);
    expect((await ok(expert.client.post(`/api/bookings/${exactly}/no-show`))).status).toBe(200);

    clock = closes(starts[2]!) + 1000;
    const late = await expert.client.post(`/api/bookings/${justAfter}/complete`);
    expect(late.status).toBe(409);
    expect(await message(late)).toBe("This consultation ended more than 48 hours ago, so it can no longer be marked completed or a no-show.");
    clock = closes(starts[3]!) + 1000;
    const lateNoShow = await expert.client.post(`/api/bookings/${noShowAfter}/no-show`);
    expect(lateNoShow.status).toBe(409);
    expect(await message(lateNoShow)).toBe("This consultation ended more than 48 hours ago, so it can no longer be marked completed or a no-show.");

    const statuses = await server.deps.db.select({ id: bookings.id, status: bookings.status }).from(bookings).where(eq(bookings.expertId, expert.expertId));
    const statusOf = (id: string) => statuses.find((s) => s.id === id)!.status;
    expect([justBefore, exactly, justAfter, noShowAfter].map(statusOf)).toEqual(["completed", "no_show", "confirmed", "confirmed"]);
    expect(await server.deps.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, justAfter))).toEqual([]);
  });
});

describe("the desk keeps a client's cancellation", () => {
  it("on Upcoming, with the reason, until its day is over; the expert's own decline leaves it", async () => {
    const expert = await expertPerson();
    const client = await person("Kabir Mehta");
    const today = todayInIndia();
    const later = await booking(expert.expertId, client.id, "pending", slotStart(addDays(today, 2), "10:00"));
    const declined = await booking(expert.expertId, client.id, "pending", slotStart(addDays(today, 2), "11:00"));
    const yesterday = await booking(expert.expertId, client.id, "cancelled", slotStart(addDays(today, -1), "10:00"));
    await server.deps.db.update(bookings).set({ cancelledBy: "client", cancellationReason: "Travelling" }).where(eq(bookings.id, yesterday));
    await ok(client.client.post(`/api/bookings/${later}/cancel`, { reason: "Feeling better" }));
    await ok(expert.client.post(`/api/bookings/${declined}/decline`, { reason: "On leave" }));

    const desk = (await (await ok(expert.client.get("/api/expert-desk/dashboard"))).json()) as {
      today: { id: string }[];
      upcoming: { id: string; status: string; cancelledBy: string | null; cancellationReason: string | null; endedFrom: string | null }[];
      earlier: { id: string }[];
    };
    expect(desk.upcoming).toEqual([expect.objectContaining({ id: later, status: "cancelled", cancelledBy: "client", cancellationReason: "Feeling better", endedFrom: "pending" })]);
    const everywhere = [...desk.today, ...desk.upcoming, ...desk.earlier].map((b) => b.id);
    expect(everywhere).not.toContain(declined);
    expect(everywhere).not.toContain(yesterday);
    // Both are on the Past tab.
    expect((await past(expert.client, "?filter=cancelled-by-client")).bookings.map((b) => b.id)).toEqual([later, yesterday]);
  });
});

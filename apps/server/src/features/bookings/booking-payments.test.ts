/**
 * Paying for bookings and the cancellation and refund policy (docs/product.md#cancellation-and-refunds)
 * through the real endpoints. The app runs on a clock the test holds still (Deps.now), so a booking
 * can start exactly 24 hours from "now"; bookings that HTTP cannot place (in the past, exactly 24 h
 * ahead) are written directly with their hold. After every test the ledger's invariants must hold.
 */
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { NO_SHOW_LIMIT, POLICY_MESSAGES } from "@expertconnect/shared/booking-policy";
import { TIME_SLOTS } from "@expertconnect/shared/constants";
import { addDays, todayInIndia } from "@expertconnect/shared/schemas/bookings";
import { rows } from "../../db/client.ts";
import { bookingEvents, bookings, experts } from "../../db/schema/index.ts";
import { createJobHandlers } from "../../job-handlers.ts";
import { startTestServer, testDatabase, TestClient, type TestServer } from "../../test/harness.ts";
import { advanceJobClock } from "../../test/job-clock.ts";
import { balanceOf, credit, holdFee, topUp } from "../../test/money.ts";
import { checkLedgerInvariants } from "../../test/ledger-invariants.ts";

const MIN = 60_000;
const HOUR = 60 * MIN;
const COMMISSION = 12.5;
let clock = Date.now();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, config: { PLATFORM_COMMISSION_PERCENT: String(COMMISSION) } });
  server.deps.jobs.start(createJobHandlers(server.deps), { polling: false });
});
afterAll(async () => {
  await server.deps.jobs.stop();
  await server.close();
});
afterEach(async () => {
  await checkLedgerInvariants(server.deps.db);
  clock = Date.now();
});

let counter = 0;
async function person(rupees = 0) {
  const client = new TestClient(server.url);
  const id = await client.register(`payer${++counter}@example.in`);
  if (rupees) await credit(server.deps.db, id, rupees * 100);
  return { client, id };
}

async function expertPerson(fee = 800) {
  const p = await person();
  const [row] = await server.deps.db
    .insert(experts)
    .values({ name: `Dr. Fee ${counter}`, category: "medical", specialization: "GP", consultationFee: fee, isVerified: true, userId: p.id })
    .returning({ id: experts.id });
  return { ...p, expertId: row!.id };
}

/** A booking `ms` from the test's clock with its fee held from the client's wallet (which must cover it). */
async function paidBooking(expert: { expertId: string }, clientId: string, status: string, ms: number, fee = 800) {
  const at = new Date(clock + ms);
  const db = server.deps.db;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookings)
      .values({ expertId: expert.expertId, userId: clientId, status, scheduledAt: at, endsAt: new Date(at.getTime() + 30 * MIN), consultationType: "video", amount: fee })
      .returning({ id: bookings.id });
    await holdFee(tx, row!.id, clientId, fee * 100);
    return row!.id;
  });
}

const body = async <T = { error: { message: string; shortByPaise?: number } }>(res: Response) => (await res.json()) as T;
const earnings = async (client: TestClient) => ((await (await client.get("/api/wallet")).json()) as { earningsPaise: number }).earningsPaise;
const holdOf = async (id: string) =>
  (await rows<{ status: string; amount_paise: string }>(server.deps.db, sql`select status, amount_paise from booking_holds where booking_id = ${id}`))[0];
const platform = async () => Number((await rows<{ b: string }>(server.deps.db, sql`select coalesce(sum(balance_paise), 0) as b from wallets where kind = 'platform'`))[0]!.b);
const ahead = (days: number) => addDays(todayInIndia(new Date(clock)), days);

describe("paying when booking", () => {
  it("holds the expert's fee from the wallet; a short wallet gets 402 with what is missing and nothing is written", async () => {
    const expert = await expertPerson(800);
    const client = await person(500);
    const short = await client.client.post("/api/bookings", { expertId: expert.expertId, date: ahead(3), time: "10:00", consultationType: "video", amount: 1 });
    expect(short.status).toBe(402);
    const err = await body(short);
    expect(err.error).toEqual({ message: POLICY_MESSAGES.shortBy(300_00), shortByPaise: 300_00 });
    expect(err.error.message).toBe("Your wallet is short by ₹300 for this booking. Add money to book it.");
    expect(await server.deps.db.select().from(bookings)).toEqual([]);
    expect((await rows(server.deps.db, sql`select 1 from pgboss.job where name = 'booking-expire'`)).length).toBe(0);
    expect(await balanceOf(client.client)).toBe(500_00);
    // Someone who never added money has no wallet yet: short by the whole fee, nothing written.
    const fresh = await person();
    const none = await fresh.client.post("/api/bookings", { expertId: expert.expertId, date: ahead(3), time: "10:00", consultationType: "video" });
    expect(none.status).toBe(402);
    expect((await body(none)).error.shortByPaise).toBe(800_00);
    expect(await server.deps.db.select().from(bookings)).toEqual([]);

    await topUp(client.client, 300);
    const ok = await client.client.post("/api/bookings", { expertId: expert.expertId, date: ahead(3), time: "10:00", consultationType: "video" });
    expect(ok.status).toBe(201);
    const booked = await body<{ id: string; amount: number; payment: string }>(ok);
    expect(booked).toMatchObject({ amount: 800, payment: "held" });
    expect(await balanceOf(client.client)).toBe(0);
    expect(await holdOf(booked.id)).toMatchObject({ status: "held" });
    const listed = await body<{ bookings: Array<{ id: string; payment: string; amount: number }> }>(await client.client.get("/api/bookings"));
    expect(listed.bookings).toEqual([expect.objectContaining({ id: booked.id, payment: "held", amount: 800 })]);
  });

  it("refuses an expert booking themselves", async () => {
    const expert = await expertPerson(800);
    await credit(server.deps.db, expert.id, 10_000_00);
    const res = await expert.client.post("/api/bookings", { expertId: expert.expertId, date: ahead(3), time: "10:00", consultationType: "video" });
    expect(res.status).toBe(403);
    expect((await body(res)).error.message).toBe(POLICY_MESSAGES.selfBooking);
    expect(await server.deps.db.select().from(bookings)).toEqual([]);
  });

  it("of 20 simultaneous bookings (different slots) from a wallet that pays for one, one is booked and the balance ends at exactly 0", async () => {
    const expert = await expertPerson(800);
    const client = await person(800);
    const times = TIME_SLOTS.slice(0, 10);
    const slots = [3, 4].flatMap((d) => times.map((time) => ({ date: ahead(d), time })));
    const responses = await Promise.all(slots.map((s) => client.client.post("/api/bookings", { expertId: expert.expertId, ...s, consultationType: "chat" })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 402)).toHaveLength(19);
    for (const res of responses.filter((r) => r.status === 402)) expect((await body(res)).error.shortByPaise).toBe(800_00);
    expect(await server.deps.db.select().from(bookings)).toHaveLength(1);
    expect(await balanceOf(client.client)).toBe(0);
    const [min] = await rows<{ n: string }>(server.deps.db, sql`select min(balance_paise) as n from wallets`);
    expect(Number(min!.n)).toBeGreaterThanOrEqual(0);
  }, 60_000);
});

describe("the policy on each move", () => {
  it("client cancels exactly 24 h before: full refund; 24 h less a minute: the fee goes to the expert (less commission)", async () => {
    const expert = await expertPerson(800);
    const client = await person(1600);
    const early = await paidBooking(expert, client.id, "confirmed", 24 * HOUR);
    const late = await paidBooking(expert, client.id, "confirmed", 24 * HOUR - MIN + 40 * MIN);
    // The second starts 40 minutes later; move the clock so it is 24 h less a minute away at its cancel.
    expect(await balanceOf(client.client)).toBe(0);
    const a = await client.client.post(`/api/bookings/${early}/cancel`, { reason: "Plans changed" });
    expect(a.status).toBe(200);
    expect(await body(a)).toMatchObject({ status: "cancelled", cancelledBy: "client", payment: "refunded" });
    expect(await balanceOf(client.client)).toBe(800_00);

    clock += 40 * MIN;
    const b = await client.client.post(`/api/bookings/${late}/cancel`);
    expect(await body(b)).toMatchObject({ status: "cancelled", payment: "released" });
    expect(await balanceOf(client.client)).toBe(800_00);
    expect(await earnings(expert.client)).toBe(700_00);
    expect(await platform()).toBe(100_00);
  });

  it("expert declines a pending booking or cancels a confirmed one, even at the last minute: full refund", async () => {
    const expert = await expertPerson(800);
    const client = await person(1600);
    const pending = await paidBooking(expert, client.id, "pending", 5 * MIN);
    const confirmed = await paidBooking(expert, client.id, "confirmed", 2 * HOUR);
    expect(await body(await expert.client.post(`/api/bookings/${pending}/decline`, { reason: "Unwell" }))).toMatchObject({ payment: "refunded" });
    expect(await body(await expert.client.post(`/api/bookings/${confirmed}/cancel`))).toMatchObject({ cancelledBy: "expert", payment: "refunded" });
    expect(await balanceOf(client.client)).toBe(1600_00);
    expect(await earnings(expert.client)).toBe(0);
  });

  it("a no-show marked by the expert and a completed consultation pay the expert less commission; a confirm moves no money", async () => {
    const expert = await expertPerson(1000);
    const client = await person(2000);
    const noShow = await paidBooking(expert, client.id, "confirmed", -15 * MIN, 1000);
    const done = await paidBooking(expert, client.id, "pending", -60 * MIN, 1000);
    const summary = async () => (await (await expert.client.get("/api/wallet")).json()) as { earningsPaise: number; earningsHeldPaise: number };
    expect(await summary()).toMatchObject({ earningsPaise: 0, earningsHeldPaise: 2000_00 });
    expect((await expert.client.post(`/api/bookings/${noShow}/no-show`)).status).toBe(200);
    expect(await holdOf(noShow)).toMatchObject({ status: "released" });
    expect(await body(await expert.client.post(`/api/bookings/${done}/confirm`))).toMatchObject({ payment: "held" });
    expect(await earnings(expert.client)).toBe(875_00);
    expect(await body(await expert.client.post(`/api/bookings/${done}/complete`))).toMatchObject({ status: "completed", payment: "released" });
    expect(await summary()).toMatchObject({ earningsPaise: 1750_00, earningsHeldPaise: 0 });
    expect(await platform()).toBe(250_00);
    expect(await balanceOf(client.client)).toBe(0);
    const mine = await body<{ bookings: Array<{ id: string; payment: string }> }>(await client.client.get("/api/bookings?tab=past"));
    expect(mine.bookings.map((b) => b.payment)).toEqual(["released", "released"]);
    // The expert's earnings ledger lists both.
    const ledger = await body<{ transactions: Array<{ kind: string; bookingId: string; booking: { expertName: string } | null }> }>(await expert.client.get("/api/wallet/transactions?account=earnings"));
    expect(ledger.transactions.map((t) => t.kind)).toEqual(["hold_release_earning", "hold_release_earning"]);
    const first = ledger.transactions[0]!;
    expect(first.bookingId).toBe(done);
    expect(first.booking?.expertName).toMatch(/^Dr\. Fee/);
  });

  it(`${NO_SHOW_LIMIT} no-shows stop new bookings for the restriction period; ${NO_SHOW_LIMIT - 1} do not`, async () => {
    const expert = await expertPerson(800);
    const client = await person(10_000);
    const book = () => client.client.post("/api/bookings", { expertId: expert.expertId, date: ahead(5), time: "10:00", consultationType: "video" });
    for (let i = 1; i < NO_SHOW_LIMIT; i++) {
      const id = await paidBooking(expert, client.id, "confirmed", -i * 24 * HOUR);
      expect((await expert.client.post(`/api/bookings/${id}/no-show`)).status).toBe(200);
    }
    const allowed = await book();
    expect(allowed.status).toBe(201);
    await server.deps.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, (await body<{ id: string }>(allowed)).id));
    // (cancelled directly: its hold stays held, which the invariants allow)
    const third = await paidBooking(expert, client.id, "confirmed", -2 * HOUR);
    expect((await expert.client.post(`/api/bookings/${third}/no-show`)).status).toBe(200);
    const refused = await book();
    expect(refused.status).toBe(403);
    const until = new Date(clock - 2 * HOUR + 30 * 24 * HOUR);
    expect((await body(refused)).error.message).toBe(POLICY_MESSAGES.restricted(until));
    // After the period, bookings are open again.
    clock = until.getTime() + MIN;
    expect((await client.client.post("/api/bookings", { expertId: expert.expertId, date: ahead(5), time: "11:00", consultationType: "video" })).status).toBe(201);
  });
});

describe("rescheduling", () => {
  it("moves the booking to another free slot of the expert at least 24 h ahead, keeping its one hold; later, or to a taken slot, it is refused", async () => {
    const expert = await expertPerson(800);
    const client = await person(2400);
    const other = await person(800);
    const created = await body<{ id: string }>(await client.client.post("/api/bookings", { expertId: expert.expertId, date: ahead(3), time: "10:00", consultationType: "video" }));
    expect((await other.client.post("/api/bookings", { expertId: expert.expertId, date: ahead(4), time: "11:00", consultationType: "video" })).status).toBe(201);

    const taken = await client.client.post(`/api/bookings/${created.id}/reschedule`, { date: ahead(4), time: "11:00" });
    expect(taken.status).toBe(409);
    expect((await body(taken)).error.message).toBe("This slot was just booked. Please choose another time.");
    expect((await client.client.post(`/api/bookings/${created.id}/reschedule`, { date: ahead(3), time: "10:00" })).status).toBe(400);
    expect((await client.client.post(`/api/bookings/${created.id}/reschedule`, { date: ahead(90), time: "10:00" })).status).toBe(400);
    expect((await expert.client.post(`/api/bookings/${created.id}/reschedule`, { date: ahead(4), time: "12:00" })).status).toBe(404);

    const moved = await client.client.post(`/api/bookings/${created.id}/reschedule`, { date: ahead(4), time: "12:00" });
    expect(moved.status).toBe(200);
    expect(await body(moved)).toMatchObject({ id: created.id, status: "pending", payment: "held", scheduledAt: new Date(`${ahead(4)}T12:00:00+05:30`).toISOString() });
    expect(await balanceOf(client.client)).toBe(1600_00);
    expect((await rows(server.deps.db, sql`select 1 from booking_holds where booking_id = ${created.id}`)).length).toBe(1);
    const history = await server.deps.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, created.id)).orderBy(asc(bookingEvents.id));
    expect(history).toEqual([expect.objectContaining({ fromStatus: "pending", toStatus: "pending", actorRole: "client", reason: `Rescheduled from ${ahead(3)} 10:00 IST` })]);
    // One expiry job waits, at the new start.
    const jobs = await rows<{ start_after: Date | string }>(server.deps.db, sql`select start_after from pgboss.job where name = 'booking-expire' and state = 'created' and data->>'bookingId' = ${created.id}`);
    expect(jobs.map((j) => new Date(j.start_after).toISOString())).toEqual([new Date(`${ahead(4)}T12:00:00+05:30`).toISOString()]);

    const soon = await paidBooking(expert, client.id, "confirmed", 24 * HOUR - MIN);
    const late = await client.client.post(`/api/bookings/${soon}/reschedule`, { date: ahead(5), time: "10:00" });
    expect(late.status).toBe(409);
    expect((await body(late)).error.message).toBe(POLICY_MESSAGES.rescheduleTooLate);
    const exactly = await paidBooking(expert, client.id, "confirmed", 24 * HOUR + 2 * HOUR);
    clock += 2 * HOUR;
    expect((await client.client.post(`/api/bookings/${exactly}/reschedule`, { date: ahead(5), time: "10:30" })).status).toBe(200);
  });
});

describe("a pending booking nobody answers", () => {
  it("is cancelled at its start by the expiry job with a full refund; one confirmed meanwhile is untouched", async () => {
    const expert = await expertPerson(800);
    const client = await person(1600);
    const date = ahead(2);
    const a = await body<{ id: string; scheduledAt: string }>(await client.client.post("/api/bookings", { expertId: expert.expertId, date, time: "10:00", consultationType: "video" }));
    const b = await body<{ id: string }>(await client.client.post("/api/bookings", { expertId: expert.expertId, date, time: "10:30", consultationType: "video" }));
    expect(await balanceOf(client.client)).toBe(0);
    expect((await expert.client.post(`/api/bookings/${b.id}/confirm`)).status).toBe(200);

    // Other jobs (the e-mails and reminders of these bookings) run too; the bookings tell what the expiry did.
    const statusOf = async (id: string) => (await server.deps.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!.s;
    const database = await testDatabase();
    await server.deps.jobs.runDue();
    const untilStart = Date.parse(a.scheduledAt) - Date.now();
    await advanceJobClock(database, untilStart - MIN);
    await server.deps.jobs.runDue();
    expect(await statusOf(a.id)).toBe("pending");
    await advanceJobClock(database, 2 * MIN);
    await server.deps.jobs.runDue();

    const [rowA] = await server.deps.db.select().from(bookings).where(eq(bookings.id, a.id));
    expect(rowA).toMatchObject({ status: "cancelled", cancelledBy: "system" });
    expect(await holdOf(a.id)).toMatchObject({ status: "refunded" });
    expect(await holdOf(b.id)).toMatchObject({ status: "held" });
    expect(await balanceOf(client.client)).toBe(800_00);
    const [event] = await server.deps.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, a.id));
    expect(event).toMatchObject({ fromStatus: "pending", toStatus: "cancelled", actorRole: "system", actorId: null });
    // The confirmed booking's job was cancelled with the confirm; nothing else runs.
    await advanceJobClock(database, 60 * MIN);
    await server.deps.jobs.runDue();
    expect(await statusOf(b.id)).toBe("confirmed");
  });

  it("leaves a booking the expert confirmed after the job fell due but before it ran", async () => {
    const expert = await expertPerson(800);
    const client = await person(800);
    const a = await body<{ id: string; scheduledAt: string }>(await client.client.post("/api/bookings", { expertId: expert.expertId, date: ahead(2), time: "10:00", consultationType: "video" }));
    // Confirmed behind the queue's back (its job still waits): the handler's conditional move finds nothing to do.
    await server.deps.db.update(bookings).set({ status: "confirmed" }).where(eq(bookings.id, a.id));
    await advanceJobClock(await testDatabase(), Date.parse(a.scheduledAt) - Date.now() + MIN);
    expect(await server.deps.jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect(await holdOf(a.id)).toMatchObject({ status: "held" });
    expect((await server.deps.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, a.id)))[0]!.s).toBe("confirmed");
  });
});

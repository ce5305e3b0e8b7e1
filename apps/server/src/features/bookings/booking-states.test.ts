/**
 * The booking state machine over HTTP: who may make which move and when, the history row of each
 * move, races between two people, and the expert's hours, days off and horizon on booking. Time is
 * the database's now(): bookings that must have started are written with times in the past.
 */
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKING_HORIZON_DAYS, TIME_SLOTS } from "@expertconnect/shared/constants";
import { addDays, slotStart, todayInIndia } from "@expertconnect/shared/schemas/bookings";
import { bookingEvents, bookings, experts } from "../../db/schema/index.ts";
import { startTestServer, TestClient, type TestServer } from "../../test/harness.ts";
import { credit } from "../../test/money.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let counter = 0;
async function person() {
  const client = new TestClient(server.url);
  const id = await client.register(`person${++counter}@example.in`);
  // Bookings are paid when made: enough for a few at this file's ₹500 fee.
  await credit(server.deps.db, id, 10_000_00);
  return { client, id };
}

async function expertPerson(values: Partial<typeof experts.$inferInsert> = {}) {
  const p = await person();
  const [row] = await server.deps.db
    .insert(experts)
    .values({ name: `Dr. ${counter}`, category: "medical", specialization: "GP", consultationFee: 500, isVerified: true, userId: p.id, ...values })
    .returning({ id: experts.id });
  return { ...p, expertId: row!.id };
}

/** A booking written directly, `minutes` from now (negative: in the past). */
async function booking(expertId: string, userId: string, status: string, minutes: number) {
  const at = new Date(Date.now() + minutes * 60_000);
  const [row] = await server.deps.db
    .insert(bookings)
    .values({ expertId, userId, status, scheduledAt: at, endsAt: new Date(at.getTime() + 30 * 60_000), consultationType: "video", amount: 500 })
    .returning({ id: bookings.id });
  return row!.id;
}

const message = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
const statusOf = async (id: string) => (await server.deps.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!.s;
const eventsOf = (id: string) => server.deps.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id)).orderBy(asc(bookingEvents.id));

async function pair() {
  const expert = await expertPerson();
  const client = await person();
  return { expert, client };
}

describe("allowed moves", () => {
  it("expert confirms, then completes once started; each move leaves a history row", async () => {
    const { expert, client } = await pair();
    const id = await booking(expert.expertId, client.id, "pending", -5);
    const confirmed = await expert.client.post(`/api/bookings/${id}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ id, status: "confirmed", fromStatus: "pending" });
    expect((await expert.client.post(`/api/bookings/${id}/complete`)).status).toBe(200);
    expect(await statusOf(id)).toBe("completed");
    expect((await eventsOf(id)).map((e) => [e.fromStatus, e.toStatus, e.actorId, e.actorRole])).toEqual([
      ["pending", "confirmed", expert.id, "expert"],
      ["confirmed", "completed", expert.id, "expert"],
    ]);
    const stats = (await (await expert.client.get("/api/dashboard/stats")).json()) as { consultationsGiven: number };
    expect(stats.consultationsGiven).toBe(1);
  });

  it("expert declines with a reason; marks a no-show 15 minutes after the start", async () => {
    const { expert, client } = await pair();
    const pending = await booking(expert.expertId, client.id, "pending", 120);
    expect((await expert.client.post(`/api/bookings/${pending}/decline`, {})).status).toBe(400);
    const declined = await expert.client.post(`/api/bookings/${pending}/decline`, { reason: "On leave that day" });
    expect(await declined.json()).toMatchObject({ status: "cancelled", cancelledBy: "expert", cancellationReason: "On leave that day" });
    expect((await eventsOf(pending))[0]).toMatchObject({ toStatus: "cancelled", reason: "On leave that day" });
    // The client's list says who cancelled and why (My Bookings shows the decline's reason).
    const mine = (await (await client.client.get("/api/bookings?tab=past")).json()) as { bookings: Array<Record<string, unknown>> };
    expect(mine.bookings.find((b) => b.id === pending)).toMatchObject({ status: "cancelled", cancelledBy: "expert", cancellationReason: "On leave that day" });

    const late = await booking(expert.expertId, client.id, "confirmed", -16);
    expect((await expert.client.post(`/api/bookings/${late}/no-show`)).status).toBe(200);
    expect(await statusOf(late)).toBe("no_show");
  });

  it("client or expert cancels before the start", async () => {
    const { expert, client } = await pair();
    const a = await booking(expert.expertId, client.id, "pending", 60);
    const b = await booking(expert.expertId, client.id, "confirmed", 120);
    const byClient = await client.client.post(`/api/bookings/${a}/cancel`, { reason: "Feeling better" });
    expect(await byClient.json()).toMatchObject({ status: "cancelled", cancelledBy: "client", cancellationReason: "Feeling better" });
    const byExpert = await expert.client.post(`/api/bookings/${b}/cancel`);
    expect(await byExpert.json()).toMatchObject({ status: "cancelled", cancelledBy: "expert", cancellationReason: null });
    expect((await eventsOf(a))[0]).toMatchObject({ actorId: client.id, actorRole: "client", fromStatus: "pending" });
    expect((await eventsOf(b))[0]).toMatchObject({ actorId: expert.id, actorRole: "expert", fromStatus: "confirmed" });
  });
});

describe("forbidden moves", () => {
  it("nothing leaves completed, cancelled or no_show; each refusal says why and changes nothing", async () => {
    const { expert, client } = await pair();
    const phrases: Record<string, string> = { completed: "completed", cancelled: "cancelled", no_show: "marked as a no-show" };
    for (const status of ["completed", "cancelled", "no_show"]) {
      const id = await booking(expert.expertId, client.id, status, -30 - counter);
      for (const action of ["confirm", "complete", "no-show", "cancel"]) {
        const res = await expert.client.post(`/api/bookings/${id}/${action}`);
        expect(res.status, `${status} ${action}`).toBe(409);
        expect(await message(res)).toBe(`This booking was already ${phrases[status]}.`);
      }
      const decline = await expert.client.post(`/api/bookings/${id}/decline`, { reason: "x" });
      expect(decline.status).toBe(409);
      expect(await statusOf(id)).toBe(status);
      expect(await eventsOf(id)).toEqual([]);
    }
  });

  it("refuses moves out of order and out of time", async () => {
    const { expert, client } = await pair();
    const pending = await booking(expert.expertId, client.id, "pending", -60);
    for (const action of ["complete", "no-show"]) {
      const res = await expert.client.post(`/api/bookings/${pending}/${action}`);
      expect(res.status).toBe(409);
      expect(await message(res)).toBe("This booking has not been confirmed yet.");
    }
    const confirmedAhead = await booking(expert.expertId, client.id, "confirmed", 60);
    expect((await expert.client.post(`/api/bookings/${confirmedAhead}/confirm`)).status).toBe(409);
    expect((await expert.client.post(`/api/bookings/${confirmedAhead}/decline`, { reason: "x" })).status).toBe(409);
    const early = await expert.client.post(`/api/bookings/${confirmedAhead}/complete`);
    expect(early.status).toBe(409);
    expect(await message(early)).toBe("A consultation can be marked completed only once it has started.");

    const tenLate = await booking(expert.expertId, client.id, "confirmed", -10);
    const noShow = await expert.client.post(`/api/bookings/${tenLate}/no-show`);
    expect(noShow.status).toBe(409);
    expect(await message(noShow)).toBe("A client can be marked as a no-show only 15 minutes after the start time.");
    const cancel = await client.client.post(`/api/bookings/${tenLate}/cancel`);
    expect(cancel.status).toBe(409);
    expect(await message(cancel)).toBe("This consultation has already started and can no longer be cancelled.");
    expect(await statusOf(tenLate)).toBe("confirmed");
    expect(await server.deps.db.select().from(bookingEvents)).toEqual([]);
  });

  it("the database itself refuses a bad move, whoever writes it", async () => {
    const { expert, client } = await pair();
    const id = await booking(expert.expertId, client.id, "completed", -90);
    await expect(server.deps.db.execute(sql`update bookings set status = 'pending' where id = ${id}`)).rejects.toThrow();
    const pending = await booking(expert.expertId, client.id, "pending", 90);
    await expect(server.deps.db.execute(sql`update bookings set status = 'completed' where id = ${pending}`)).rejects.toThrow();
    await expect(server.deps.db.execute(sql`update bookings set status = 'no_show' where id = ${pending}`)).rejects.toThrow();
    expect(await statusOf(id)).toBe("completed");
  });

  it("another user, another expert and the client (for expert moves) get 404; signed out 401; nothing changes", async () => {
    const { expert, client } = await pair();
    const stranger = await person();
    const otherExpert = await expertPerson();
    const anonymous = new TestClient(server.url);
    const id = await booking(expert.expertId, client.id, "confirmed", -20);
    const future = await booking(expert.expertId, client.id, "pending", 200);
    for (const target of [id, future]) {
      for (const action of ["confirm", "decline", "complete", "no-show", "cancel"]) {
        const body = { reason: "because" };
        for (const who of [stranger.client, otherExpert.client]) {
          const res = await who.post(`/api/bookings/${target}/${action}`, body);
          expect(res.status, action).toBe(404);
          expect(await message(res)).toBe("Booking not found");
        }
        expect((await anonymous.post(`/api/bookings/${target}/${action}`, body)).status).toBe(401);
        if (action !== "cancel") expect((await client.client.post(`/api/bookings/${target}/${action}`, body)).status, action).toBe(404);
      }
    }
    expect((await expert.client.post("/api/bookings/not-a-uuid/confirm")).status).toBe(404);
    expect(await statusOf(id)).toBe("confirmed");
    expect(await statusOf(future)).toBe("pending");
    expect(await server.deps.db.select().from(bookingEvents)).toEqual([]);
  });

  it("confirm racing cancel: exactly one wins, 50 times out of 50, and the loser is told what happened", async () => {
    const { expert, client } = await pair();
    const loserMessages = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const id = await booking(expert.expertId, client.id, "pending", 60 + i * 30);
      const [confirm, cancel] = await Promise.all([
        expert.client.post(`/api/bookings/${id}/confirm`),
        client.client.post(`/api/bookings/${id}/cancel`, { expectedStatus: "pending" }),
      ]);
      const statuses = [confirm.status, cancel.status].sort();
      expect(statuses, `round ${i}`).toEqual([200, 409]);
      const loser = confirm.status === 409 ? confirm : cancel;
      loserMessages.add(await message(loser));
      expect(await statusOf(id)).toBe(confirm.status === 200 ? "confirmed" : "cancelled");
      expect(await eventsOf(id)).toHaveLength(1);
    }
    for (const m of loserMessages) {
      expect(["This booking was already cancelled.", "This booking was confirmed in the meantime. Please check it before cancelling."]).toContain(m);
    }
  });

  it("two experts' moves at once (confirm and decline): one wins", async () => {
    const { expert, client } = await pair();
    for (let i = 0; i < 10; i++) {
      const id = await booking(expert.expertId, client.id, "pending", 60 + i * 30);
      const results = await Promise.all([
        expert.client.post(`/api/bookings/${id}/confirm`),
        expert.client.post(`/api/bookings/${id}/decline`, { reason: "Busy" }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await eventsOf(id)).toHaveLength(1);
    }
  });
});

describe("hours, days off and the horizon", () => {
  const weekdayOf = (date: string) => ["sun", "mon", "tue", "wed", "thu", "fri", "sat"][new Date(`${date}T00:00:00Z`).getUTCDay()]!;
  const allDays = (slots: string[]) => Object.fromEntries(["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((d) => [d, slots]));

  it("an expert sets hours; slots outside them show unavailable and are refused by the server", async () => {
    const expert = await expertPerson();
    const { client } = await person();
    const date = addDays(todayInIndia(), 3);
    const dayOff = addDays(todayInIndia(), 4);
    const weekly = { ...allDays(["09:00", "09:30"]), [weekdayOf(date)]: ["10:00", "14:00", "10:00"] };
    const put = await expert.client.request("/api/expert-desk/hours", { method: "PUT", json: { weekly, daysOff: [dayOff], isAvailable: true } });
    expect(put.status, await put.clone().text()).toBe(200);
    const saved = (await put.json()) as { weekly: Record<string, string[]>; daysOff: string[] };
    expect(saved.weekly[weekdayOf(date)]).toEqual(["10:00", "14:00"]);
    expect(saved.daysOff).toEqual([dayOff]);
    expect(await (await expert.client.get("/api/expert-desk/hours")).json()).toEqual(saved);

    const slots = (await (await client.get(`/api/bookings/slots?expertId=${expert.expertId}&date=${date}`)).json()) as { slots: Array<{ time: string; status: string }> };
    expect(slots.slots.filter((s) => s.status === "free").map((s) => s.time)).toEqual(["10:00", "14:00"]);
    expect(slots.slots.filter((s) => s.status === "unavailable")).toHaveLength(TIME_SLOTS.length - 2);

    const outside = await client.post("/api/bookings", { expertId: expert.expertId, date, time: "11:00", consultationType: "chat" });
    expect(outside.status).toBe(409);
    expect(await message(outside)).toBe("This time is outside the expert's hours.");
    const off = await client.post("/api/bookings", { expertId: expert.expertId, date: dayOff, time: "09:00", consultationType: "chat" });
    expect(off.status).toBe(409);
    expect(await message(off)).toBe("The expert is not taking bookings on this day.");
    const offSlots = (await (await client.get(`/api/bookings/slots?expertId=${expert.expertId}&date=${dayOff}`)).json()) as { slots: Array<{ status: string }> };
    expect(offSlots.slots.every((s) => s.status === "unavailable")).toBe(true);
    expect((await client.post("/api/bookings", { expertId: expert.expertId, date, time: "14:00", consultationType: "chat" })).status).toBe(201);

    // The switch off: nothing can be booked.
    await expert.client.request("/api/expert-desk/hours", { method: "PUT", json: { weekly, daysOff: [], isAvailable: false } });
    const switchedOff = await client.post("/api/bookings", { expertId: expert.expertId, date, time: "10:00", consultationType: "chat" });
    expect(switchedOff.status).toBe(409);
    expect(await message(switchedOff)).toBe("This expert is not taking bookings right now.");
    expect(await server.deps.db.select().from(bookings)).toHaveLength(1);
  });

  it("refuses a slot past the booking horizon, and shows it unavailable", async () => {
    const expert = await expertPerson();
    const { client } = await person();
    const last = addDays(todayInIndia(), BOOKING_HORIZON_DAYS);
    const beyond = addDays(todayInIndia(), BOOKING_HORIZON_DAYS + 1);
    const res = await client.post("/api/bookings", { expertId: expert.expertId, date: beyond, time: "10:00", consultationType: "video" });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe(`Bookings can be made at most ${BOOKING_HORIZON_DAYS} days ahead.`);
    const slots = (await (await client.get(`/api/bookings/slots?expertId=${expert.expertId}&date=${beyond}`)).json()) as { slots: Array<{ status: string }> };
    expect(slots.slots.every((s) => s.status === "unavailable")).toBe(true);
    expect((await client.post("/api/bookings", { expertId: expert.expertId, date: last, time: "10:00", consultationType: "video" })).status).toBe(201);
  });

  it("validates hours and keeps them to experts", async () => {
    const expert = await expertPerson();
    const bad = await expert.client.request("/api/expert-desk/hours", { method: "PUT", json: { weekly: allDays(["13:00"]), daysOff: [], isAvailable: true } });
    expect(bad.status).toBe(400);
    expect(await message(bad)).toBe("Please choose times from the listed slots");
    const badDay = await expert.client.request("/api/expert-desk/hours", { method: "PUT", json: { weekly: allDays([]), daysOff: ["2027-02-30"], isAvailable: true } });
    expect(await message(badDay)).toBe("Please give days off as dates (yyyy-MM-dd)");
    const { client } = await person();
    expect((await client.get("/api/expert-desk/hours")).status).toBe(404);
    expect((await client.get("/api/expert-desk/dashboard")).status).toBe(404);
    expect((await new TestClient(server.url).get("/api/expert-desk/dashboard")).status).toBe(401);
  });
});

describe("the expert's dashboard", () => {
  it("lists today's bookings and the upcoming ones with the client's name, type, time, notes and status", async () => {
    const expert = await expertPerson();
    const { client, id: clientId } = await person();
    await client.patch("/api/profile", { full_name: "Ravi Kumar" });
    const today = todayInIndia();
    const db = server.deps.db;
    const at = (date: string, time: string) => slotStart(date, time);
    const values = (date: string, time: string, status: string, notes: string | null = null) => ({
      expertId: expert.expertId,
      userId: clientId,
      status,
      scheduledAt: at(date, time),
      endsAt: new Date(at(date, time).getTime() + 30 * 60_000),
      consultationType: "voice",
      amount: 500,
      notes,
    });
    await db.insert(bookings).values([
      values(today, "09:00", "completed"),
      values(today, "18:30", "pending", "Knee pain"),
      values(addDays(today, 1), "10:00", "confirmed"),
      values(addDays(today, 2), "10:00", "cancelled"),
      // Earlier days: what still needs the expert (confirmed, completed) within the week, newest first.
      values(addDays(today, -1), "11:00", "confirmed"),
      values(addDays(today, -2), "11:00", "cancelled"),
      values(addDays(today, -3), "15:00", "completed"),
      values(addDays(today, -9), "11:00", "confirmed"),
    ]);
    const res = await expert.client.get("/api/expert-desk/dashboard");
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      expert: { id: string; suspended: boolean };
      date: string;
      today: Array<{ status: string; notes: string | null; consultationType: string; scheduledAt: string; client: { name: string } }>;
      upcoming: Array<{ status: string; scheduledAt: string }>;
      earlier: Array<{ status: string; scheduledAt: string }>;
    };
    expect(body.expert).toMatchObject({ id: expert.expertId, suspended: false });
    expect(body.date).toBe(today);
    expect(body.today.map((b) => [b.status, b.client.name, b.notes, b.consultationType])).toEqual([
      ["completed", "Ravi Kumar", null, "voice"],
      ["pending", "Ravi Kumar", "Knee pain", "voice"],
    ]);
    expect(body.today[1]!.scheduledAt).toBe(at(today, "18:30").toISOString());
    expect(body.upcoming.map((b) => b.status)).toEqual(["confirmed"]);
    expect(body.earlier.map((b) => [b.status, b.scheduledAt])).toEqual([
      ["confirmed", at(addDays(today, -1), "11:00").toISOString()],
      ["completed", at(addDays(today, -3), "15:00").toISOString()],
    ]);
    const me = (await (await expert.client.get("/api/me")).json()) as { isExpert: boolean; isAdmin: boolean; expert: { id: string } };
    expect(me).toMatchObject({ isExpert: true, isAdmin: false, expert: { id: expert.expertId } });
    expect((await new TestClient(server.url).get("/api/me")).status).toBe(401);
  });
});

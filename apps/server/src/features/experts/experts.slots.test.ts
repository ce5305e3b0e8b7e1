import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_SIZE, TIME_SLOTS } from "@expertconnect/shared/constants";
import { addDays, slotStart } from "@expertconnect/shared/schemas/bookings";
import { rows } from "../../db/client.ts";
import { bookings, expertDaysOff, experts, users } from "../../db/schema/index.ts";
import { person } from "../../test/consultations.ts";
import { startTestServer, type TestServer } from "../../test/harness.ts";

// Monday 7 January 2030, 10:15 in India.
const NOW = Date.parse("2030-01-07T04:45:00Z");
const TODAY = "2030-01-07";
const EXPERTS = 1000;

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

interface Made {
  id: string;
  weeklyHours: number[];
  open: boolean;
  daysOff: Set<string>;
  held: Set<number>;
}

/** The first free slots of an expert, from scratch: the rules of docs/product.md#explore-filters, day by day. */
function firstFree(e: Made, limit: number): string[] {
  const out: string[] = [];
  if (!e.open) return out;
  for (let d = 0; d < 7 && out.length < limit; d++) {
    const date = addDays(TODAY, d);
    if (e.daysOff.has(date)) continue;
    const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
    TIME_SLOTS.forEach((time, i) => {
      const start = slotStart(date, time).getTime();
      if (out.length < limit && start > NOW && (e.weeklyHours[weekday]! & (1 << i)) !== 0 && !e.held.has(start)) out.push(new Date(start).toISOString());
    });
  }
  return out;
}

/** The IST days (YYYY-MM-DD) of an expert's free slots of the week, from scratch. */
const freeDays = (e: Made) => new Set(firstFree(e, 200).map((iso) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10)));

describe("experts' next free slots", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ now: () => NOW });
  });
  afterAll(() => server.close());

  it("equal the first free slots computed from scratch for 1,000 random experts after random bookings and cancellations", async () => {
    const rand = random(37);
    const pick = <T,>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
    const made: Made[] = [];
    const rowsToInsert = Array.from({ length: EXPERTS }, (_, i) => {
      // Mostly sparse hours, so bookings and days off decide often; some closed days and weeks.
      const weeklyHours = Array.from({ length: 7 }, () => (rand() < 0.3 ? 0 : Math.floor(rand() * 2 ** 18) & Math.floor(rand() * 2 ** 18)));
      return { name: `Expert ${i}`, category: "medical", specialization: "GP", weeklyHours, isAvailable: rand() > 0.1, suspendedAt: rand() < 0.03 ? new Date(NOW) : null };
    });
    const inserted = await server.deps.db.insert(experts).values(rowsToInsert).returning({ id: experts.id });
    inserted.forEach((row, i) => made.push({ id: row.id, weeklyHours: rowsToInsert[i]!.weeklyHours, open: rowsToInsert[i]!.isAvailable && !rowsToInsert[i]!.suspendedAt, daysOff: new Set(), held: new Set() }));

    const daysOff = made.flatMap((e) => (rand() < 0.2 ? [{ expertId: e.id, day: addDays(TODAY, Math.floor(rand() * 7)) }] : []));
    await server.deps.db.insert(expertDaysOff).values(daysOff).onConflictDoNothing();
    for (const d of daysOff) made.find((e) => e.id === d.expertId)!.daysOff.add(d.day);

    // Clients, made directly: bookings of one client never overlap (the exclusion constraint).
    const clients = await server.deps.db
      .insert(users)
      .values(Array.from({ length: 40 }, (_, i) => ({ email: `client${i}-${NOW}@example.in` })))
      .returning({ id: users.id });
    const busy = new Set<string>();
    const booked: Array<{ expertId: string; userId: string; status: string; scheduledAt: Date; endsAt: Date; consultationType: string }> = [];
    for (const e of made) {
      for (let k = Math.floor(rand() * 6); k > 0; k--) {
        const start = slotStart(addDays(TODAY, Math.floor(rand() * 7)), pick(TIME_SLOTS));
        if (e.held.has(start.getTime())) continue;
        const client = clients.find((c) => !busy.has(`${c.id}|${start.getTime()}`));
        if (!client) continue;
        busy.add(`${client.id}|${start.getTime()}`);
        const status = pick(["pending", "confirmed", "confirmed", "completed", "no_show", "cancelled"]);
        if (status === "pending" || status === "confirmed") e.held.add(start.getTime());
        booked.push({ expertId: e.id, userId: client.id, status, scheduledAt: start, endsAt: new Date(start.getTime() + 30 * 60_000), consultationType: "video" });
      }
    }
    for (let i = 0; i < booked.length; i += 500) await server.deps.db.insert(bookings).values(booked.slice(i, i + 500));
    // Cancel a quarter of the held bookings afterwards: their slots are free again.
    const held = await rows<{ id: string; expert_id: string; scheduled_at: string | Date }>(
      server.deps.db,
      sql`select id, expert_id, scheduled_at from bookings where status in ('pending', 'confirmed') order by id`,
    );
    const toCancel = held.filter(() => rand() < 0.25);
    if (toCancel.length) {
      await server.deps.db.execute(
        sql`update bookings set status = 'cancelled', cancelled_by = 'client' where id = any(${`{${toCancel.map((b) => b.id).join(",")}}`}::uuid[])`,
      );
    }
    for (const b of toCancel) made.find((e) => e.id === b.expert_id)!.held.delete(new Date(b.scheduled_at).getTime());

    // Worked out before the requests: a long pause between two would outlast the connection's keep-alive.
    const days = new Map(made.map((e) => [e.id, freeDays(e)]));
    let compared = 0;
    for (let i = 0; i < made.length; i += PAGE_SIZE) {
      const page = made.slice(i, i + PAGE_SIZE);
      const res = await fetch(`${server.url}/api/experts/next-slots?${page.map((e) => `ids=${e.id}`).join("&")}`);
      expect(res.status).toBe(200);
      const { slots } = (await res.json()) as { slots: Record<string, string[]> };
      for (const e of page) {
        // A suspended expert is not listed at all.
        if (rowsToInsert[made.indexOf(e)]!.suspendedAt) expect(slots[e.id]).toBeUndefined();
        else expect(slots[e.id], e.id).toEqual(firstFree(e, 3));
        compared++;
      }
    }
    expect(compared).toBe(EXPERTS);

    // Explore's availability filters and "earliest available" sort read the same slots: each
    // filter's count, and the first pages in order (first free slot, then the id: all rated 0).
    const listed = made.filter((e, i) => !rowsToInsert[i]!.suspendedAt);
    const explore = async (query: string) => {
      const res = await fetch(`${server.url}/api/experts?category=medical&${query}`);
      expect(res.status, query).toBe(200);
      return (await res.json()) as { experts: Array<{ id: string }>; total: number; nextCursor: string | null };
    };
    for (const [available, within] of [["today", [0]], ["tomorrow", [1]], ["week", [0, 1, 2, 3, 4, 5, 6]]] as const) {
      const free = listed.filter((e) => within.some((d) => days.get(e.id)!.has(addDays(TODAY, d)))).length;
      expect((await explore(`available=${available}`)).total, available).toBe(free);
    }
    const earliest = listed
      .map((e) => ({ id: e.id, first: firstFree(e, 1)[0] }))
      .filter((e) => e.first !== undefined)
      .sort((a, b) => a.first!.localeCompare(b.first!) || a.id.localeCompare(b.id));
    let cursor: string | null = null;
    const shown: string[] = [];
    for (let page = 0; page < 3; page++) {
      const body = await explore(`available=week&sort=earliest${cursor ? `&cursor=${cursor}` : ""}`);
      shown.push(...body.experts.map((e) => e.id));
      cursor = body.nextCursor;
    }
    expect(shown).toEqual(earliest.slice(0, 3 * PAGE_SIZE).map((e) => e.id));

    // The expert's page: every free slot of the week.
    const sample = made.find((e) => e.open && firstFree(e, 200).length > 3)!;
    const week = (await (await fetch(`${server.url}/api/experts/${sample.id}/free-slots`)).json()) as { slots: string[] };
    expect(week.slots).toEqual(firstFree(sample, 200));
  }, 120_000);

  it("refuses a list that is not one of up to 20 experts, and a missing expert's page", async () => {
    for (const query of ["", "ids=nope", Array.from({ length: PAGE_SIZE + 1 }, () => `ids=${crypto.randomUUID()}`).join("&")]) {
      const res = await fetch(`${server.url}/api/experts/next-slots?${query}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe("Please choose up to 20 experts");
    }
    expect((await fetch(`${server.url}/api/experts/${crypto.randomUUID()}/free-slots`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/experts/nope/free-slots`)).status).toBe(404);
  });
});

describe("a slot chip", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("books its slot once; the same chip of a taken slot answers 409, and the slot leaves the chips", async () => {
    const [expert] = await server.deps.db
      .insert(experts)
      .values({ name: "Dr. Chip", category: "medical", specialization: "GP", consultationFee: 0 })
      .returning({ id: experts.id });
    const week = (await (await fetch(`${server.url}/api/experts/${expert!.id}/free-slots`)).json()) as { slots: string[] };
    const chip = week.slots[0]!;
    const ist = new Date(Date.parse(chip) + 330 * 60_000).toISOString();
    const body = { expertId: expert!.id, date: ist.slice(0, 10), time: ist.slice(11, 16), consultationType: "video" };
    const first = await person(server);
    const second = await person(server);
    expect((await first.client.post("/api/bookings", body)).status).toBe(201);
    const again = await second.client.post("/api/bookings", body);
    expect(again.status).toBe(409);
    expect(await server.deps.db.$count(bookings, sql`expert_id = ${expert!.id}`)).toBe(1);
    const { slots } = (await (await fetch(`${server.url}/api/experts/next-slots?ids=${expert!.id}`)).json()) as { slots: Record<string, string[]> };
    expect(slots[expert!.id]).not.toContain(chip);
    expect(slots[expert!.id]).toHaveLength(3);
  });
});

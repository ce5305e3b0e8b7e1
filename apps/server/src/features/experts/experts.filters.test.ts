import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_SIZE, TIME_SLOTS } from "@expertconnect/shared/constants";
import { bookings, expertDaysOff, experts } from "../../db/schema/index.ts";
import { rows } from "../../db/client.ts";
import { person } from "../../test/consultations.ts";
import { startTestServer, type TestServer } from "../../test/harness.ts";

// Monday 7 January 2030, 10:15 in India: the 10:00 slot has begun, 10:30 has not.
const NOW = Date.parse("2030-01-07T04:45:00Z");
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => NOW, config: { LOG_LEVEL: "error" } });
});
afterAll(() => server.close());

type Expert = typeof experts.$inferInsert;
const base = { category: "medical", specialization: "General Physician", rating: 4, consultationFee: 500 } satisfies Partial<Expert>;
/** weekly_hours with only the given slots open on the given ISO weekdays (Monday 0). */
const hours = (open: Partial<Record<number, string[]>>) =>
  Array.from({ length: 7 }, (_, day) => (open[day] ?? []).reduce((mask, time) => mask | (1 << TIME_SLOTS.indexOf(time as never)), 0));
const CLOSED = hours({});

async function insertExperts(list: Array<Partial<Expert> & { name: string }>) {
  const made = await server.deps.db
    .insert(experts)
    .values(list.map((e) => ({ ...base, ...e })))
    .returning({ id: experts.id, name: experts.name });
  return Object.fromEntries(made.map((e) => [e.name, e.id]));
}

interface ListBody {
  experts: Array<{ id: string; name: string }>;
  nextCursor: string | null;
  total: number;
  available: number;
}

async function list(query: string): Promise<ListBody> {
  const res = await fetch(`${server.url}/api/experts?category=medical&${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ListBody;
}
const names = async (query: string) => (await list(query)).experts.map((e) => e.name);

async function refused(query: string): Promise<string> {
  const res = await fetch(`${server.url}/api/experts?category=medical&${query}`);
  expect(res.status).toBe(400);
  return ((await res.json()) as { error: { message: string } }).error.message;
}

describe("Explore's filters", () => {
  it("filters by fee, both ends included, and refuses a range that is not one", async () => {
    await insertExperts([499, 500, 1000, 1001].map((fee) => ({ name: `Fee ${fee}`, consultationFee: fee })));
    expect(await names("feeMin=500&feeMax=1000&sort=fee")).toEqual(["Fee 500", "Fee 1000"]);
    expect(await names("feeMin=1001&sort=fee")).toEqual(["Fee 1001"]);
    expect(await names("feeMax=499")).toEqual(["Fee 499"]);
    expect(await names("feeMin=&feeMax=&sort=fee")).toEqual(["Fee 499", "Fee 500", "Fee 1000", "Fee 1001"]);
    expect(await names("feeMin=100000")).toEqual([]);
    expect(await refused("feeMin=600&feeMax=599")).toBe("The lowest fee must not be more than the highest");
    for (const bad of ["feeMin=-1", "feeMax=100001", "feeMin=12.5", "feeMin=abc"]) {
      expect(await refused(bad)).toBe("Fees must be whole rupees from 0 to 100000");
    }
  });

  it("filters by years of experience (at least), rating 4 and above, and mode", async () => {
    await insertExperts([
      { name: "Nine years", experienceYears: 9, rating: 3.9, consultationModes: ["chat"] },
      { name: "Ten years", experienceYears: 10, rating: 4, consultationModes: ["video", "voice"] },
    ]);
    expect(await names("experience=10")).toEqual(["Ten years"]);
    expect(await names("experience=0&sort=experience")).toEqual(["Ten years", "Nine years"]);
    expect(await refused("experience=61")).toBe("Experience must be whole years from 0 to 60");
    expect(await names("rating=4")).toEqual(["Ten years"]);
    expect(await refused("rating=5")).toBe("Please choose a valid filter");
    expect(await names("mode=chat")).toEqual(["Nine years"]);
    expect(await names("mode=video")).toEqual(["Ten years"]);
    expect(await refused("mode=in_person")).toBe("Please choose a valid filter");
  });

  it("filters by languages: any of those chosen", async () => {
    await insertExperts([
      { name: "Hindi", languages: ["English", "Hindi"], rating: 4.9 },
      { name: "Tamil", languages: ["Tamil"], rating: 4.8 },
      { name: "Bengali", languages: ["Bengali"], rating: 4.7 },
    ]);
    expect(await names("lang=Hindi")).toEqual(["Hindi"]);
    expect(await names("lang=Hindi&lang=Tamil")).toEqual(["Hindi", "Tamil"]);
    expect(await refused("lang=Klingon")).toBe("Please choose a valid filter");
    const counted = await list("lang=Tamil&lang=Bengali");
    expect(counted).toMatchObject({ total: 2, available: 2 });
  });

  it("sorts by fee, experience, rating (more reviews first on a tie) and pages each with a cursor", async () => {
    await insertExperts(
      Array.from({ length: PAGE_SIZE + 5 }, (_, i) => ({
        name: `E${String(i).padStart(2, "0")}`,
        consultationFee: 100 + (i % 7) * 50,
        experienceYears: i % 5,
        rating: 3 + (i % 3) * 0.5,
        reviewsCount: i,
      })),
    );
    const all = (await rows<{ name: string; consultation_fee: number; experience_years: number; rating: string; reviews_count: number; id: string }>(
      server.deps.db,
      sql`select name, consultation_fee, experience_years, rating, reviews_count, id from experts`,
    ));
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const expected = {
      fee: [...all].sort((a, b) => a.consultation_fee - b.consultation_fee || Number(b.rating) - Number(a.rating) || byId(a, b)),
      experience: [...all].sort((a, b) => b.experience_years - a.experience_years || Number(b.rating) - Number(a.rating) || byId(a, b)),
      rating: [...all].sort((a, b) => Number(b.rating) - Number(a.rating) || b.reviews_count - a.reviews_count || byId(a, b)),
    };
    for (const [sort, order] of Object.entries(expected)) {
      const first = await list(`sort=${sort}`);
      expect(first.experts).toHaveLength(PAGE_SIZE);
      expect(first.total).toBe(PAGE_SIZE + 5);
      const second = await list(`sort=${sort}&cursor=${first.nextCursor}`);
      expect(second.nextCursor).toBeNull();
      expect(second.total).toBe(PAGE_SIZE + 5);
      expect([...first.experts, ...second.experts].map((e) => e.name)).toEqual(order.map((e) => e.name));
    }
    // A cursor of another order, or one this server did not make, is refused.
    const feeCursor = (await list("sort=fee")).nextCursor!;
    expect(await refused(`rating=4&cursor=${feeCursor}`)).toBe("Invalid page cursor");
    expect(await refused(`cursor=${feeCursor}`)).toBe("Invalid page cursor");
    expect(await refused("sort=fee&cursor=bm90LWEtY3Vyc29y")).toBe("Invalid page cursor");
  });

  it("finds who is free today, tomorrow or within 7 days, following hours, days off, the switch and bookings", async () => {
    const ids = await insertExperts([
      { name: "Began at 10:00", weeklyHours: hours({ 0: ["10:00"] }), rating: 4.9 },
      { name: "Free at 10:30", weeklyHours: hours({ 0: ["10:30"] }), rating: 4.8 },
      { name: "Booked at 10:30", weeklyHours: hours({ 0: ["10:30"] }), rating: 4.7 },
      { name: "Off today", weeklyHours: hours({ 0: ["18:30"], 1: ["09:00"] }), rating: 4.6 },
      { name: "Not taking bookings", weeklyHours: hours({ 0: ["18:30"] }), isAvailable: false, rating: 4.5 },
      { name: "Sunday only", weeklyHours: hours({ 6: ["18:30"] }), rating: 4.4 },
      { name: "Closed", weeklyHours: CLOSED, rating: 4.3 },
      { name: "Suspended", weeklyHours: hours({ 0: ["18:30"] }), suspendedAt: new Date(NOW), rating: 4.2 },
    ]);
    await server.deps.db.insert(expertDaysOff).values({ expertId: ids["Off today"]!, day: "2030-01-07" });
    const client = await person(server);
    const at = new Date("2030-01-07T05:00:00Z"); // 10:30 IST
    const [booking] = await server.deps.db
      .insert(bookings)
      .values({ expertId: ids["Booked at 10:30"]!, userId: client.id, status: "pending", scheduledAt: at, endsAt: new Date(at.getTime() + 30 * 60_000), consultationType: "video" })
      .returning({ id: bookings.id });

    expect(await names("available=today")).toEqual(["Free at 10:30"]);
    expect(await names("available=tomorrow")).toEqual(["Off today"]);
    expect(await names("available=week")).toEqual(["Free at 10:30", "Off today", "Sunday only"]);
    expect(await list("available=week")).toMatchObject({ total: 3, available: 3 });
    // The same week sorted by its first free slot (read once for both).
    expect(await names("available=week&sort=earliest")).toEqual(["Free at 10:30", "Off today", "Sunday only"]);
    expect(await list("available=week&sort=earliest")).toMatchObject({ total: 3, available: 3 });
    expect(await names("available=today&sort=earliest")).toEqual(["Free at 10:30"]);
    // Earliest first; no free slot this week sorts last, by rating.
    expect(await names("sort=earliest")).toEqual([
      "Free at 10:30",
      "Off today",
      "Sunday only",
      "Began at 10:00",
      "Booked at 10:30",
      "Not taking bookings",
      "Closed",
    ]);

    // A cancelled booking frees its slot again; a confirmed one holds it.
    await server.deps.db.execute(sql`update bookings set status = 'cancelled', cancelled_by = 'client' where id = ${booking!.id}`);
    expect(await names("available=today")).toEqual(["Free at 10:30", "Booked at 10:30"]);
    // The switch, and the end of the week: next Monday is the eighth day.
    await server.deps.db.execute(sql`update experts set is_available = true where id = ${ids["Not taking bookings"]!}`);
    await server.deps.db.execute(sql`update experts set weekly_hours = ${`{${hours({ 0: ["09:00"] }).join(",")}}`}::integer[] where id = ${ids["Sunday only"]!}`);
    expect(await names("available=today")).toEqual(["Free at 10:30", "Booked at 10:30", "Not taking bookings"]);
    expect(await names("available=week")).toEqual(["Free at 10:30", "Booked at 10:30", "Off today", "Not taking bookings"]);
    expect(await refused("available=someday")).toBe("Please choose a valid filter");
  });

  it("keeps the slot times of the database's expert_free_slots in step with TIME_SLOTS", async () => {
    const [row] = await rows<{ times: string[] }>(
      server.deps.db,
      sql`select array(select to_char(s at time zone 'Asia/Kolkata', 'HH24:MI')
            from expert_free_slots(gen_random_uuid(), '{262143,0,0,0,0,0,0}'::integer[], true, '2030-01-07T00:00:00+05:30', '2030-01-07') s)
          as times`,
    );
    expect(row!.times).toEqual([...TIME_SLOTS]);
  });
});

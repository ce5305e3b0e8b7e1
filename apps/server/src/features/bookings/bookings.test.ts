import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PAGE_SIZE } from "@expertconnect/shared/constants";
import { addDays, PATIENT_MESSAGES, todayInIndia } from "@expertconnect/shared/schemas/bookings";
import { bookings, experts } from "../../db/schema/index.ts";
import { startTestServer, TestClient, type TestServer } from "../../test/harness.ts";
import { balanceOf, credit } from "../../test/money.ts";
import { checkLedgerInvariants } from "../../test/ledger-invariants.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => checkLedgerInvariants(server.deps.db));

const ahead = (days = 5) => addDays(todayInIndia(), days);

async function newExpert(values: Partial<typeof experts.$inferInsert> = {}) {
  const [row] = await server.deps.db
    .insert(experts)
    .values({ name: "Dr. Slot", category: "medical", specialization: "Cardiologist", consultationFee: 1500, ...values })
    .returning({ id: experts.id });
  return row!.id;
}

let emailCounter = 0;
/** A signed-in user with money in their wallet (₹1,00,000 unless told), since a booking is paid when made. */
async function newUser(rupees = 100_000) {
  const client = new TestClient(server.url);
  emailCounter += 1;
  const id = await client.register(`booker${emailCounter}@example.in`);
  if (rupees) await credit(server.deps.db, id, rupees * 100);
  return { client, id };
}

const errorMessage = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
const bookingRows = () => server.deps.db.select().from(bookings);

interface Listed {
  bookings: Array<{ id: string; status: string; scheduledAt: string; amount: number; expert: { name: string; specialization: string } }>;
  nextCursor: string | null;
}

describe("POST /api/bookings", () => {
  it("books a pending slot at the expert's fee, as IST wall-clock time, ignoring a sent amount", async () => {
    const expertId = await newExpert();
    const { client, id: userId } = await newUser();
    const date = ahead();
    const res = await client.post("/api/bookings", { expertId, date, time: "10:00", consultationType: "video", notes: "", amount: 1, status: "confirmed", userId: expertId });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; status: string; scheduledAt: string; amount: number; notes: string | null };
    expect(body).toMatchObject({ status: "pending", amount: 1500, notes: null, payment: "held", scheduledAt: new Date(`${date}T10:00:00+05:30`).toISOString() });
    // Paid for from the wallet: the fee in paise, from the expert row, not what was sent.
    expect(await balanceOf(client)).toBe(100_000_00 - 1500_00);
    const [row] = await bookingRows();
    expect(row).toMatchObject({ userId, expertId, status: "pending", amount: 1500, notes: null, consultationType: "video" });
    expect(row!.scheduledAt.toISOString()).toBe(new Date(`${date}T04:30:00Z`).toISOString());
    expect(row!.endsAt.getTime() - row!.scheduledAt.getTime()).toBe(30 * 60_000);
  });

  it("records a medical consultation's patient: self by default, another person, a minor only with the adult present", async () => {
    const doctor = await newExpert();
    const lawyer = await newExpert({ name: "Adv. Rao", category: "legal" });
    const { client } = await newUser();
    const book = (expertId: string, time: string, patient?: unknown) =>
      client.post("/api/bookings", { expertId, date: ahead(4), time, consultationType: "video", ...(patient === undefined ? {} : { patient }) });

    const minor = { for: "other", name: "Aarav Sharma", age: 7, gender: "male" };
    const refused = await book(doctor, "10:00", minor);
    expect(refused.status).toBe(400);
    expect(await errorMessage(refused)).toBe(PATIENT_MESSAGES.adultPresent);
    for (const bad of [{ ...minor, age: 131 }, { ...minor, gender: "x" }, { ...minor, name: " " }, { for: "someone" }]) {
      expect((await book(doctor, "10:00", bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect(await bookingRows()).toEqual([]);

    expect((await book(doctor, "10:00", { ...minor, adultPresent: true })).status).toBe(201);
    expect((await book(doctor, "10:30")).status).toBe(201);
    expect((await book(doctor, "11:00", { for: "other", name: "Sunita Devi", age: 64, gender: "female" })).status).toBe(201);
    expect((await book(lawyer, "11:30", { for: "self" })).status).toBe(201);
    const patients = (await bookingRows()).sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime()).map((b) => b.patient);
    expect(patients).toEqual([
      { ...minor, adultPresent: true },
      { for: "self" },
      { for: "other", name: "Sunita Devi", age: 64, gender: "female", adultPresent: false },
      null, // other categories carry no patient
    ]);
    // The database itself refuses a minor without the adult.
    await expect(server.deps.db.execute(sql`update bookings set patient = ${JSON.stringify(minor)}::jsonb where patient->>'for' = 'self'`)).rejects.toThrow();
  });

  it("lets exactly one of 20 simultaneous requests for one slot win", async () => {
    const expertId = await newExpert();
    const users = await Promise.all(Array.from({ length: 20 }, () => newUser()));
    const date = ahead(6);
    const responses = await Promise.all(
      users.map(({ client }) => client.post("/api/bookings", { expertId, date, time: "11:30", consultationType: "chat" })),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const losers = responses.filter((r) => r.status === 409);
    for (const res of losers) expect(await errorMessage(res)).toBe("This slot was just booked. Please choose another time.");
    expect(await bookingRows()).toHaveLength(1);
  });

  it("refuses one user two experts at the same time", async () => {
    const first = await newExpert({ name: "Dr. One" });
    const second = await newExpert({ name: "Dr. Two" });
    const { client } = await newUser();
    const date = ahead();
    expect((await client.post("/api/bookings", { expertId: first, date, time: "14:00", consultationType: "voice" })).status).toBe(201);
    const res = await client.post("/api/bookings", { expertId: second, date, time: "14:00", consultationType: "voice" });
    expect(res.status).toBe(409);
    expect(await errorMessage(res)).toBe("You already have a booking at this time.");
    // The next slot is fine, and so is the same slot once the first booking is cancelled.
    expect((await client.post("/api/bookings", { expertId: second, date, time: "14:30", consultationType: "voice" })).status).toBe(201);
    await server.deps.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.expertId, first));
    expect((await client.post("/api/bookings", { expertId: second, date, time: "14:00", consultationType: "voice" })).status).toBe(201);
    expect(await bookingRows()).toHaveLength(3);
  });

  it("rejects bad input with the documented messages and writes nothing", async () => {
    const expertId = await newExpert();
    const { client } = await newUser();
    const good = { expertId, date: ahead(), time: "10:00", consultationType: "video", notes: "" };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...good, date: addDays(todayInIndia(), -1) }, 400, "Please choose a time in the future."],
      [{ ...good, date: "" }, 400, "Please select a date"],
      [{ ...good, date: "2030-02-30" }, 400, "Please select a valid date"],
      [{ ...good, time: "" }, 400, "Please select a time"],
      [{ ...good, time: "13:00" }, 400, "Please select one of the available time slots"],
      [{ ...good, consultationType: "fax" }, 400, "Please select consultation type"],
      [{ ...good, consultationType: "in_person" }, 400, "Please select consultation type"],
      [{ ...good, notes: "n".repeat(501) }, 400, "Notes must be less than 500 characters"],
      [{ ...good, expertId: "00000000-0000-4000-8000-000000000000" }, 404, "Expert not found"],
      [{ ...good, expertId: "not-a-uuid" }, 404, "Expert not found"],
      [{ ...good, expertId: 42 }, 400, "Expert not found"],
    ];
    for (const [body, status, message] of cases) {
      const res = await client.post("/api/bookings", body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(await errorMessage(res)).toBe(message);
    }
    expect(await bookingRows()).toHaveLength(0);
    const ok = await client.post("/api/bookings", { ...good, notes: "n".repeat(500) });
    expect(ok.status).toBe(201);
  });

  it("refuses an expert who is not available", async () => {
    const expertId = await newExpert({ isAvailable: false });
    const { client } = await newUser();
    const res = await client.post("/api/bookings", { expertId, date: ahead(), time: "10:00", consultationType: "video" });
    expect(res.status).toBe(409);
    expect(await errorMessage(res)).toBe("This expert is not taking bookings right now.");
    expect(await bookingRows()).toHaveLength(0);
  });

  it("needs a signed-in user and a JSON body", async () => {
    const expertId = await newExpert();
    const res = await fetch(`${server.url}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ expertId, date: ahead(), time: "10:00", consultationType: "video" }),
    });
    expect(res.status).toBe(401);
    const { client } = await newUser();
    const bad = await client.request("/api/bookings", { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" });
    expect(bad.status).toBe(400);
    expect(await errorMessage(bad)).toBe("The request body is not valid JSON.");
    expect(await bookingRows()).toHaveLength(0);
  });
});

describe("GET /api/bookings", () => {
  it("shows only the caller's own bookings, with the expert's name and specialization", async () => {
    const expertId = await newExpert({ name: "Dr. Mine", specialization: "Dermatologist" });
    const a = await newUser();
    const b = await newUser();
    expect((await a.client.post("/api/bookings", { expertId, date: ahead(), time: "09:00", consultationType: "video" })).status).toBe(201);
    const mine = (await (await a.client.get("/api/bookings")).json()) as Listed;
    expect(mine.bookings).toHaveLength(1);
    expect(mine.bookings[0]).toMatchObject({ status: "pending", amount: 1500, payment: "held", expert: { name: "Dr. Mine", specialization: "Dermatologist" } });
    for (const tab of ["upcoming", "past"]) {
      const theirs = (await (await b.client.get(`/api/bookings?tab=${tab}`)).json()) as Listed;
      expect(theirs.bookings).toEqual([]);
    }
    expect((await fetch(`${server.url}/api/bookings`)).status).toBe(401);
  });

  it("splits upcoming from past in SQL and pages each newest first", async () => {
    const expertId = await newExpert();
    const { client, id: userId } = await newUser();
    const at = (daysFromNow: number, hour = 0) => new Date(Date.now() + daysFromNow * 86_400_000 + hour * 3_600_000);
    const row = (scheduledAt: Date, status: string) => ({
      userId,
      expertId,
      status,
      scheduledAt,
      endsAt: new Date(scheduledAt.getTime() + 30 * 60_000),
      consultationType: "chat",
      amount: 100,
    });
    const upcoming = Array.from({ length: PAGE_SIZE + 3 }, (_, i) => row(at(i + 1), i % 2 ? "confirmed" : "pending"));
    const past = [row(at(-2), "completed"), row(at(-1), "pending"), row(at(3, 5), "cancelled"), row(at(4, 5), "completed")];
    const inserted = await server.deps.db.insert(bookings).values([...upcoming, ...past]).returning({ id: bookings.id, scheduledAt: bookings.scheduledAt, status: bookings.status });

    async function all(tab: string) {
      const seen: Listed["bookings"] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res = await client.get(`/api/bookings?tab=${tab}${cursor ? `&cursor=${cursor}` : ""}`);
        expect(res.status).toBe(200);
        const body = (await res.json()) as Listed;
        seen.push(...body.bookings);
        cursor = body.nextCursor;
        pages += 1;
      } while (cursor && pages < 10);
      return { seen, pages };
    }
    const up = await all("upcoming");
    expect(up.pages).toBe(2);
    expect(up.seen).toHaveLength(upcoming.length);
    expect(up.seen.every((b) => b.status === "pending" || b.status === "confirmed")).toBe(true);
    const times = up.seen.map((b) => Date.parse(b.scheduledAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));

    const pastList = await all("past");
    expect(pastList.pages).toBe(1);
    expect(pastList.seen.map((b) => b.status)).toEqual(["completed", "cancelled", "pending", "completed"]);
    expect(new Set([...up.seen, ...pastList.seen].map((b) => b.id)).size).toBe(inserted.length);

    const bad = await client.get("/api/bookings?tab=future");
    expect(bad.status).toBe(400);
    const badCursor = await client.get("/api/bookings?cursor=nope");
    expect(badCursor.status).toBe(400);
  });
});

describe("GET /api/bookings/slots", () => {
  it("marks each of the 18 slots free, taken by an active booking, or past", async () => {
    const expertId = await newExpert();
    const other = await newExpert({ name: "Dr. Other" });
    const { client } = await newUser();
    const date = ahead();
    expect((await client.post("/api/bookings", { expertId, date, time: "10:00", consultationType: "video" })).status).toBe(201);
    expect((await client.post("/api/bookings", { expertId, date, time: "15:30", consultationType: "video" })).status).toBe(201);
    expect((await client.post("/api/bookings", { expertId: other, date, time: "16:00", consultationType: "video" })).status).toBe(201);
    await server.deps.db.update(bookings).set({ status: "cancelled" }).where(sql`${bookings.scheduledAt} = ${new Date(`${date}T15:30:00+05:30`)}`);

    // Anyone may read it, signed in or not.
    const res = await fetch(`${server.url}/api/bookings/slots?expertId=${expertId}&date=${date}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { slots: Array<{ time: string; status: string }> };
    expect(body.slots).toHaveLength(18);
    expect(body.slots.filter((s) => s.status === "taken").map((s) => s.time)).toEqual(["10:00"]);

    const yesterday = (await (await fetch(`${server.url}/api/bookings/slots?expertId=${expertId}&date=${addDays(todayInIndia(), -1)}`)).json()) as typeof body;
    expect(yesterday.slots.every((s) => s.status === "past")).toBe(true);
  });

  it("answers 404 for an unknown or malformed expert and 400 for a bad date", async () => {
    for (const id of ["nope", "00000000-0000-4000-8000-000000000000"]) {
      const res = await fetch(`${server.url}/api/bookings/slots?expertId=${id}&date=${ahead()}`);
      expect(res.status).toBe(404);
      expect(await errorMessage(res)).toBe("Expert not found");
    }
    const expertId = await newExpert();
    const res = await fetch(`${server.url}/api/bookings/slots?expertId=${expertId}&date=tomorrow`);
    expect(res.status).toBe(400);
  });
});

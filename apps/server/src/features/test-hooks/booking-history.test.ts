/** The test hook that moves an ended booking and its history back whole days: only for the booking's people, only once it ended. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { bookingEvents, bookings, experts } from "../../db/schema/index.ts";
import { startTestServer, TestClient, type TestServer } from "../../test/harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { TEST_HOOKS: "true" } });
});
afterAll(() => server.close());

let counter = 0;
async function person() {
  const client = new TestClient(server.url);
  const id = await client.register(`shift${++counter}.${Date.now()}@example.in`);
  return { client, id };
}

it("moves a completed booking and its history back; refuses an open booking and anyone else", async () => {
  const expert = await person();
  const client = await person();
  const [e] = await server.deps.db
    .insert(experts)
    .values({ name: "Dr. Shift", category: "medical", specialization: "GP", consultationFee: 500, isVerified: true, userId: expert.id })
    .returning({ id: experts.id });
  const at = new Date(Date.now() - 40 * 60_000);
  const [b] = await server.deps.db
    .insert(bookings)
    .values({ expertId: e!.id, userId: client.id, status: "confirmed", scheduledAt: at, endsAt: new Date(at.getTime() + 1800_000), consultationType: "video", amount: 500 })
    .returning({ id: bookings.id });
  const id = b!.id;
  expect((await expert.client.post(`/api/test/bookings/${id}/shift-back`, { days: 30 })).status).toBe(404);
  expect((await expert.client.post(`/api/bookings/${id}/complete`)).status).toBe(200);
  const [event] = await server.deps.db.select({ at: bookingEvents.at }).from(bookingEvents).where(eq(bookingEvents.bookingId, id));

  expect((await (await person()).client.post(`/api/test/bookings/${id}/shift-back`, { days: 30 })).status).toBe(404);
  expect((await client.client.post(`/api/test/bookings/${id}/shift-back`, { days: 0 })).status).toBe(400);
  const moved = await client.client.post(`/api/test/bookings/${id}/shift-back`, { days: 30 });
  expect(moved.status).toBe(200);
  const day = 24 * 3600_000;
  expect(Date.parse(((await moved.json()) as { scheduledAt: string }).scheduledAt)).toBe(at.getTime() - 30 * day);
  const [after] = await server.deps.db.select({ at: bookingEvents.at }).from(bookingEvents).where(eq(bookingEvents.bookingId, id));
  expect(after!.at.getTime()).toBe(event!.at.getTime() - 30 * day);
});

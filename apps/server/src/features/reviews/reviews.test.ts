/**
 * Reviews over HTTP: only the client of a completed booking, once, editable within the window; the
 * expert's rating and reviews_count follow exactly, from the baseline the expert came with, even
 * under 50 simultaneous reviews of one expert.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVIEW_EDIT_DAYS, REVIEW_MESSAGES } from "@expertconnect/shared/schemas/records";
import { experts } from "../../db/schema/index.ts";
import { startTestServer, TestClient, type TestServer } from "../../test/harness.ts";
import { bookingRow, completedBooking, expertPerson, person } from "../../test/consultations.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const message = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
const figures = async (expertId: string) =>
  (await server.deps.db.select({ rating: experts.rating, reviewsCount: experts.reviewsCount, total: experts.ratingTotal }).from(experts).where(eq(experts.id, expertId)))[0]!;

describe("who may review", () => {
  it("only the booking's client, only once completed, only once", async () => {
    const expert = await expertPerson(server);
    const client = await person(server);
    const stranger = await person(server);
    const confirmed = await bookingRow(server, expert.expertId, client.id, "confirmed", 120);
    const early = await client.client.post(`/api/reviews/bookings/${confirmed}`, { stars: 5 });
    expect(early.status).toBe(409);
    expect(await message(early)).toBe(REVIEW_MESSAGES.notCompleted);

    const id = await completedBooking(server, expert, client.id);
    expect((await new TestClient(server.url).post(`/api/reviews/bookings/${id}`, { stars: 5 })).status).toBe(401);
    expect((await stranger.client.post(`/api/reviews/bookings/${id}`, { stars: 5 })).status).toBe(404);
    const own = await expert.client.post(`/api/reviews/bookings/${id}`, { stars: 5 });
    expect(own.status).toBe(403);
    expect(await message(own)).toBe(REVIEW_MESSAGES.onlyClient);
    const bad = await client.client.post(`/api/reviews/bookings/${id}`, { stars: 6, text: "x".repeat(1001) });
    expect(bad.status).toBe(400);

    const first = await client.client.post(`/api/reviews/bookings/${id}`, { stars: 4, text: "  Clear and kind.  " });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ review: { stars: 4, text: "Clear and kind." } });
    const second = await client.client.post(`/api/reviews/bookings/${id}`, { stars: 1 });
    expect(second.status).toBe(409);
    expect(await message(second)).toBe(REVIEW_MESSAGES.already);
    expect(await figures(expert.expertId)).toEqual({ rating: 4, reviewsCount: 1, total: 4 });
  });

  it(`may be changed for ${REVIEW_EDIT_DAYS} days; the rating follows the change`, async () => {
    const expert = await expertPerson(server, { rating: 4.5, reviewsCount: 10 });
    const client = await person(server);
    const id = await completedBooking(server, expert, client.id);
    expect((await client.client.request(`/api/reviews/bookings/${id}`, { method: "PUT", json: { stars: 3 } })).status).toBe(404);
    await client.client.post(`/api/reviews/bookings/${id}`, { stars: 1 });
    expect(await figures(expert.expertId)).toEqual({ rating: 4.2, reviewsCount: 11, total: 46 });
    const edited = await client.client.request(`/api/reviews/bookings/${id}`, { method: "PUT", json: { stars: 5, text: "Better on reflection" } });
    expect(edited.status).toBe(200);
    expect(await figures(expert.expertId)).toEqual({ rating: 4.5, reviewsCount: 11, total: 50 });
    await server.deps.db.execute(sql`update expert_reviews set created_at = now() - make_interval(days => ${REVIEW_EDIT_DAYS}, mins => 1) where booking_id = ${id}::uuid`);
    const late = await client.client.request(`/api/reviews/bookings/${id}`, { method: "PUT", json: { stars: 2 } });
    expect(late.status).toBe(409);
    expect(await message(late)).toBe(REVIEW_MESSAGES.editWindow);
    expect(await figures(expert.expertId)).toEqual({ rating: 4.5, reviewsCount: 11, total: 50 });
  });
});

describe("the expert's figures", () => {
  it("count 50 simultaneous reviews of one expert by 50 clients exactly, on top of the baseline", async () => {
    const expert = await expertPerson(server, { rating: 4.8, reviewsCount: 120 });
    const clients = [];
    for (let i = 0; i < 50; i += 10) clients.push(...(await Promise.all(Array.from({ length: 10 }, () => person(server, "reviewer")))));
    const bookingIds = await Promise.all(clients.map((c, i) => bookingRow(server, expert.expertId, c.id, "completed", 60 * (i + 1))));
    const stars = clients.map((_, i) => (i % 5) + 1);
    const results = await Promise.all(clients.map((c, i) => c.client.post(`/api/reviews/bookings/${bookingIds[i]}`, { stars: stars[i] })));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    const total = 4.8 * 120 + stars.reduce((a, b) => a + b, 0);
    expect(await figures(expert.expertId)).toEqual({ rating: Math.round((total / 170) * 10) / 10, reviewsCount: 170, total });
  }, 120_000);
});

describe("the expert page's list", () => {
  it("is newest first with the reviewer's first name, paged, each a verified consultation", async () => {
    const expert = await expertPerson(server);
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) {
      const c = await person(server, "pager");
      await c.client.patch("/api/profile", { full_name: `Reviewer${i} Surname` });
      const b = await bookingRow(server, expert.expertId, c.id, "completed", 60 * (i + 1));
      expect((await c.client.post(`/api/reviews/bookings/${b}`, { stars: 5, text: `Review ${i}` })).status).toBe(201);
      ids.push(b);
    }
    const first = (await (await fetch(`${server.url}/api/reviews/experts/${expert.expertId}`)).json()) as {
      reviews: Array<{ firstName: string; text: string; verified: boolean }>;
      nextCursor: string | null;
    };
    expect(first.reviews).toHaveLength(20);
    expect(first.reviews[0]).toMatchObject({ firstName: "Reviewer21", text: "Review 21", verified: true });
    const second = (await (await fetch(`${server.url}/api/reviews/experts/${expert.expertId}?cursor=${first.nextCursor}`)).json()) as typeof first;
    expect(second.reviews.map((r) => r.firstName)).toEqual(["Reviewer1", "Reviewer0"]);
    expect(second.nextCursor).toBeNull();
  }, 120_000);
});

/**
 * The admin's list of pending erasures over HTTP (docs/product.md#erasure): admins only; confirmed
 * requests (scheduled or under way) with their date, the soonest first; unconfirmed, cancelled and
 * completed ones left out.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetDatabase, startTestServer, TestClient, type TestServer } from "../../test/harness.ts";

const ADMIN_EMAIL = "erasures-admin@example.in";
let server: TestServer;
beforeAll(async () => {
  await resetDatabase();
  server = await startTestServer({ config: { ADMIN_EMAILS: ADMIN_EMAIL } });
});
afterAll(() => server.close());

async function person(email: string) {
  const client = new TestClient(server.url);
  return { client, id: await client.register(email), email };
}

async function request(userId: string, email: string, status: string, scheduledInDays: number | null) {
  const confirmed = scheduledInDays === null ? sql`null` : sql`now()`;
  const at = scheduledInDays === null ? sql`null` : sql`now() + make_interval(days => ${scheduledInDays})`;
  await server.deps.db.execute(
    sql`insert into deletion_requests (user_id, email, status, confirm_expires_at, confirmed_at, scheduled_for, cancelled_at, completed_at)
        values (${userId}::uuid, ${email}, ${status}, now() + interval '1 day', ${confirmed}, ${at},
                ${status === "cancelled" ? sql`now()` : sql`null`}, ${status === "completed" ? sql`now()` : sql`null`})`,
  );
}

describe("GET /api/admin/erasures", () => {
  it("lists confirmed erasures with their date, soonest first, to admins only", async () => {
    const admin = await person(ADMIN_EMAIL);
    const later = await person("later@example.in");
    const sooner = await person("sooner@example.in");
    const waiting = await person("waiting@example.in");
    const changedMind = await person("stays@example.in");
    await request(later.id, later.email, "scheduled", 6);
    await request(sooner.id, sooner.email, "scheduled", 2);
    await request(waiting.id, waiting.email, "awaiting_confirmation", null);
    await request(changedMind.id, changedMind.email, "cancelled", null);

    for (const who of [later.client, new TestClient(server.url)]) expect((await who.get("/api/admin/erasures")).status).toBe(404);

    const res = await admin.client.get("/api/admin/erasures");
    expect(res.status).toBe(200);
    const { erasures } = (await res.json()) as { erasures: { email: string; status: string; scheduledFor: string; confirmedAt: string }[] };
    expect(erasures.map((e) => [e.email, e.status])).toEqual([
      [sooner.email, "scheduled"],
      [later.email, "scheduled"],
    ]);
    const days = (Date.parse(erasures[0]!.scheduledFor) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(1.9);
    expect(days).toBeLessThan(2.1);
    expect(erasures[0]!.confirmedAt).toBeTruthy();
  });
});

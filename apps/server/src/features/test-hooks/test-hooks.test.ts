/**
 * /api/test exists only with TEST_HOOKS=true (and never in production): it moves only a party's own
 * booking, lets a no-show be marked, makes a consultation happening now, and reads the kept e-mail.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, ConfigError } from "../../config.ts";
import { bookings, experts } from "../../db/schema/index.ts";
import { startTestServer, TestClient, type TestServer } from "../../test/harness.ts";
import { checkLedgerInvariants } from "../../test/ledger-invariants.ts";
import { topUp } from "../../test/money.ts";

let on: TestServer;
let off: TestServer;
beforeAll(async () => {
  on = await startTestServer({ config: { TEST_HOOKS: "true" } });
  off = await startTestServer();
});
afterAll(async () => {
  await on.close();
  await off.close();
});

let counter = 0;
async function person(server: TestServer) {
  const client = new TestClient(server.url);
  const id = await client.register(`hook${++counter}.${Date.now()}@example.in`);
  return { client, id };
}

async function confirmedBooking(server: TestServer) {
  const expert = await person(server);
  const client = await person(server);
  const [e] = await server.deps.db
    .insert(experts)
    .values({ name: `Dr. Hook ${counter}`, category: "medical", specialization: "GP", consultationFee: 500, isVerified: true, userId: expert.id })
    .returning({ id: experts.id });
  const at = new Date(Date.now() + 3 * 24 * 3600_000);
  const [b] = await server.deps.db
    .insert(bookings)
    .values({ expertId: e!.id, userId: client.id, status: "confirmed", scheduledAt: at, endsAt: new Date(at.getTime() + 1800_000), consultationType: "video", amount: 500 })
    .returning({ id: bookings.id });
  return { expert, client, id: b!.id };
}

describe("test hooks", () => {
  it("move the signed-in person's agreement back to an older notice, so they are asked again; absent without TEST_HOOKS", async () => {
    const { client } = await person(on);
    expect((await new TestClient(on.url).post("/api/test/privacy/outdated-notice")).status).toBe(401);
    expect((await client.post("/api/test/privacy/outdated-notice")).status).toBe(200);
    expect(((await (await client.get("/api/privacy/consents")).json()) as { needsNotice: boolean }).needsNotice).toBe(true);
    const elsewhere = await person(off);
    expect((await elsewhere.client.post("/api/test/privacy/outdated-notice")).status).toBe(404);
  });

  it("are absent without TEST_HOOKS", async () => {
    const { client, id } = await confirmedBooking(off);
    const res = await client.client.post(`/api/test/bookings/${id}/backdate`, { minutesAgo: 20 });
    expect(res.status).toBe(404);
  });

  it("put a party's booking in the past so its expert can mark a no-show; others get 404", async () => {
    const { expert, client, id } = await confirmedBooking(on);
    expect((await expert.client.post(`/api/bookings/${id}/no-show`)).status).toBe(409);
    const stranger = await person(on);
    expect((await stranger.client.post(`/api/test/bookings/${id}/backdate`, { minutesAgo: 20 })).status).toBe(404);
    expect((await client.client.post(`/api/test/bookings/${id}/backdate`, { minutesAgo: 0 })).status).toBe(400);
    const moved = await client.client.post(`/api/test/bookings/${id}/backdate`, { minutesAgo: 20 });
    expect(moved.status).toBe(200);
    const { scheduledAt } = (await moved.json()) as { scheduledAt: string };
    expect(Date.now() - Date.parse(scheduledAt)).toBeGreaterThanOrEqual(19 * 60_000);
    const noShow = await expert.client.post(`/api/bookings/${id}/no-show`);
    expect(noShow.status).toBe(200);
    expect(await noShow.json()).toMatchObject({ status: "no_show" });
  });

  it("make a consultation happening now, which the booking rules cannot", async () => {
    const client = await person(on);
    const expert = await person(on);
    const email = (await (await client.client.get("/api/profile")).json()) as { email: string };
    const body = { clientEmail: email.email, consultationType: "chat" };
    expect((await expert.client.post("/api/test-support/consultation-now", body)).status).toBe(404);
    const made = await expert.client.post("/api/test/consultation-now", body);
    expect(made.status).toBe(201);
    const { bookingId } = (await made.json()) as { bookingId: string };
    expect(await (await client.client.get(`/api/rooms/${bookingId}`)).json()).toMatchObject({ state: "open", role: "client" });
    const other = await person(off);
    expect((await other.client.post("/api/test/consultation-now", body)).status).toBe(404);
  });

  it("make a paid consultation happening now: the fee held from the client's wallet, refused when it cannot pay", async () => {
    const client = await person(on);
    const expert = await person(on);
    const email = ((await (await client.client.get("/api/profile")).json()) as { email: string }).email;
    const body = { clientEmail: email, consultationType: "video", paid: true };
    const short = await expert.client.post("/api/test/consultation-now", body);
    expect(short.status).toBe(402);
    expect((await on.deps.db.select().from(bookings)).filter((b) => b.userId === client.id)).toHaveLength(0);
    await topUp(client.client, 500);
    const made = await expert.client.post("/api/test/consultation-now", body);
    expect(made.status).toBe(201);
    expect(((await (await client.client.get("/api/wallet")).json()) as { balancePaise: number }).balancePaise).toBe(0);
    const { bookingId } = (await made.json()) as { bookingId: string };
    expect((await expert.client.post(`/api/bookings/${bookingId}/complete`)).status).toBe(200);
    expect(await (await expert.client.get("/api/wallet")).json()).toMatchObject({ earningsPaise: 50_000, earningsPendingPaise: 50_000 });
    await checkLedgerInvariants(on.deps.db);
  });

  it("are refused in production and on an https PUBLIC_URL", () => {
    expect(() => loadConfig({ TEST_HOOKS: "true", PUBLIC_URL: "https://app.example.in", BETTER_AUTH_SECRET: "x".repeat(40) })).toThrow(ConfigError);
    expect(() => loadConfig({ TEST_HOOKS: "true", NODE_ENV: "production" })).toThrow(/TEST_HOOKS: only for the browser tests/);
    expect(() => loadConfig({ EXPOSE_OUTBOX: "true" })).toThrow(/EXPOSE_OUTBOX: no longer exists/);
  });
});

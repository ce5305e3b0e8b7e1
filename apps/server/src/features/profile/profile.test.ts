import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows, type Db } from "../../db/client.ts";
import { startTestServer, TestClient, type TestServer } from "../../test/harness.ts";
import { addressBucket } from "../../lib/client-address.ts";
import { hit } from "../../lib/rate-limits.ts";

let server: TestServer;
let db: Db;

beforeAll(async () => {
  server = await startTestServer();
  db = server.deps.db;
});
afterAll(() => server.close());

const valid = { email: "asha@example.in", phone: "+91-9876543210", fullName: "Asha Rao", reason: "Moving to another service" };

interface Profile {
  id: string;
  email: string;
  full_name: string | null;
  phone: string | null;
  wallet_balance_paise: number;
  specialization: string | null;
  bio: string | null;
  education: string | null;
  avatar_url: string | null;
  consultations_count: number;
}
interface ErrorJson {
  error: { message: string; issues?: { path: string; message: string }[] };
}

async function storedProfile(id: string) {
  const [row] = await rows<Record<string, unknown>>(db, sql`select id, full_name, phone, avatar_url, specialization, bio, education, updated_at::text as updated_at from profiles where id = ${id}`);
  return row!;
}

async function signedInClient(email: string) {
  const client = new TestClient(server.url);
  const id = await client.register(email);
  return { client, id };
}

describe("GET /api/profile", () => {
  it("answers 401 when signed out, for reading and for editing", async () => {
    const res = await fetch(`${server.url}/api/profile`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { message: "Not authenticated" } });
    const anon = new TestClient(server.url);
    const patch = await anon.patch("/api/profile", { full_name: "Someone" });
    expect(patch.status).toBe(401);
  });

  it("gives the caller's own e-mail, an empty profile, ₹0 and no consultations for a new account", async () => {
    const { client, id } = await signedInClient("new.user@example.in");
    const res = await client.get("/api/profile");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id,
      email: "new.user@example.in",
      full_name: null,
      phone: null,
      wallet_balance_paise: 0,
      avatar_url: null,
      specialization: null,
      bio: null,
      education: null,
      consultations_count: 0,
    });
  });

  it("counts only the caller's own completed bookings as consultations", async () => {
    const { client, id } = await signedInClient("counted@example.in");
    const other = await signedInClient("other@example.in");
    const [expert] = await rows<{ id: string }>(
      db,
      sql`insert into experts (name, category, specialization) values ('Dr. Mehta', 'medical', 'GP') returning id`,
    );
    const book = (userId: string, status: string, day: number) =>
      db.execute(sql`insert into bookings (user_id, expert_id, status, scheduled_at, ends_at, consultation_type)
        values (${userId}, ${expert!.id}, ${status}, now() - make_interval(days => ${day}), now() - make_interval(days => ${day}) + interval '30 minutes', 'video')`);
    await book(id, "completed", 1);
    await book(id, "completed", 2);
    await book(id, "cancelled", 3);
    await book(id, "pending", 4);
    await book(other.id, "completed", 5);
    const body = (await (await client.get("/api/profile")).json()) as Profile;
    expect(body.consultations_count).toBe(2);
  });

  it("shows the caller's wallet balance, which is the ledger's", async () => {
    const { client, id } = await signedInClient("wallet@example.in");
    const [wallet] = await rows<{ id: string }>(db, sql`insert into wallets (user_id, kind) values (${id}, 'main') returning id`);
    await db.execute(sql`insert into ledger_entries (wallet_id, kind, amount_paise, note) values (${wallet!.id}, 'correction', 123456, 'test credit')`);
    expect(((await (await client.get("/api/profile")).json()) as Profile).wallet_balance_paise).toBe(123456);
  });

  it("creates the profile row if a user somehow has none", async () => {
    const { client, id } = await signedInClient("no.row@example.in");
    await db.execute(sql`delete from profiles where id = ${id}`);
    const res = await client.get("/api/profile");
    expect(res.status).toBe(200);
    expect(((await res.json()) as Profile).id).toBe(id);
    const patched = await client.patch("/api/profile", { full_name: "Back Again" });
    expect(patched.status).toBe(200);
    expect((await storedProfile(id)).full_name).toBe("Back Again");
  });
});

describe("PATCH /api/profile", () => {
  it("saves trimmed values, stores empty optional fields as null, and GET returns them", async () => {
    const { client, id } = await signedInClient("editor@example.in");
    const res = await client.patch("/api/profile", {
      full_name: "  Asha Rao  ",
      phone: "+91 98765 43210",
      specialization: " Cardiology ",
      education: "MBBS, AIIMS Delhi",
      bio: "Fifteen years in practice.",
    });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as Profile;
    expect(saved).toMatchObject({
      id,
      email: "editor@example.in",
      full_name: "Asha Rao",
      phone: "+919876543210",
      specialization: "Cardiology",
      education: "MBBS, AIIMS Delhi",
      bio: "Fifteen years in practice.",
    });
    expect(await (await client.get("/api/profile")).json()).toEqual(saved);

    const cleared = await client.patch("/api/profile", { full_name: "Asha Rao", phone: "", specialization: "", education: "  ", bio: "" });
    expect(cleared.status).toBe(200);
    expect(await storedProfile(id)).toMatchObject({ phone: null, specialization: null, education: null, bio: null });
  });

  it("leaves fields that are not sent as they were", async () => {
    const { client, id } = await signedInClient("partial@example.in");
    await client.patch("/api/profile", { full_name: "Ravi Kumar", phone: "+14155550123", bio: "Hello" });
    await client.patch("/api/profile", { full_name: "Ravi K" });
    expect(await storedProfile(id)).toMatchObject({ full_name: "Ravi K", phone: "+14155550123", bio: "Hello" });
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ["a one-letter name", { full_name: " A " }, "full_name", "Name must be at least 2 characters"],
    ["a missing name", {}, "full_name", "Name must be at least 2 characters"],
    ["a name over 100", { full_name: "n".repeat(101) }, "full_name", "Name must be less than 100 characters"],
    ["letters for a phone", { full_name: "Asha", phone: "call me" }, "phone", "Please enter a valid phone number"],
    ["a phone starting with 0", { full_name: "Asha", phone: "09876543210" }, "phone", "Please enter a valid phone number"],
    ["a phone of 16 digits", { full_name: "Asha", phone: "+1234567890123456" }, "phone", "Please enter a valid phone number"],
    ["a bio over 500", { full_name: "Asha", bio: "b".repeat(501) }, "bio", "Bio must be less than 500 characters"],
    [
      "a specialization over 100",
      { full_name: "Asha", specialization: "s".repeat(101) },
      "specialization",
      "Specialization must be less than 100 characters",
    ],
    ["education over 200", { full_name: "Asha", education: "e".repeat(201) }, "education", "Education must be less than 200 characters"],
  ];

  it.each(invalid)("refuses %s with the documented message and writes nothing", async (_what, body, path, message) => {
    const { client, id } = await signedInClient(`invalid.${path}.${Math.random().toString(36).slice(2)}@example.in`);
    await client.patch("/api/profile", { full_name: "Original Name", phone: "+911234567890", bio: "Original bio" });
    const before = await storedProfile(id);
    const res = await client.patch("/api/profile", body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as ErrorJson;
    expect(json.error.message).toBe(message);
    expect(json.error.issues).toEqual([{ path, message }]);
    expect(await storedProfile(id)).toEqual(before);
  });

  it("reports every invalid field at once", async () => {
    const { client } = await signedInClient("many@example.in");
    const res = await client.patch("/api/profile", { full_name: "", phone: "x", bio: "b".repeat(501) });
    const json = (await res.json()) as ErrorJson;
    expect(json.error.issues?.map((i) => i.path)).toEqual(["full_name", "phone", "bio"]);
  });

  it("cannot touch another user's profile: an id in the body is ignored", async () => {
    const a = await signedInClient("user.a@example.in");
    const b = await signedInClient("user.b@example.in");
    await b.client.patch("/api/profile", { full_name: "Bhavna B", phone: "+919999999999" });
    const bBefore = await storedProfile(b.id);

    const res = await a.client.patch("/api/profile", { id: b.id, user_id: b.id, full_name: "Hijacked", phone: "+911111111111", wallet_balance_paise: 999999 });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Profile;
    expect(body.id).toBe(a.id);
    expect(body.wallet_balance_paise).toBe(0);
    expect(await storedProfile(b.id)).toEqual(bBefore);
    expect(await storedProfile(a.id)).toMatchObject({ full_name: "Hijacked", phone: "+911111111111" });
    expect(((await (await b.client.get("/api/profile")).json()) as Profile).full_name).toBe("Bhavna B");
  });
});

describe("POST /api/profile/deletion-requests", () => {

  it("stores a request from a signed-out visitor", async () => {
    const res = await fetch(`${server.url}/api/profile/deletion-requests`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...valid, email: " asha@example.in " }),
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; status: string };
    expect(body.status).toBe("submitted");
    const stored = await rows(db, sql`select user_id, email, phone, full_name, reason, status from deletion_requests where id = ${body.id}`);
    expect(stored).toEqual([
      { user_id: null, email: "asha@example.in", phone: "+91-9876543210", full_name: "Asha Rao", reason: "Moving to another service", status: "submitted" },
    ]);
  });

  it("ties the request to the account when signed in, and stores an empty reason as null", async () => {
    const { client, id } = await signedInClient("leaving@example.in");
    const res = await client.post("/api/profile/deletion-requests", { ...valid, email: "leaving@example.in", reason: "" });
    expect(res.status).toBe(201);
    const stored = await rows(db, sql`select user_id, reason from deletion_requests`);
    expect(stored).toEqual([{ user_id: id, reason: null }]);
  });

  it("refuses an invalid request with a message per field and stores nothing", async () => {
    const anon = new TestClient(server.url);
    const res = await anon.post("/api/profile/deletion-requests", { email: "nope", phone: "9876543210", fullName: "A", reason: "r".repeat(1001) });
    expect(res.status).toBe(400);
    const json = (await res.json()) as ErrorJson;
    expect(json.error.issues).toEqual([
      { path: "email", message: "Invalid email address" },
      { path: "phone", message: "Format: +91-XXXXXXXXXX" },
      { path: "fullName", message: "Name is required" },
      { path: "reason", message: "Reason must be less than 1000 characters" },
    ]);
    const tooLong = await anon.post("/api/profile/deletion-requests", { ...valid, email: `${"a".repeat(250)}@example.in` });
    expect(((await tooLong.json()) as ErrorJson).error.issues).toEqual([{ path: "email", message: "Invalid email address" }]);
    expect(await rows(db, sql`select id from deletion_requests`)).toEqual([]);
  });

  it("answers 429 with a clear message after 5 requests from one address in an hour", async () => {
    const anon = new TestClient(server.url);
    for (let i = 0; i < 5; i++) {
      const res = await anon.post("/api/profile/deletion-requests", { ...valid, email: `person${i}@example.in` });
      expect(res.status).toBe(201);
    }
    const limited = await anon.post("/api/profile/deletion-requests", { ...valid, email: "person5@example.in" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(await limited.json()).toEqual({
      error: { message: "Too many deletion requests from your network. Please try again in an hour, or write to our support team." },
    });
    // A signed-in caller from the same address is limited too, and nothing more was stored.
    const { client } = await signedInClient("same.address@example.in");
    expect((await client.post("/api/profile/deletion-requests", valid)).status).toBe(429);
    expect(await rows(db, sql`select id from deletion_requests`)).toHaveLength(5);
  });
});

describe("POST /account-deletion (the page's form without its script)", () => {
  const send = (fields: Record<string, string>) =>
    fetch(`${server.url}/account-deletion`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });

  it("stores a valid request and goes back to the page with only the outcome in the address", async () => {
    const res = await send({ ...valid, email: " asha@example.in " });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/account-deletion?request=sent");
    expect(await rows(db, sql`select user_id, email, phone, full_name, reason, status from deletion_requests`)).toEqual([
      { user_id: null, email: "asha@example.in", phone: "+91-9876543210", full_name: "Asha Rao", reason: "Moving to another service", status: "submitted" },
    ]);
  });

  it("refuses an invalid or incomplete request and stores nothing", async () => {
    const attempts: Record<string, string>[] = [{ ...valid, phone: "9876543210" }, { email: valid.email }, {}];
    for (const fields of attempts) {
      const res = await send(fields);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/account-deletion?request=invalid");
    }
    const multipart = await fetch(`${server.url}/account-deletion`, { method: "POST", body: new FormData(), redirect: "manual" });
    expect(multipart.headers.get("location")).toBe("/account-deletion?request=invalid");
    expect(await rows(db, sql`select id from deletion_requests`)).toEqual([]);
  });

  it("counts against the same limit as the API", async () => {
    const anon = new TestClient(server.url);
    for (let i = 0; i < 4; i++) expect((await anon.post("/api/profile/deletion-requests", { ...valid, email: `p${i}@example.in` })).status).toBe(201);
    expect((await send(valid)).headers.get("location")).toBe("/account-deletion?request=sent");
    expect((await send(valid)).headers.get("location")).toBe("/account-deletion?request=too-many");
    expect(await rows(db, sql`select id from deletion_requests`)).toHaveLength(5);
  });
});

describe("the deletion request limit", () => {
  it("starts a new window once the hour has passed, counting atomically under concurrency", async () => {
    const key = "test-limit:203.0.113.7";
    const start = 1_700_000_000_000;
    const counts = await Promise.all(Array.from({ length: 6 }, () => hit(db, key, 3_600_000, start)));
    expect(counts.map((c) => c.count).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await hit(db, key, 3_600_000, start + 3_599_999)).count).toBe(7);
    const fresh = await hit(db, key, 3_600_000, start + 3_600_000);
    expect(fresh).toEqual({ count: 1, resetAt: start + 2 * 3_600_000 });
  });

  it("buckets IPv6 addresses by their /64 and unwraps IPv4-mapped ones", () => {
    expect(addressBucket("203.0.113.7")).toBe("203.0.113.7");
    expect(addressBucket("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressBucket("2001:db8:abcd:12:1::5")).toBe("2001:db8:abcd:12::/64");
    expect(addressBucket("2001:db8:abcd:0012:ffff:1:2:3")).toBe("2001:db8:abcd:12::/64");
    expect(addressBucket("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
  });

  it("behind a trusted proxy counts each forwarded client separately", async () => {
    const proxied = await startTestServer({ config: { TRUST_PROXY: "true" } });
    try {
      const send = (ip: string, i: number) =>
        fetch(`${proxied.url}/api/profile/deletion-requests`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `10.0.0.1, ${ip}` },
          body: JSON.stringify({ ...valid, email: `p${i}@example.in` }),
        });
      for (let i = 0; i < 5; i++) expect((await send("198.51.100.1", i)).status).toBe(201);
      expect((await send("198.51.100.1", 5)).status).toBe(429);
      expect((await send("198.51.100.2", 6)).status).toBe(201);
    } finally {
      await proxied.close();
    }
  });
});

/** Demo data is deterministic and idempotent: seeding twice leaves exactly what seeding once left. */
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { CATEGORIES } from "@expertconnect/shared/categories";
import { isMedicalCouncil } from "@expertconnect/shared/medical-councils";
import { applicationSchema, REGISTRATION_PATTERNS } from "@expertconnect/shared/schemas/expert-side";

import { testDatabase } from "../test/harness.ts";
import { rows, type Db } from "./client.ts";
import { seedDemoData, seedIfEmpty } from "./seed.ts";

const LAWYER_FIELDS = { category: "legal", specialization: "Family Law", experienceYears: 10, consultationFee: 1000, bio: "An advocate of ten years' standing.", education: "LLB", languages: ["English"] };

let db: Db;
beforeEach(async () => {
  db = (await testDatabase()).db;
});

/** Every seeded table's rows, ids and the fields people read, in a stable order. */
async function snapshot() {
  const experts = await rows<{ id: string; name: string; category: string; fee: number; rating: number; available: boolean; verified: boolean }>(
    db,
    sql`select id, name, category, consultation_fee as fee, rating, is_available as available, is_verified as verified from experts order by id`,
  );
  const counts = await rows<{ t: string; n: number }>(
    db,
    sql`select 'users' as t, count(*)::int as n from users union all select 'posts', count(*)::int from doctor_posts
        union all select 'doubts', count(*)::int from doctor_doubts union all select 'answers', count(*)::int from doubt_answers`,
  );
  const doubts = await rows<{ id: string; answers: number }>(db, sql`select id, answers_count as answers from doctor_doubts order by id`);
  return { experts, counts, doubts };
}

describe("demo data", () => {
  it("gives every category at least 12 verified experts, and seeding again changes nothing", async () => {
    expect(await seedIfEmpty(db)).toBe(true);
    const first = await snapshot();
    for (const c of CATEGORIES) {
      const verified = first.experts.filter((e) => e.category === c && e.verified);
      expect(verified.length, c).toBeGreaterThanOrEqual(12);
    }
    expect(first.experts.some((e) => !e.available)).toBe(true);
    // The seeded doctors carry registrations in the shape an applicant must give, with a known council.
    const doctors = await rows<{ name: string; number: string | null; council: string | null }>(
      db,
      sql`select name, registration_number as number, registration_council as council from experts where category = 'medical' order by name`,
    );
    const registered = doctors.filter((d) => d.number);
    expect(registered.length).toBeGreaterThanOrEqual(12);
    for (const d of registered) {
      expect(REGISTRATION_PATTERNS.medical.test(d.number!), d.name).toBe(true);
      expect(isMedicalCouncil(d.council ?? ""), d.name).toBe(true);
    }
    // Every seeded lawyer passes the application's own enrolment checks.
    const lawyers = await rows<{ name: string; number: string | null; council: string | null; enrolled: string | null }>(
      db,
      sql`select name, registration_number as number, registration_council as council, enrolled_on::text as enrolled from experts where category = 'legal'`,
    );
    expect(lawyers.length).toBeGreaterThanOrEqual(12);
    for (const l of lawyers) {
      const parsed = applicationSchema.safeParse({ ...LAWYER_FIELDS, registrationNumber: l.number, registrationCouncil: l.council, enrolledOn: l.enrolled });
      expect(parsed.error?.issues ?? [], l.name).toEqual([]);
    }

    expect(await seedIfEmpty(db)).toBe(false);
    await seedDemoData(db); // what `npm run seed` does on a database that already has it
    expect(await snapshot()).toEqual(first);
  });
});

describe("demo accounts", () => {
  it("makes an admin, an expert per category linked to an expert row and a client, with passwords shown once", async () => {
    const { startTestServer, TestClient } = await import("../test/harness.ts");
    const { seedDemoAccounts, demoAccounts } = await import("./demo-accounts.ts");
    await seedDemoData(db);
    const made = await seedDemoAccounts(db);
    expect(made.map((m) => m.role)).toEqual(["admin", "expert", "expert", "expert", "expert", "client"]);
    const linked = await demoAccounts(db);
    expect(linked.filter((a) => a.expertId).map((a) => a.category).sort()).toEqual([...CATEGORIES].sort());
    expect(linked.filter((a) => a.role === "admin").map((a) => a.email)).toEqual(["admin@demo.expertconnect.in"]);
    // Only hashes are stored.
    const stored = await rows<{ password: string }>(db, sql`select password from accounts`);
    for (const { password } of made) expect(stored.some((s) => s.password === password)).toBe(false);
    expect(stored.every((s) => s.password.startsWith("$argon2id$"))).toBe(true);

    // Shown once: seeding again makes nothing and shows nothing.
    expect(await seedDemoAccounts(db)).toEqual([]);

    const server = await startTestServer();
    try {
      const doctor = made.find((m) => m.email.startsWith("doctor@"))!;
      const client = new TestClient(server.url);
      expect((await client.signIn(doctor.email, doctor.password)).status).toBe(200);
      const me = (await (await client.get("/api/me")).json()) as { isExpert: boolean; expert: { category: string } };
      expect(me).toMatchObject({ isExpert: true, expert: { category: "medical" } });
      const adminClient = new TestClient(server.url);
      const adminCredential = made.find((m) => m.role === "admin")!;
      await adminClient.signIn(adminCredential.email, adminCredential.password);
      expect((await adminClient.get("/api/admin/applications")).status).toBe(200);

      // --reset-demo-passwords: new passwords for all six; the old ones stop working.
      const reset = await seedDemoAccounts(db, { resetPasswords: true });
      expect(reset).toHaveLength(6);
      const newDoctor = reset.find((m) => m.email === doctor.email)!;
      expect(newDoctor.password).not.toBe(doctor.password);
      expect((await new TestClient(server.url).signIn(doctor.email, doctor.password)).status).toBe(401);
      expect((await new TestClient(server.url).signIn(doctor.email, newDoctor.password)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_SIZE } from "@expertconnect/shared/constants";
import { experts } from "../../db/schema/index.ts";
import { startTestServer, type TestServer } from "../../test/harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Expert = typeof experts.$inferInsert;
const base = { category: "medical", specialization: "General Physician", rating: 4, consultationFee: 500 } satisfies Partial<Expert>;

async function insertExperts(list: Array<Partial<Expert> & { name: string }>) {
  return server.deps.db
    .insert(experts)
    .values(list.map((e) => ({ ...base, ...e })))
    .returning({ id: experts.id, name: experts.name });
}

interface ListBody {
  experts: Array<{ id: string; name: string; rating: number; specialization: string }>;
  nextCursor: string | null;
  total: number;
  available: number;
}

async function list(query: string): Promise<ListBody> {
  const res = await fetch(`${server.url}/api/experts?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ListBody;
}

describe("GET /api/experts", () => {
  it("lists one category by rating, highest first, with the counts for the heading", async () => {
    await insertExperts([
      { name: "Dr. Low", rating: 3.1 },
      { name: "Dr. High", rating: 4.9 },
      { name: "Dr. Away", rating: 4.5, isAvailable: false },
      { name: "Adv. Other", category: "legal", rating: 5 },
    ]);
    const body = await list("category=medical");
    expect(body.experts.map((e) => e.name)).toEqual(["Dr. High", "Dr. Away", "Dr. Low"]);
    expect(body.experts[0]?.rating).toBe(4.9);
    expect(body).toMatchObject({ total: 3, available: 2, nextCursor: null });
    expect((await list("category=legal")).experts.map((e) => e.name)).toEqual(["Adv. Other"]);
    expect(await list("category=tech")).toEqual({ experts: [], nextCursor: null, total: 0, available: 0 });
  });

  it("refuses an unknown category with 400", async () => {
    for (const query of ["category=astrology", "", "category=MEDICAL"]) {
      const res = await fetch(`${server.url}/api/experts?${query}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe("Please choose a valid category");
    }
  });

  it("searches name or specialization, case-insensitively, and counts the matches", async () => {
    await insertExperts([
      { name: "Dr. Ananya Iyer", specialization: "Cardiologist", rating: 4.9 },
      { name: "Dr. Kavita Deshpande", specialization: "Dermatologist", rating: 4.7 },
      { name: "Dr. Rajesh Pillai", specialization: "Neurologist", rating: 4.5, isAvailable: false },
      { name: "Adv. Ananya Rao", category: "legal", specialization: "Cardio Law" },
    ]);
    const names = async (q: string) => (await list(`category=medical&q=${encodeURIComponent(q)}`)).experts.map((e) => e.name);
    expect(await names("ANANYA")).toEqual(["Dr. Ananya Iyer"]);
    expect(await names("kavita desh")).toEqual(["Dr. Kavita Deshpande"]);
    expect(await names("cardio")).toEqual(["Dr. Ananya Iyer"]);
    expect(await names("LOGIST")).toEqual(["Dr. Ananya Iyer", "Dr. Kavita Deshpande", "Dr. Rajesh Pillai"]);
    expect(await names("  dermato  ")).toEqual(["Dr. Kavita Deshpande"]);
    expect(await names("nobody")).toEqual([]);
    const counted = await list("category=medical&q=logist");
    expect(counted).toMatchObject({ total: 3, available: 2 });
    // A blank search is no search.
    expect((await list("category=medical&q=%20")).total).toBe(3);
  });

  it("treats % and _ in the search as plain characters", async () => {
    await insertExperts([
      { name: "Dr. Percent", specialization: "100% Care" },
      { name: "Dr. Under", specialization: "snake_case" },
      { name: "Dr. Plain", specialization: "Ordinary" },
    ]);
    const names = async (q: string) => (await list(`category=medical&q=${encodeURIComponent(q)}`)).experts.map((e) => e.name);
    expect(await names("%")).toEqual(["Dr. Percent"]);
    expect(await names("_")).toEqual(["Dr. Under"]);
    expect(await names("e_c")).toEqual(["Dr. Under"]);
    expect(await names("\\")).toEqual([]);
  });

  it("pages with a cursor: every expert exactly once, in rating order, ties broken by id", async () => {
    const ratings = [5, 4.5, 4.5, 4.5, 4, 3.5, 3.5];
    const count = PAGE_SIZE * 2 + 5;
    await insertExperts(Array.from({ length: count }, (_, i) => ({ name: `Dr. ${i}`, rating: ratings[i % ratings.length]! })));
    await insertExperts([{ name: "Adv. Elsewhere", category: "legal" }]);

    const seen: ListBody["experts"] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const body: ListBody = await list(`category=medical${cursor ? `&cursor=${cursor}` : ""}`);
      expect(body.total).toBe(count);
      seen.push(...body.experts);
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(count);
    expect(new Set(seen.map((e) => e.id)).size).toBe(count);
    const expected = [...seen].sort((a, b) => b.rating - a.rating || (a.id < b.id ? -1 : 1));
    expect(seen.map((e) => e.id)).toEqual(expected.map((e) => e.id));
    // The order matches the database's own ordering of ids too.
    const dbOrder = await server.deps.db.execute(sql`select id from experts where category = 'medical' order by rating desc, id`);
    expect(seen.map((e) => e.id)).toEqual((dbOrder as { rows: Array<{ id: string }> }).rows.map((r) => r.id));
  });

  it("pages a search with a cursor: every match once, in rating order, counts on every page", async () => {
    const ratings = [5, 4.5, 4.5, 4, 3.5];
    const count = PAGE_SIZE * 2 + 3;
    await insertExperts(Array.from({ length: count }, (_, i) => ({ name: `Dr. Mehta ${i}`, rating: ratings[i % ratings.length]!, isAvailable: i % 3 !== 0 })));
    await insertExperts([{ name: "Dr. Someone Else", rating: 5 }, { name: "Adv. Mehta", category: "legal" }]);

    const seen: ListBody["experts"] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const body: ListBody = await list(`category=medical&q=MEHTA${cursor ? `&cursor=${cursor}` : ""}`);
      expect(body.total).toBe(count);
      expect(body.available).toBe(Array.from({ length: count }, (_, i) => i % 3 !== 0).filter(Boolean).length);
      seen.push(...body.experts);
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen.map((e) => e.id)).size).toBe(count);
    expect(seen.every((e) => e.name.startsWith("Dr. Mehta"))).toBe(true);
    const expected = [...seen].sort((a, b) => b.rating - a.rating || (a.id < b.id ? -1 : 1));
    expect(seen.map((e) => e.id)).toEqual(expected.map((e) => e.id));
  });

  it("refuses a malformed cursor with 400, never 500", async () => {
    for (const cursor of ["garbage", Buffer.from("x_y").toString("base64url"), Buffer.from("9_00000000-0000-0000-0000-000000000000").toString("base64url")]) {
      const res = await fetch(`${server.url}/api/experts?category=medical&cursor=${cursor}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { message: "Invalid page cursor" } });
    }
  });
});

describe("GET /api/experts/:id", () => {
  it("returns every field of the expert", async () => {
    const [row] = await insertExperts([
      {
        name: "Dr. Full",
        category: "legal",
        specialization: "Tax Law",
        rating: 4.8,
        reviewsCount: 321,
        experienceYears: 12,
        consultationFee: 1500,
        isVerified: true,
        isAvailable: true,
        bio: "Bio text",
        education: "LLB",
        languages: ["English", "Hindi"],
      },
    ]);
    const res = await fetch(`${server.url}/api/experts/${row!.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: row!.id,
      name: "Dr. Full",
      category: "legal",
      specialization: "Tax Law",
      rating: 4.8,
      reviewsCount: 321,
      experienceYears: 12,
      consultationFee: 1500,
      isVerified: true,
      isAvailable: true,
      bio: "Bio text",
      education: "LLB",
      languages: ["English", "Hindi"],
      registrationNumber: null,
      registrationCouncil: null,
      enrolledOn: null,
    });
  });

  it("answers 404 JSON for an unknown or malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "1", "'%20or%201=1--"]) {
      const res = await fetch(`${server.url}/api/experts/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { message: "Expert not found" } });
    }
  });
});

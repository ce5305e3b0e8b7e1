/** Explore's page cache serves a page again only while nothing in its category has changed. */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { experts } from "../../db/schema/index.ts";
import { startTestServer, testDatabase, type TestServer } from "../../test/harness.ts";
import { createExpertPageCache } from "./experts.cache.ts";
import { listExperts } from "./experts.queries.ts";

let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  // Two app instances on one database, as behind a load balancer.
  [first, second] = await Promise.all([startTestServer(), startTestServer()]);
});
afterAll(() => Promise.all([first.close(), second.close()]));

const db = async () => (await testDatabase()).db;
const add = async (name: string, values: Partial<typeof experts.$inferInsert> = {}) => {
  const [row] = await (await db())
    .insert(experts)
    .values({ name, category: "medical", specialization: "General Physician", rating: 4, consultationFee: 500, ...values })
    .returning({ id: experts.id });
  return row!.id;
};

describe("the Explore page cache", () => {
  it("reads the database once for repeated pages, and again after any change to the category", async () => {
    const id = await add("Dr. Cached");
    await add("Adv. Other", { category: "legal" });
    const cache = createExpertPageCache(await db());
    let reads = 0;
    const page = () =>
      cache.get("medical", "", async () => {
        reads += 1;
        return listExperts(await db(), { category: "medical" });
      });

    const before = await page();
    expect(await page()).toBe(before);
    expect(reads).toBe(1);

    // A change in another category leaves this one's page cached.
    await (await db()).update(experts).set({ rating: 1 }).where(eq(experts.category, "legal"));
    await page();
    expect(reads).toBe(1);

    // Any column of any expert of the category: rating, availability, a new expert, a deletion.
    const changes = [
      () => db().then((d) => d.update(experts).set({ rating: 4.9 }).where(eq(experts.id, id))),
      () => db().then((d) => d.update(experts).set({ isAvailable: false }).where(eq(experts.id, id))),
      () => add("Dr. Newcomer"),
      () => db().then((d) => d.delete(experts).where(eq(experts.id, id))),
      () => db().then((d) => d.execute(sql`truncate experts cascade`)).then(() => add("Dr. After Truncate")),
    ];
    for (const [i, change] of changes.entries()) {
      await change();
      await page();
      expect(reads, `change ${i}`).toBe(i + 2);
      await page();
      expect(reads, `change ${i}, read again`).toBe(i + 2);
    }
    expect(JSON.parse(await page())).toMatchObject({ experts: [{ name: "Dr. After Truncate" }], total: 1 });
  });

  it("shows one instance's reader a change made through another instance at once", async () => {
    const id = await add("Dr. Everywhere", { rating: 4.2 });
    const read = async (server: TestServer, q = "") =>
      (await (await fetch(`${server.url}/api/experts?category=medical${q}`)).json()) as {
        experts: Array<{ id: string; rating: number; isAvailable: boolean }>;
        available: number;
      };
    expect((await read(first)).experts[0]).toMatchObject({ id, rating: 4.2, isAvailable: true });
    expect((await read(first, "&q=every")).available).toBe(1);

    // The second instance's database handle changes the expert (as its dashboard would).
    await second.deps.db.update(experts).set({ rating: 3.1, isAvailable: false }).where(eq(experts.id, id));
    expect((await read(first)).experts[0]).toMatchObject({ id, rating: 3.1, isAvailable: false });
    expect((await read(first, "&q=every")).available).toBe(0);
  });
});

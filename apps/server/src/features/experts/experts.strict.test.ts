/**
 * LISTING_RULES=strict (docs/product.md#listing-rules): lawyers' and CAs' ratings and review counts
 * are not sent, their lists are not in rating order, and a rating sort or filter for them is refused
 * (400); doctors and IT experts are listed as always, and `standard` changes nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PAGE_SIZE } from "@expertconnect/shared/constants";
import { LISTING_MESSAGES } from "@expertconnect/shared/messages/listing-rules";
import { experts } from "../../db/schema/index.ts";
import { completedBooking, expertPerson, person } from "../../test/consultations.ts";
import { startTestServer, type TestServer } from "../../test/harness.ts";

interface Item {
  id: string;
  name: string;
  rating: number | null;
  reviewsCount: number | null;
  experienceYears: number;
}
interface ListBody {
  experts: Item[];
  nextCursor: string | null;
  total: number;
}

let strict: TestServer;
let standard: TestServer;
beforeAll(async () => {
  strict = await startTestServer({ config: { LISTING_RULES: "strict" } });
  standard = await startTestServer();
});
afterAll(async () => {
  await strict.close();
  await standard.close();
});

// More lawyers than a page, rated against their experience, so a rating order would show.
beforeEach(async () => {
  await strict.deps.db.insert(experts).values([
    ...Array.from({ length: PAGE_SIZE + 3 }, (_, i) => ({
      name: `Adv. ${String(i).padStart(2, "0")}`,
      category: "legal",
      specialization: "Civil",
      rating: Math.round((5 - i * 0.2) * 10) / 10 > 0 ? Math.round((5 - i * 0.2) * 10) / 10 : 0,
      reviewsCount: 10 + i,
      experienceYears: i,
      consultationFee: 1000,
    })),
    { name: "CA Rated", category: "financial", specialization: "Tax", rating: 4.8, reviewsCount: 90, experienceYears: 3, consultationFee: 900 },
    { name: "Dr. Low", category: "medical", specialization: "GP", rating: 3.5, reviewsCount: 5, experienceYears: 30, consultationFee: 500 },
    { name: "Dr. High", category: "medical", specialization: "GP", rating: 4.9, reviewsCount: 50, experienceYears: 2, consultationFee: 500 },
  ]);
});

const get = (server: TestServer, query: string) => fetch(`${server.url}/api/experts?${query}`);
async function list(server: TestServer, query: string): Promise<ListBody> {
  const res = await get(server, query);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ListBody;
}
async function all(server: TestServer, query: string): Promise<Item[]> {
  const out: Item[] = [];
  let cursor: string | null = null;
  do {
    const page: ListBody = await list(server, cursor ? `${query}&cursor=${cursor}` : query);
    out.push(...page.experts);
    cursor = page.nextCursor;
  } while (cursor);
  return out;
}

describe("LISTING_RULES=strict", () => {
  it("sends no rating or review count for lawyers and CAs, and lists them by experience, page after page", async () => {
    const lawyers = await all(strict, "category=legal");
    expect(lawyers).toHaveLength(PAGE_SIZE + 3);
    expect(lawyers.every((e) => e.rating === null && e.reviewsCount === null)).toBe(true);
    const years = lawyers.map((e) => e.experienceYears);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    // A search and the other sorts hide them too.
    for (const query of ["category=legal&q=adv", "category=legal&sort=fee", "category=financial&sort=experience", "category=financial"]) {
      const body = await list(strict, query);
      expect(body.experts.length, query).toBeGreaterThan(0);
      expect(body.experts.every((e) => e.rating === null && e.reviewsCount === null), query).toBe(true);
    }
    const page = (await (await fetch(`${strict.url}/api/experts/${lawyers[0]!.id}`)).json()) as Item;
    expect(page).toMatchObject({ rating: null, reviewsCount: null });
  });

  it("refuses a rating sort or the rated-4 filter for lawyers and CAs with 400", async () => {
    for (const query of ["category=legal&sort=rating", "category=financial&rating=4", "category=legal&q=adv&sort=rating"]) {
      const res = await get(strict, query);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(LISTING_MESSAGES.ratingsHidden);
    }
  });

  it("leaves doctors as they are, and `standard` leaves everyone as they are", async () => {
    const doctors = await list(strict, "category=medical&sort=rating");
    expect(doctors.experts.map((e) => [e.name, e.rating])).toEqual([
      ["Dr. High", 4.9],
      ["Dr. Low", 3.5],
    ]);
    const lawyers = await list(standard, "category=legal");
    expect(lawyers.experts[0]).toMatchObject({ name: "Adv. 00", rating: 5, reviewsCount: 10 });
    expect((await get(standard, "category=legal&sort=rating")).status).toBe(200);
  });
});

describe("an expert's reviews", () => {
  it("are not listed for a lawyer in strict mode, and are for a doctor", async () => {
    const reviewed = async (category: string) => {
      const expert = await expertPerson(strict, { category, specialization: category === "legal" ? "Civil" : "GP" });
      const client = await person(strict);
      const booking = await completedBooking(strict, expert, client.id);
      expect((await client.client.post(`/api/reviews/bookings/${booking}`, { stars: 5, text: "Clear and kind" })).status).toBe(201);
      const res = await fetch(`${strict.url}/api/reviews/experts/${expert.expertId}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as { reviews: { stars: number }[] }).reviews;
    };
    expect(await reviewed("legal")).toEqual([]);
    expect((await reviewed("medical")).map((r) => r.stars)).toEqual([5]);
  });
});

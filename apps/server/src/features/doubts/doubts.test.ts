import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { doctorDoubts, doubtAnswers, profiles, users } from "../../db/schema/index.ts";
import { startTestServer, TestClient, type TestServer } from "../../test/harness.ts";
import type { Answer, Doubt, Page } from "./doubts.queries.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MISSING = "00000000-0000-4000-8000-000000000000";
const ANSWER = "This is a helpful answer for you.";

async function signedIn(name = "doc") {
  const client = new TestClient(server.url);
  const id = await client.register(`${name}.${crypto.randomUUID().slice(0, 8)}@example.in`);
  return { client, id };
}

async function ask(client: TestClient, question = "How do you manage resistant hypertension?", category?: string | null): Promise<Doubt> {
  const res = await client.post("/api/doubts", { question, category });
  expect(res.status).toBe(201);
  return (await res.json()) as Doubt;
}

async function answer(client: TestClient, doubtId: string, text = ANSWER): Promise<Answer> {
  const res = await client.post(`/api/doubts/${doubtId}/answers`, { answer: text });
  expect(res.status).toBe(201);
  return (await res.json()) as Answer;
}

async function counts(doubtId: string) {
  const { db } = server.deps;
  const [doubt] = await db.select().from(doctorDoubts).where(eq(doctorDoubts.id, doubtId));
  const [rows] = await db.select({ n: count() }).from(doubtAnswers).where(eq(doubtAnswers.doubtId, doubtId));
  const [accepted] = await db
    .select({ n: count() })
    .from(doubtAnswers)
    .where(sql`${doubtAnswers.doubtId} = ${doubtId} and ${doubtAnswers.isAccepted}`);
  return { answersCount: doubt?.answersCount, rows: rows?.n, accepted: accepted?.n, isResolved: doubt?.isResolved };
}

const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

describe("asking a doubt", () => {
  it("stores the trimmed question, a blank category as null, and shows the author", async () => {
    const { client, id } = await signedIn();
    await server.deps.db.update(profiles).set({ specialization: "Cardiology" }).where(eq(profiles.id, id));
    const doubt = await ask(client, "   Is a beta blocker first line here?  ", "  ");
    expect(doubt).toMatchObject({
      doctorId: id,
      question: "Is a beta blocker first line here?",
      category: null,
      isResolved: false,
      answersCount: 0,
      author: { id, fullName: "Doctor", avatarUrl: null, specialization: "Cardiology" },
    });
    const [row] = await server.deps.db.select().from(doctorDoubts).where(eq(doctorDoubts.id, doubt.id));
    expect(row?.category).toBeNull();
    expect((await ask(client, "Q2", "  Cardiology  ")).category).toBe("Cardiology");
  });

  it("refuses a blank or too long question and a too long category, writing nothing", async () => {
    const { client } = await signedIn();
    const blank = await client.post("/api/doubts", { question: "   ", category: "x" });
    expect(blank.status).toBe(400);
    expect(await errorOf(blank)).toBe("Please enter your question");
    const long = await client.post("/api/doubts", { question: "q".repeat(2001) });
    expect(long.status).toBe(400);
    expect(await errorOf(long)).toBe("Question must be less than 2000 characters");
    const longCategory = await client.post("/api/doubts", { question: "Q", category: "c".repeat(51) });
    expect(await errorOf(longCategory)).toBe("Category must be less than 50 characters");
    expect((await server.deps.db.select({ n: count() }).from(doctorDoubts))[0]?.n).toBe(0);
  });

  it("answers 401 'Not authenticated' to every signed-out write and writes nothing", async () => {
    const { client } = await signedIn();
    const doubt = await ask(client);
    const mine = await answer(client, doubt.id);
    const anon = new TestClient(server.url);
    for (const res of [
      await anon.post("/api/doubts", { question: "Anonymous question?" }),
      await anon.post(`/api/doubts/${doubt.id}/answers`, { answer: ANSWER }),
      await anon.post(`/api/doubts/${doubt.id}/answers/${mine.id}/accept`),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: { message: "Not authenticated" } });
    }
    expect(await counts(doubt.id)).toEqual({ answersCount: 1, rows: 1, accepted: 0, isResolved: false });
    expect((await server.deps.db.select({ n: count() }).from(doctorDoubts))[0]?.n).toBe(1);
  });
});

describe("reading doubts", () => {
  it("lists every doubt exactly once, newest first, across pages (ties broken by id)", async () => {
    const { id } = await signedIn();
    const same = new Date("2026-01-01T10:00:00.123456Z");
    // Six share one timestamp (microseconds included), so only the id orders them.
    const values = Array.from({ length: 11 }, (_, i) => ({
      doctorId: id,
      question: `Question ${i}`,
      createdAt: i < 6 ? same : new Date(Date.UTC(2026, 0, 2, 0, 0, i)),
    }));
    await server.deps.db.insert(doctorDoubts).values(values);
    await server.deps.db.execute(sql`update doctor_doubts set created_at = '2026-01-01T10:00:00.123456Z' where question in ('Question 0','Question 1','Question 2','Question 3','Question 4','Question 5')`);

    const seen: Doubt[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await fetch(`${server.url}/api/doubts?limit=4${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.status).toBe(200);
      const page = (await res.json()) as Page<Doubt>;
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(11);
    expect(new Set(seen.map((d) => d.id)).size).toBe(11);
    const all = (await (await fetch(`${server.url}/api/doubts?limit=50`)).json()) as Page<Doubt>;
    expect(seen.map((d) => d.id)).toEqual(all.items.map((d) => d.id));
    expect(all.nextCursor).toBeNull();
    expect(seen.slice(0, 5).map((d) => d.question)).toEqual(["Question 10", "Question 9", "Question 8", "Question 7", "Question 6"]);
    const tied = seen.slice(5).map((d) => d.id);
    expect(tied).toEqual([...tied].sort().reverse());
  });

  it("refuses a cursor it did not make with 400", async () => {
    for (const bad of ["nonsense", Buffer.from("x|y").toString("base64url"), Buffer.from(`2026-01-01T00:00:00.000000Z|${MISSING}|1`).toString("base64url")]) {
      const res = await fetch(`${server.url}/api/doubts?cursor=${bad}`);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toBe("Invalid cursor");
    }
  });

  it("shows one doubt with its author and its answers newest first, paginated", async () => {
    const { client } = await signedIn();
    const doubt = await ask(client, "Dosage question?", "Pharmacology");
    const fetched = (await (await fetch(`${server.url}/api/doubts/${doubt.id}`)).json()) as Doubt;
    expect(fetched).toEqual(doubt);
    const posted: Answer[] = [];
    for (let i = 0; i < 5; i++) posted.push(await answer(client, doubt.id, `Answer number ${i} for you`));
    const first = (await (await fetch(`${server.url}/api/doubts/${doubt.id}/answers?limit=3`)).json()) as Page<Answer>;
    const second = (await (await fetch(`${server.url}/api/doubts/${doubt.id}/answers?limit=3&cursor=${first.nextCursor}`)).json()) as Page<Answer>;
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].map((a) => a.answer)).toEqual(posted.map((a) => a.answer).reverse());
    expect(first.items[0]?.author.fullName).toBe("Doctor");
  });

  it("answers 404 JSON for unknown and malformed ids, never 500", async () => {
    const { client } = await signedIn();
    const doubt = await ask(client);
    for (const path of [`/api/doubts/${MISSING}`, "/api/doubts/not-a-uuid", "/api/doubts/1'%20or%201=1", `/api/doubts/${MISSING}/answers`, "/api/doubts/xyz/answers"]) {
      const res = await fetch(server.url + path);
      expect(res.status, path).toBe(404);
      expect(await errorOf(res)).toBe("Doubt not found");
    }
    for (const path of [`/api/doubts/${MISSING}/answers`, "/api/doubts/xyz/answers"]) {
      const res = await client.post(path, { answer: ANSWER });
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toBe("Doubt not found");
    }
    for (const path of [`/api/doubts/${doubt.id}/answers/${MISSING}/accept`, `/api/doubts/${doubt.id}/answers/nope/accept`]) {
      const res = await client.post(path);
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toBe("Answer not found");
    }
    expect((await client.post(`/api/doubts/nope/answers/${MISSING}/accept`)).status).toBe(404);
  });
});

describe("answering", () => {
  it("keeps answers_count equal to the rows under 30 simultaneous answers", async () => {
    const asker = await signedIn("asker");
    const doubt = await ask(asker.client);
    const helpers = await Promise.all([signedIn("h1"), signedIn("h2"), signedIn("h3")]);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => helpers[i % 3]!.client.post(`/api/doubts/${doubt.id}/answers`, { answer: `Concurrent answer ${i}` })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(30).fill(201));
    expect(await counts(doubt.id)).toMatchObject({ answersCount: 30, rows: 30 });
    const shown = (await (await fetch(`${server.url}/api/doubts/${doubt.id}`)).json()) as Doubt;
    expect(shown.answersCount).toBe(30);
  });

  it("refuses a 9-character and a 2001-character answer with the documented messages, writing nothing", async () => {
    const { client } = await signedIn();
    const doubt = await ask(client);
    const short = await client.post(`/api/doubts/${doubt.id}/answers`, { answer: "  123456789   " });
    expect(short.status).toBe(400);
    expect(await errorOf(short)).toBe("Answer must be at least 10 characters");
    const long = await client.post(`/api/doubts/${doubt.id}/answers`, { answer: "a".repeat(2001) });
    expect(long.status).toBe(400);
    expect(await errorOf(long)).toBe("Answer must be less than 2000 characters");
    expect(await counts(doubt.id)).toMatchObject({ answersCount: 0, rows: 0 });
    const ok = await answer(client, doubt.id, `  ${"a".repeat(2000)}  `);
    expect(ok.answer).toHaveLength(2000);
    expect(await counts(doubt.id)).toMatchObject({ answersCount: 1, rows: 1 });
  });

  it("answers 404 when the doubt has vanished, leaving nothing behind", async () => {
    const { client } = await signedIn();
    const doubt = await ask(client);
    await server.deps.db.delete(doctorDoubts).where(eq(doctorDoubts.id, doubt.id));
    const res = await client.post(`/api/doubts/${doubt.id}/answers`, { answer: ANSWER });
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toBe("Doubt not found");
    expect((await server.deps.db.select({ n: count() }).from(doubtAnswers))[0]?.n).toBe(0);
  });
});

describe("accepting an answer", () => {
  it("lets only the asker accept (403 for anyone else, nothing changes)", async () => {
    const asker = await signedIn("asker");
    const other = await signedIn("other");
    const doubt = await ask(asker.client);
    const theirs = await answer(other.client, doubt.id);
    const res = await other.client.post(`/api/doubts/${doubt.id}/answers/${theirs.id}/accept`);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toBe("Only the doctor who asked can accept an answer");
    expect(await counts(doubt.id)).toMatchObject({ accepted: 0, isResolved: false });
  });

  it("moves the mark to a second answer, keeps exactly one accepted, and resolves the doubt", async () => {
    const asker = await signedIn("asker");
    const helper = await signedIn("helper");
    const doubt = await ask(asker.client);
    const first = await answer(helper.client, doubt.id, "First answer, quite helpful");
    const second = await answer(helper.client, doubt.id, "Second answer, even better");

    expect((await asker.client.post(`/api/doubts/${doubt.id}/answers/${first.id}/accept`)).status).toBe(200);
    expect(await counts(doubt.id)).toMatchObject({ accepted: 1, isResolved: true });

    const res = await asker.client.post(`/api/doubts/${doubt.id}/answers/${second.id}/accept`);
    expect(res.status).toBe(200);
    expect(await counts(doubt.id)).toMatchObject({ accepted: 1, isResolved: true, answersCount: 2 });
    const page = (await (await fetch(`${server.url}/api/doubts/${doubt.id}/answers`)).json()) as Page<Answer>;
    expect(page.items.map((a) => [a.id, a.isAccepted])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const shown = (await (await fetch(`${server.url}/api/doubts/${doubt.id}`)).json()) as Doubt;
    expect(shown.isResolved).toBe(true);

    // Accepting again is harmless; racing accepts still leave exactly one.
    const race = await Promise.all([
      asker.client.post(`/api/doubts/${doubt.id}/answers/${first.id}/accept`),
      asker.client.post(`/api/doubts/${doubt.id}/answers/${second.id}/accept`),
      asker.client.post(`/api/doubts/${doubt.id}/answers/${second.id}/accept`),
    ]);
    expect(race.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await counts(doubt.id)).toMatchObject({ accepted: 1 });
  });

  it("answers 404 for an answer that belongs to another doubt", async () => {
    const asker = await signedIn("asker");
    const mine = await ask(asker.client, "Mine?");
    const otherDoubt = await ask(asker.client, "Other?");
    const elsewhere = await answer(asker.client, otherDoubt.id);
    const res = await asker.client.post(`/api/doubts/${mine.id}/answers/${elsewhere.id}/accept`);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toBe("Answer not found");
    expect(await counts(otherDoubt.id)).toMatchObject({ accepted: 0, isResolved: false });
  });
});

describe("answers that go away", () => {
  it("an answerer's account deleted: the count drops with the answers, and losing the accepted one reopens the doubt", async () => {
    const asker = await signedIn("asker");
    const leaving = await signedIn("leaving");
    const staying = await signedIn("staying");
    const doubt = await ask(asker.client);
    const other = await ask(asker.client, "A second doubt the same doctor answered?");
    const accepted = await answer(leaving.client, doubt.id, "Accepted answer from a doctor who leaves");
    await answer(leaving.client, doubt.id, "Another answer from the doctor who leaves");
    await answer(staying.client, doubt.id, "An answer from a doctor who stays");
    await answer(leaving.client, other.id, "An answer to the second doubt");
    await answer(staying.client, other.id, "The stayer's answer to the second doubt");
    expect((await asker.client.post(`/api/doubts/${doubt.id}/answers/${accepted.id}/accept`)).status).toBe(200);
    expect(await counts(doubt.id)).toEqual({ answersCount: 3, rows: 3, accepted: 1, isResolved: true });

    // Deleting the user removes their answers by cascade; the doubts keep true counts.
    await server.deps.db.delete(users).where(eq(users.id, leaving.id));
    expect(await counts(doubt.id)).toEqual({ answersCount: 1, rows: 1, accepted: 0, isResolved: false });
    expect(await counts(other.id)).toEqual({ answersCount: 1, rows: 1, accepted: 0, isResolved: false });
  });

  it("a resolved doubt stays resolved when an answer other than the accepted one goes", async () => {
    const asker = await signedIn("asker");
    const helper = await signedIn("helper");
    const doubt = await ask(asker.client);
    const kept = await answer(asker.client, doubt.id, "The asker's own answer, accepted");
    const gone = await answer(helper.client, doubt.id, "An answer that will be removed");
    expect((await asker.client.post(`/api/doubts/${doubt.id}/answers/${kept.id}/accept`)).status).toBe(200);
    await server.deps.db.delete(doubtAnswers).where(eq(doubtAnswers.id, gone.id));
    expect(await counts(doubt.id)).toEqual({ answersCount: 1, rows: 1, accepted: 1, isResolved: true });
  });

  it("deleting the asker removes the doubt with its answers", async () => {
    const asker = await signedIn("asker");
    const helper = await signedIn("helper");
    const doubt = await ask(asker.client);
    await answer(helper.client, doubt.id);
    await server.deps.db.delete(users).where(eq(users.id, asker.id));
    expect(await counts(doubt.id)).toEqual({ answersCount: undefined, rows: 0, accepted: 0, isResolved: undefined });
  });
});

/** The database itself refuses bad rows: each kind is inserted directly and must fail. */
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { testDatabase } from "../test/harness.ts";
import { pgErrorCode, rows } from "./client.ts";
import type { Db } from "./client.ts";

let db: Db;
let userId: string;
let expertId: string;
let doubtId: string;

async function expectRefused(statement: ReturnType<typeof sql>, code: string) {
  let caught: unknown;
  try {
    await db.execute(statement);
  } catch (err) {
    caught = err;
  }
  expect(caught, "the database accepted a bad row").toBeDefined();
  expect(pgErrorCode(caught)).toBe(code);
}

beforeEach(async () => {
  db = (await testDatabase()).db;
  const u = await rows<{ id: string }>(db, sql`insert into users (email) values ('c@example.in') returning id`);
  userId = u[0]!.id;
  const e = await rows<{ id: string }>(db, 
    sql`insert into experts (name, category, specialization, rating, consultation_fee) values ('Dr. A', 'medical', 'GP', 4.5, 500) returning id`,
  );
  expertId = e[0]!.id;
  const d = await rows<{ id: string }>(db, 
    sql`insert into doctor_doubts (doctor_id, question) values (${userId}, 'Q?') returning id`,
  );
  doubtId = d[0]!.id;
});

const CHECK = "23514";
const NOT_NULL = "23502";
const FK = "23503";
const UNIQUE = "23505";
const EXCLUSION = "23P01";

describe("database constraints", () => {
  it("creates a profile for every new user", async () => {
    const p = await rows(db, sql`select id from profiles where id = ${userId}`);
    expect(p).toHaveLength(1);
  });

  it("refuses bad experts", async () => {
    await expectRefused(sql`insert into experts (name, category, specialization) values ('X', 'astrology', 'Y')`, CHECK);
    await expectRefused(sql`insert into experts (name, category, specialization, rating) values ('X', 'legal', 'Y', 5.5)`, CHECK);
    await expectRefused(sql`insert into experts (name, category, specialization, rating) values ('X', 'legal', 'Y', -1)`, CHECK);
    await expectRefused(sql`insert into experts (name, category, specialization, consultation_fee) values ('X', 'legal', 'Y', -10)`, CHECK);
    await expectRefused(sql`insert into experts (name, category, specialization, reviews_count) values ('X', 'legal', 'Y', -1)`, CHECK);
    await expectRefused(sql`insert into experts (name, category, specialization) values ('  ', 'legal', 'Y')`, CHECK);
    await expectRefused(sql`insert into experts (name, category) values ('X', 'legal')`, NOT_NULL);
    await expectRefused(sql`insert into experts (name, category, specialization, user_id) values ('X', 'legal', 'Y', gen_random_uuid())`, FK);
  });

  it("refuses bad bookings", async () => {
    const at = sql`'2030-01-01 10:00+05:30'::timestamptz`;
    const end = sql`'2030-01-01 10:30+05:30'::timestamptz`;
    const insert = (status: string, type: string, amount: number, expert = sql`${expertId}::uuid`) =>
      sql`insert into bookings (user_id, expert_id, status, scheduled_at, ends_at, consultation_type, amount) values (${userId}, ${expert}, ${status}, ${at}, ${end}, ${type}, ${amount})`;
    await expectRefused(insert("accepted", "video", 100), CHECK);
    await expectRefused(insert("pending", "fax", 100), CHECK);
    await expectRefused(insert("pending", "video", -1), CHECK);
    await expectRefused(insert("pending", "video", 1, sql`gen_random_uuid()`), FK);
    await expectRefused(
      sql`insert into bookings (user_id, expert_id, scheduled_at, ends_at, consultation_type, notes) values (${userId}, ${expertId}, ${at}, ${end}, 'chat', ${"n".repeat(501)})`,
      CHECK,
    );
    await expectRefused(
      sql`insert into bookings (user_id, expert_id, scheduled_at, ends_at, consultation_type) values (${userId}, ${expertId}, ${end}, ${at}, 'chat')`,
      CHECK,
    );
  });

  it("refuses a second active booking of one expert, or one user, at an overlapping time", async () => {
    const other = await rows<{ id: string }>(db, sql`insert into users (email) values ('d@example.in') returning id`);
    const otherId = other[0]!.id;
    const expert2 = await rows<{ id: string }>(db, 
      sql`insert into experts (name, category, specialization) values ('Adv. B', 'legal', 'Tax') returning id`,
    );
    const book = (user: string, expert: string, status = "pending") =>
      sql`insert into bookings (user_id, expert_id, status, scheduled_at, ends_at, consultation_type) values (${user}, ${expert}, ${status}, '2030-01-01 10:00+05:30', '2030-01-01 10:30+05:30', 'video')`;
    await db.execute(book(userId, expertId));
    await expectRefused(book(otherId, expertId), EXCLUSION);
    await expectRefused(book(userId, expert2[0]!.id), EXCLUSION);
    // A cancelled booking does not hold the slot.
    await db.execute(sql`update bookings set status = 'cancelled'`);
    await db.execute(book(otherId, expertId));
  });

  it("refuses bad profiles", async () => {
    await expectRefused(sql`update profiles set full_name = 'A' where id = ${userId}`, CHECK);
    await expectRefused(sql`update profiles set phone = '0123' where id = ${userId}`, CHECK);
    await expectRefused(sql`update profiles set bio = ${"b".repeat(501)} where id = ${userId}`, CHECK);
    await expectRefused(sql`insert into profiles (id) values (gen_random_uuid())`, FK);
  });

  it("refuses bad posts, videos, doubts and answers", async () => {
    await expectRefused(sql`insert into doctor_posts (doctor_id, content) values (${userId}, '   ')`, CHECK);
    await expectRefused(sql`insert into doctor_posts (doctor_id, content, likes_count) values (${userId}, 'x', -1)`, CHECK);
    await expectRefused(sql`insert into doctor_posts (doctor_id, content) values (gen_random_uuid(), 'x')`, FK);
    await expectRefused(sql`insert into doctor_videos (doctor_id, title, video_url) values (${userId}, ' ', 'k')`, CHECK);
    await expectRefused(
      sql`insert into doctor_videos (doctor_id, title, video_url, views_count) values (${userId}, 't', 'k', -1)`,
      CHECK,
    );
    await expectRefused(sql`insert into doctor_doubts (doctor_id, question) values (${userId}, '')`, CHECK);
    await expectRefused(sql`update doctor_doubts set answers_count = -1 where id = ${doubtId}`, CHECK);
    await expectRefused(
      sql`insert into doubt_answers (doubt_id, doctor_id, answer) values (${doubtId}, ${userId}, 'too short')`,
      CHECK,
    );
    await expectRefused(
      sql`insert into doubt_answers (doubt_id, doctor_id, answer) values (gen_random_uuid(), ${userId}, 'long enough answer')`,
      FK,
    );
    await db.execute(
      sql`insert into doubt_answers (doubt_id, doctor_id, answer, is_accepted) values (${doubtId}, ${userId}, 'first accepted answer', true)`,
    );
    await expectRefused(
      sql`insert into doubt_answers (doubt_id, doctor_id, answer, is_accepted) values (${doubtId}, ${userId}, 'second accepted answer', true)`,
      UNIQUE,
    );
  });

  it("refuses a duplicate e-mail and a bad deletion request", async () => {
    await expectRefused(sql`insert into users (email) values ('c@example.in')`, UNIQUE);
    await expectRefused(
      sql`insert into deletion_requests (email, phone, full_name) values ('a@b.in', '9876543210', 'Asha')`,
      CHECK,
    );
  });
});

/**
 * Loads the bench's data set into a freshly migrated database with set-based SQL
 * (INSERT … SELECT … FROM generate_series, in batches), the same statements on PGlite and PostgreSQL.
 * Ids are md5-derived from an index, so bookings and answers can point at experts, users and doubts
 * without joins, and the bench can name any row it needs. Every constraint holds: bookings never
 * overlap per expert or per user, slots are IST half-hours of TIME_SLOTS, answers are 10..2000
 * characters and each doubt's answers_count is the number of its answers.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { APP_TIME_ZONE, TIME_SLOTS } from "@expertconnect/shared/constants";
import { APP_UTC_OFFSET } from "@expertconnect/shared/schemas/bookings";
import { rows, type Db } from "../apps/server/src/db/client.ts";
import type { Scale } from "./options.ts";

/** The uuid that `md5(text)::uuid` gives in SQL. */
export function md5Uuid(text: string): string {
  const h = createHash("md5").update(text).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
export const benchUserId = (i: number) => md5Uuid(`bench-user-${i}`);
export const benchExpertId = (i: number) => md5Uuid(`bench-expert-${i}`);
export const benchDoubtId = (i: number) => md5Uuid(`bench-doubt-${i}`);

export const CATEGORIES = ["medical", "legal", "financial", "tech"] as const;
/** Expert i is in CATEGORIES[i % 4]; slots of generated bookings lie within this many days of today. */
export const BOOKING_DAYS_EACH_SIDE = 14;

const FIRST = [
  "Aarav", "Vivaan", "Aditya", "Vihaan", "Arjun", "Sai", "Reyansh", "Ayaan", "Krishna", "Ishaan",
  "Ananya", "Diya", "Aadhya", "Saanvi", "Pari", "Anika", "Navya", "Myra", "Sara", "Ira",
  "Rohan", "Kabir", "Dev", "Aryan", "Nikhil", "Rahul", "Priya", "Neha", "Kavya", "Meera",
  "Farhan", "Zoya", "Harpreet", "Gurleen", "Tenzin", "Lalit", "Suresh", "Lakshmi", "Deepa", "Anil",
];
const LAST = [
  "Sharma", "Verma", "Gupta", "Iyer", "Reddy", "Nair", "Menon", "Pillai", "Rao", "Patel",
  "Shah", "Mehta", "Desai", "Joshi", "Kulkarni", "Banerjee", "Chatterjee", "Mukherjee", "Das", "Bose",
  "Singh", "Kaur", "Gill", "Sandhu", "Khan", "Qureshi", "Ansari", "Fernandes", "D'Souza", "Pinto",
  "Agarwal", "Bansal", "Goel", "Mittal", "Jain", "Chauhan", "Rathore", "Yadav", "Mishra", "Tiwari",
  "Pandey", "Dubey", "Saxena", "Srivastava", "Kapoor", "Malhotra", "Khanna", "Chopra", "Bhatia", "Sethi",
  "Naidu", "Hegde", "Shetty", "Kamath", "Bhat", "Acharya", "Ghosh", "Sen", "Dutta", "Roy",
];
/** 12 specializations per category, in CATEGORIES order. */
const SPECIALIZATIONS = [
  "Cardiologist", "Dermatologist", "Pediatrician", "Neurologist", "Orthopedic Surgeon", "Gynecologist",
  "Psychiatrist", "ENT Specialist", "Ophthalmologist", "General Physician", "Endocrinologist", "Dentist",
  "Criminal Lawyer", "Family Lawyer", "Corporate Lawyer", "Property Lawyer", "Tax Lawyer", "Labour Lawyer",
  "Civil Lawyer", "Cyber Law Expert", "Immigration Lawyer", "Consumer Lawyer", "IP Lawyer", "Banking Lawyer",
  "Tax Consultant", "GST Expert", "Audit Specialist", "Investment Advisor", "Startup CA", "Insurance Advisor",
  "Wealth Manager", "Company Secretary", "Payroll Expert", "Forensic Accountant", "Loan Advisor", "Retirement Planner",
  "Cloud Architect", "Cybersecurity Expert", "Data Scientist", "DevOps Engineer", "Mobile Developer", "Web Developer",
  "AI/ML Engineer", "Database Admin", "Network Engineer", "UI/UX Designer", "Blockchain Developer", "IT Consultant",
];
const LANGUAGES = ["Hindi", "Tamil", "Telugu", "Kannada", "Malayalam", "Bengali", "Marathi", "Gujarati", "Punjabi"];
const POST_TEXT = [
  "Sharing a case of atypical chest pain in a young adult; ECG normal, troponin negative.",
  "Reminder: dengue season is here. Watch platelet counts and warning signs closely.",
  "New guidelines on hypertension management were published this week. Thoughts?",
  "Interesting dermatology presentation today: annular plaques with central clearing.",
  "A quick summary of the latest evidence on vitamin D supplementation in adults.",
  "Paediatric fever protocol we use in our clinic, open for suggestions from colleagues.",
  "Tips for counselling patients with newly diagnosed type 2 diabetes.",
  "Case discussion: recurrent syncope in an elderly patient on multiple medications.",
];
const DOUBT_TEXT = [
  "What is your first-line treatment for resistant hypertension in CKD patients?",
  "How do you manage a patient with persistent cough after a viral infection?",
  "Which antibiotic do you prefer for uncomplicated UTI in pregnancy?",
  "Any experience with SGLT2 inhibitors in non-diabetic heart failure patients?",
  "How often do you repeat thyroid function tests after dose changes?",
];
const DOUBT_CATEGORIES = ["Cardiology", "Pulmonology", "Infectious Diseases", "Endocrinology", "General Medicine"];
const ANSWER_TEXT = [
  "In my practice I start with a low dose and titrate every two weeks while monitoring closely.",
  "Guidelines suggest reassessing after six weeks; individualise based on comorbidities.",
  "I would rule out secondary causes first, then consider adding a second agent.",
  "We have had good outcomes with this approach, but watch renal function carefully.",
  "Consider referral if there is no improvement after the initial trial of therapy.",
];

/** A SQL array literal of text values, 1-based in SQL. */
const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]::text[]`);
const pick = (values: readonly string[], index: ReturnType<typeof sql.raw>) =>
  sql`(${textArray(values)})[1 + ((${index}) % ${values.length})]`;

export interface GenerateReport {
  seconds: Record<string, number>;
  counts: Record<string, number>;
}

type Log = (line: string) => void;

/**
 * Runs the statement over [0, total) in batches, one transaction each. With `trusted`, the
 * transaction skips the foreign-key triggers (as pg_restore --disable-triggers does): every
 * reference is made from an index whose row was inserted before, and verifyReferences() checks
 * them all once at the end. CHECK and EXCLUDE constraints are not triggers and stay in force.
 */
async function inBatches(
  db: Db,
  total: number,
  batch: number,
  statement: (from: number, to: number) => ReturnType<typeof sql>,
  trusted = false,
) {
  for (let from = 0; from < total; from += batch) {
    const to = Math.min(total, from + batch) - 1;
    await db.transaction(async (tx) => {
      if (trusted) await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(statement(from, to));
    });
  }
}

/**
 * Every reference the trusted batches skipped resolves, and every doubt's answers_count is its
 * number of answers; throws otherwise.
 */
export async function verifyData(db: Db): Promise<void> {
  const checks = {
    postsWithoutDoctor: sql`select count(*) from doctor_posts p where not exists (select 1 from users u where u.id = p.doctor_id)`,
    videosWithoutDoctor: sql`select count(*) from doctor_videos v where not exists (select 1 from users u where u.id = v.doctor_id)`,
    doubtsWithoutDoctor: sql`select count(*) from doctor_doubts d where not exists (select 1 from users u where u.id = d.doctor_id)`,
    answersWithoutDoubt: sql`select count(*) from doubt_answers a where not exists (select 1 from doctor_doubts d where d.id = a.doubt_id)`,
    answersWithoutDoctor: sql`select count(*) from doubt_answers a where not exists (select 1 from users u where u.id = a.doctor_id)`,
    bookingsWithoutUser: sql`select count(*) from bookings b where not exists (select 1 from users u where u.id = b.user_id)`,
    bookingsWithoutExpert: sql`select count(*) from bookings b where not exists (select 1 from experts e where e.id = b.expert_id)`,
    wrongAnswerCounts: sql`select count(*) from doctor_doubts d
      left join (select doubt_id, count(*)::int as n from doubt_answers group by doubt_id) a on a.doubt_id = d.id
      where d.answers_count <> coalesce(a.n, 0)`,
  };
  for (const [name, query] of Object.entries(checks)) {
    const [result] = await rows<{ count: number | string }>(db, query);
    const bad = Number(result?.count ?? 0);
    if (bad !== 0) throw new Error(`generated data is inconsistent: ${name} = ${bad}`);
  }
}

export async function generateData(db: Db, scale: Scale, log: Log = () => undefined): Promise<GenerateReport> {
  const seconds: Record<string, number> = {};
  const step = async (name: string, work: () => Promise<void>) => {
    const started = performance.now();
    await work();
    seconds[name] = Math.round((performance.now() - started) / 100) / 10;
    log(`  ${name.padEnd(10)} ${seconds[name].toFixed(1).padStart(6)} s`);
  };
  const { users, doctors, experts, posts, videos, doubts, answersPerDoubt, bookings, batch } = scale;
  const i = sql.raw("i");

  await step("users", () =>
    inBatches(db, users, batch, (from, to) => sql`
      insert into users (id, name, email, email_verified)
      select md5('bench-user-' || i)::uuid,
        'Dr. ' || ${pick(FIRST, i)} || ' ' || ${pick(LAST, sql`i / ${FIRST.length}`)},
        'bench.user.' || i || '@example.in', true
      from generate_series(${from}::int, ${to}::int) i`),
  );
  // The users_create_profile trigger made the profiles; doctors also get a specialization.
  await step("profiles", async () => {
    await db.execute(sql`
      update profiles set specialization = ${pick(SPECIALIZATIONS.slice(0, 12), sql`g.i`)}
      from generate_series(0, ${doctors - 1}::int) g(i)
      where profiles.id = md5('bench-user-' || g.i)::uuid`);
  });

  await step("experts", () =>
    inBatches(db, experts, batch, (from, to) => sql`
      insert into experts (id, name, category, specialization, rating, reviews_count, experience_years,
        consultation_fee, is_verified, is_available, bio, education, languages, created_at)
      select md5('bench-expert-' || i)::uuid,
        case when i % 4 = 0 then 'Dr. ' else '' end || ${pick(FIRST, sql`i / 4`)} || ' ' || ${pick(LAST, sql`i / ${4 * FIRST.length}`)},
        (${textArray(CATEGORIES)})[1 + i % 4],
        (${textArray(SPECIALIZATIONS)})[1 + (i % 4) * 12 + (i / 4) % 12],
        ((i * 7) % 51) / 10.0,
        (i * 13) % 500,
        1 + i % 35,
        300 + (i % 20) * 100,
        i % 3 <> 0,
        i % 10 <> 0,
        'Helping clients for over ' || (1 + i % 35) || ' years with clear, practical advice.',
        'Graduate of a leading Indian university',
        array['English', ${pick(LANGUAGES, i)}],
        now() - i * interval '1 minute'
      from generate_series(${from}::int, ${to}::int) i`),
  );

  await step("posts", () =>
    inBatches(db, posts, batch, (from, to) => sql`
      insert into doctor_posts (doctor_id, content, likes_count, comments_count, created_at)
      select md5('bench-user-' || (i % ${doctors}))::uuid,
        'Note ' || i || ': ' || ${pick(POST_TEXT, i)},
        i % 21, i % 3,
        now() - interval '1 minute' - i * interval '30 seconds'
      from generate_series(${from}::int, ${to}::int) i`, true),
  );

  // Post i (newest first) has i % 21 likes and i % 3 comments, as its counts say: ten likes and one
  // comment a post on average, so 10,000,000 likes and 1,000,000 comments over 1,000,000 posts.
  // The counts were written with the posts, so the triggers that keep them are bypassed here.
  await step("post index", async () => {
    await db.execute(sql`drop table if exists bench_post_index`);
    await db.execute(sql`create unlogged table bench_post_index as
      select id, (row_number() over (order by created_at desc, id) - 1)::int as i from doctor_posts`);
    await db.execute(sql`create index on bench_post_index (i)`);
  });
  const postBatch = Math.max(1, Math.floor(batch / 10));
  await step("likes", () =>
    inBatches(db, posts, postBatch, (from, to) => sql`
      insert into post_likes (post_id, user_id)
      select p.id, md5('bench-user-' || ((p.i * 31 + j * 97) % ${users}))::uuid
      from bench_post_index p cross join lateral generate_series(0, p.i % 21 - 1) j
      where p.i between ${from}::int and ${to}::int`, true),
  );
  await step("comments", () =>
    inBatches(db, posts, batch, (from, to) => sql`
      insert into comments (post_id, author_id, body, created_at)
      select p.id, md5('bench-user-' || ((p.i * 13 + j * 7 + 1) % ${users}))::uuid,
        'Thanks for sharing case ' || p.i || '.', now() - p.i * interval '30 seconds' + (j + 1) * interval '1 second'
      from bench_post_index p cross join lateral generate_series(0, p.i % 3 - 1) j
      where p.i between ${from}::int and ${to}::int`, true),
  );
  await db.execute(sql`drop table bench_post_index`);
  // Each user follows five doctors (never themselves); the counts on profiles are not kept here.
  await step("follows", () =>
    inBatches(db, scale.follows, batch, (from, to) => sql`
      insert into follows (follower_id, followee_id)
      select md5('bench-user-' || (k / 5))::uuid, md5('bench-user-' || (((k / 5) * 11 + (k % 5) * 37 + 1) % ${doctors}))::uuid
      from generate_series(${from}::int, ${to}::int) k
      where (k / 5) <> (((k / 5) * 11 + (k % 5) * 37 + 1) % ${doctors})
      on conflict do nothing`, true),
  );

  await step("videos", () =>
    inBatches(db, videos, batch, (from, to) => sql`
      insert into doctor_videos (doctor_id, title, description, video_url, mime_type, size_bytes, duration_seconds, views_count, created_at)
      select md5('bench-user-' || (i % ${doctors}))::uuid,
        'Clinical talk ' || i,
        'A short talk for colleagues.',
        'doctor-videos/bench/' || i || '.mp4', 'video/mp4', 1000000 + i, 60 + i % 600, (i * 11) % 5000,
        now() - interval '1 minute' - i * interval '50 minutes' - interval '7 seconds'
      from generate_series(${from}::int, ${to}::int) i`, true),
  );

  await step("doubts", () =>
    inBatches(db, doubts, batch, (from, to) => sql`
      insert into doctor_doubts (id, doctor_id, question, category, is_resolved, answers_count, created_at)
      select md5('bench-doubt-' || i)::uuid, md5('bench-user-' || (i % ${doctors}))::uuid,
        ${pick(DOUBT_TEXT, i)} || ' (case ' || i || ')',
        ${pick(DOUBT_CATEGORIES, i)},
        i % 3 = 0, ${answersPerDoubt},
        now() - interval '1 hour' - i * interval '5 minutes'
      from generate_series(${from}::int, ${to}::int) i`, true),
  );

  // Answer i belongs to doubt i / answersPerDoubt; the first answer of every third doubt is the accepted one.
  await step("answers", () =>
    inBatches(db, doubts * answersPerDoubt, batch, (from, to) => sql`
      insert into doubt_answers (doubt_id, doctor_id, answer, is_accepted, created_at)
      select md5('bench-doubt-' || (i / ${answersPerDoubt}))::uuid,
        md5('bench-user-' || ((i * 7 + 1) % ${doctors}))::uuid,
        ${pick(ANSWER_TEXT, i)},
        i % ${answersPerDoubt} = 0 and (i / ${answersPerDoubt}) % 3 = 0,
        now() - interval '1 hour' - (i / ${answersPerDoubt}) * interval '5 minutes' + (1 + i % ${answersPerDoubt}) * interval '1 minute'
      from generate_series(${from}::int, ${to}::int) i`, true),
  );

  // Booking i: user i % users, expert i % experts, slot t = (i / users) * P + i % P with P dividing
  // users, so one user's bookings (i ≡ u mod users) have different t, and so do one expert's
  // (experts is a multiple of users, so their i / users differ). t counts half-hour slots from
  // BOOKING_DAYS_EACH_SIDE days ago; past ones are completed or cancelled, later ones pending or confirmed.
  const P = 50;
  if (users % P !== 0 || experts % users !== 0) throw new Error("scale: users must divide by 50 and experts by users");
  const slotsPerDay = TIME_SLOTS.length;
  await step("bookings", () =>
    inBatches(db, bookings, batch, (from, to) => sql`
      insert into bookings (user_id, expert_id, status, scheduled_at, ends_at, consultation_type, amount, notes)
      select md5('bench-user-' || (b.i % ${users}))::uuid, md5('bench-expert-' || (b.i % ${experts}))::uuid,
        case when b.at <= now() then (case when b.i % 5 = 0 then 'cancelled' else 'completed' end)
             else (case when b.i % 3 = 0 then 'confirmed' else 'pending' end) end,
        b.at, b.at + interval '30 minutes',
        (array['video','voice','chat'])[1 + b.i % 3],
        300 + ((b.i % ${experts}) % 20) * 100,
        case when b.i % 4 = 0 then 'Please call on time.' end
      from (
        select i, (
          ((now() at time zone '${sql.raw(APP_TIME_ZONE)}')::date - ${BOOKING_DAYS_EACH_SIDE}::int + (t / ${slotsPerDay})::int)::text
          || ' ' || (${textArray(TIME_SLOTS)})[1 + t % ${slotsPerDay}] || ':00${sql.raw(APP_UTC_OFFSET)}')::timestamptz as at
        from (select i, (i / ${users}) * ${P} + i % ${P} as t from generate_series(${from}::int, ${to}::int) i) s
      ) b`, true),
  );

  await step("verify", () => verifyData(db));

  await step("analyze", async () => {
    // As autovacuum would: statistics for the planner and a visibility map for index-only scans.
    await db.execute(sql`vacuum analyze`);
  });

  const [row] = await rows<Record<string, number>>(
    db,
    sql`select
      (select count(*) from users)::int as users, (select count(*) from experts)::int as experts,
      (select count(*) from doctor_posts)::int as posts, (select count(*) from doctor_videos)::int as videos,
      (select count(*) from doctor_doubts)::int as doubts, (select count(*) from doubt_answers)::int as answers,
      (select count(*) from bookings)::int as bookings`,
  );
  return { seconds, counts: row ?? {} };
}

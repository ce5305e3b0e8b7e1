/**
 * Doubts and their answers. Lists are keyset-paginated on (created_at, id) newest first; the cursor
 * carries the timestamp at microsecond precision so no row is skipped or repeated between pages.
 */
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { DOUBT_MESSAGES, type CreateDoubt } from "@expertconnect/shared/schemas/doubts";
import type { Db } from "../../db/client.ts";
import { literalLimit, preparedPerDb } from "../../db/prepared.ts";
import { doctorDoubts, doubtAnswers, profiles } from "../../db/schema/index.ts";
import { encodeCursor, type Cursor } from "../../lib/cursor.ts";
import { forbidden, isUuid, notFound } from "../../lib/errors.ts";
import type { Notifier } from "../../lib/notifier.ts";
import { visibleTo } from "../../lib/visibility.ts";

export interface Author {
  id: string;
  fullName: string;
  avatarUrl: string | null;
  specialization: string | null;
}

export interface Doubt {
  id: string;
  doctorId: string;
  question: string;
  category: string | null;
  isResolved: boolean;
  answersCount: number;
  /** hidden by moderators: only its author sees it, labelled (docs/product.md#moderation) */
  hidden: boolean;
  createdAt: string;
  author: Author;
}

export interface Answer {
  id: string;
  doubtId: string;
  doctorId: string;
  answer: string;
  isAccepted: boolean;
  hidden: boolean;
  createdAt: string;
  author: Author;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** created_at as text with microseconds, in UTC; the same on PGlite and PostgreSQL. */
const cursorAt = (column: AnyPgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const authorColumns = {
  fullName: sql<string>`coalesce(${profiles.fullName}, 'Doctor')`,
  avatarUrl: profiles.avatarUrl,
  specialization: profiles.specialization,
};

const doubtColumns = {
  id: doctorDoubts.id,
  doctorId: doctorDoubts.doctorId,
  question: doctorDoubts.question,
  category: doctorDoubts.category,
  isResolved: doctorDoubts.isResolved,
  answersCount: doctorDoubts.answersCount,
  hidden: sql<boolean>`${doctorDoubts.hiddenAt} is not null`,
  createdAt: doctorDoubts.createdAt,
  cursorAt: cursorAt(doctorDoubts.createdAt),
  ...authorColumns,
};

const answerColumns = {
  id: doubtAnswers.id,
  doubtId: doubtAnswers.doubtId,
  doctorId: doubtAnswers.doctorId,
  answer: doubtAnswers.answer,
  isAccepted: doubtAnswers.isAccepted,
  hidden: sql<boolean>`${doubtAnswers.hiddenAt} is not null`,
  createdAt: doubtAnswers.createdAt,
  cursorAt: cursorAt(doubtAnswers.createdAt),
  ...authorColumns,
};

type Row<Extra> = Extra & { createdAt: Date; cursorAt: string } & Omit<Author, "id">;

function shape<Extra extends { doctorId: string }>(row: Row<Extra>) {
  const { fullName, avatarUrl, specialization, createdAt, cursorAt: _cursorAt, ...rest } = row;
  // The author's id links their name to their profile (/u/:id).
  return { ...rest, createdAt: createdAt.toISOString(), author: { id: rest.doctorId, fullName, avatarUrl, specialization } };
}

function toPage<Extra extends { id: string }, T>(rowsPlusOne: Row<Extra>[], limit: number, map: (row: Row<Extra>) => T): Page<T> {
  const pageRows = rowsPlusOne.slice(0, limit);
  const last = pageRows[pageRows.length - 1];
  return {
    items: pageRows.map(map),
    nextCursor: rowsPlusOne.length > limit && last ? encodeCursor(last.cursorAt, last.id) : null,
  };
}

/** The board's pages and a discussion's reads, prepared once (one statement per cursor-or-not variant). */
const atCursor = sql.placeholder("at");
const idCursor = sql.placeholder("id");
/** One prepared statement per database, cursor-or-not and page size (the size is in the SQL text: literalLimit). */
function perLimit<T>(build: (db: Db, after: boolean, limit: number) => T) {
  const built = preparedPerDb(() => new Map<string, T>());
  return (db: Db, after: boolean, limit: number): T => {
    const map = built(db);
    const key = `${after}:${limit}`;
    let query = map.get(key);
    if (!query) map.set(key, (query = build(db, after, limit)));
    return query;
  };
}

const doubtsPage = (db: Db, after: boolean, limit: number) =>
  db
    .select(doubtColumns)
    .from(doctorDoubts)
    .leftJoin(profiles, eq(profiles.id, doctorDoubts.doctorId))
    .where(and(sql`${doctorDoubts.hiddenAt} is null`, after ? sql`(${doctorDoubts.createdAt}, ${doctorDoubts.id}) < (${atCursor}::timestamptz, ${idCursor}::uuid)` : undefined))
    .orderBy(desc(doctorDoubts.createdAt), desc(doctorDoubts.id))
    .limit(literalLimit(limit))
    .prepare(`doubts_page_${after ? "after" : "first"}_${limit}`);
const doubtsPages = perLimit(doubtsPage);
const doubtById = preparedPerDb((db) =>
  db
    .select(doubtColumns)
    .from(doctorDoubts)
    .leftJoin(profiles, eq(profiles.id, doctorDoubts.doctorId))
    .where(eq(doctorDoubts.id, sql.placeholder("id")))
    .prepare("doubt_by_id"),
);
const answersPage = (db: Db, after: boolean, limit: number) =>
  db
    .select(answerColumns)
    .from(doubtAnswers)
    .leftJoin(profiles, eq(profiles.id, doubtAnswers.doctorId))
    .where(
      and(
        eq(doubtAnswers.doubtId, sql.placeholder("doubtId")),
        sql`${doubtAnswers.hiddenAt} is null`,
        sql`exists (select 1 from doctor_doubts d where d.id = ${doubtAnswers.doubtId} and d.hidden_at is null)`,
        after ? sql`(${doubtAnswers.createdAt}, ${doubtAnswers.id}) < (${atCursor}::timestamptz, ${idCursor}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(doubtAnswers.createdAt), desc(doubtAnswers.id))
    .limit(literalLimit(limit))
    .prepare(`answers_page_${after ? "after" : "first"}_${limit}`);
const answersPages = perLimit(answersPage);

/**
 * A page of the board: as everyone sees it (prepared, hidden doubts left out), or as `viewerId`
 * sees it when given (their own hidden doubts labelled, those of people they blocked left out).
 */
export async function listDoubts(db: Db, options: { cursor?: Cursor | null; limit: number; viewerId?: string | null }): Promise<Page<Doubt>> {
  const { cursor, viewerId } = options;
  const found = viewerId
    ? await db
        .select(doubtColumns)
        .from(doctorDoubts)
        .leftJoin(profiles, eq(profiles.id, doctorDoubts.doctorId))
        .where(and(visibleTo("doctor_doubts", "doctor_id", viewerId), cursor ? sql`(${doctorDoubts.createdAt}, ${doctorDoubts.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)` : undefined))
        .orderBy(desc(doctorDoubts.createdAt), desc(doctorDoubts.id))
        .limit(options.limit + 1)
    : await doubtsPages(db, Boolean(cursor), options.limit + 1).execute({ at: cursor?.key, id: cursor?.id });
  return toPage(found, options.limit, (row) => shape(row));
}

/** A doubt by its address; a hidden one is its author's alone (404 to anyone else). */
export async function getDoubt(db: Db, id: string, viewerId: string | null = null): Promise<Doubt> {
  if (!isUuid(id)) throw notFound(DOUBT_MESSAGES.doubtNotFound);
  const [row] = await doubtById(db).execute({ id });
  if (!row || (row.hidden && row.doctorId !== viewerId)) throw notFound(DOUBT_MESSAGES.doubtNotFound);
  return shape(row);
}

/** A doubt's answers as `viewerId` sees them: hidden ones only by their author, none by people they blocked. */
export async function listAnswers(db: Db, doubtId: string, options: { cursor?: Cursor | null; limit: number; viewerId?: string | null }): Promise<Page<Answer>> {
  if (!isUuid(doubtId)) throw notFound(DOUBT_MESSAGES.doubtNotFound);
  const { cursor, viewerId } = options;
  const found = viewerId
    ? await db
        .select(answerColumns)
        .from(doubtAnswers)
        .leftJoin(profiles, eq(profiles.id, doubtAnswers.doctorId))
        .where(
          and(
            eq(doubtAnswers.doubtId, doubtId),
            visibleTo("doubt_answers", "doctor_id", viewerId),
            sql`exists (select 1 from doctor_doubts d where d.id = ${doubtAnswers.doubtId} and ${visibleTo("d", "doctor_id", viewerId, { blocks: false })})`,
            cursor ? sql`(${doubtAnswers.createdAt}, ${doubtAnswers.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)` : undefined,
          ),
        )
        .orderBy(desc(doubtAnswers.createdAt), desc(doubtAnswers.id))
        .limit(options.limit + 1)
    : await answersPages(db, Boolean(cursor), options.limit + 1).execute({ doubtId, at: cursor?.key, id: cursor?.id });
  // Answers exist only with their doubt (foreign key): only an empty page needs to ask whether the doubt does.
  // A hidden doubt's answers are its author's alone, as the doubt is.
  if (found.length === 0) await getDoubt(db, doubtId, viewerId ?? null);
  return toPage(found, options.limit, (row) => shape(row));
}

export async function createDoubt(db: Db, doctorId: string, input: CreateDoubt): Promise<Doubt> {
  const [inserted] = await db
    .insert(doctorDoubts)
    .values({ doctorId, question: input.question, category: input.category })
    .returning({ id: doctorDoubts.id });
  return getDoubt(db, inserted!.id);
}

/**
 * Adds an answer and raises the doubt's count in one transaction. The count goes up first, in SQL:
 * that row lock orders concurrent answers to one doubt, and a doubt that is gone updates no row,
 * so the insert never runs and the caller gets a 404 rather than a foreign-key error.
 */
export async function createAnswer(db: Db, doubtId: string, doctorId: string, answer: string, notify: Notifier): Promise<Answer> {
  if (!isUuid(doubtId)) throw notFound(DOUBT_MESSAGES.doubtNotFound);
  const id = await db.transaction(async (tx) => {
    const bumped = await tx
      .update(doctorDoubts)
      .set({ answersCount: sql`${doctorDoubts.answersCount} + 1` })
      .where(eq(doctorDoubts.id, doubtId))
      .returning({ id: doctorDoubts.id });
    if (bumped.length === 0) throw notFound(DOUBT_MESSAGES.doubtNotFound);
    const [row] = await tx.insert(doubtAnswers).values({ doubtId, doctorId, answer }).returning({ id: doubtAnswers.id });
    await notify.answerPosted(tx, { doubtId, answererId: doctorId });
    return row!.id;
  });
  const [row] = await db
    .select(answerColumns)
    .from(doubtAnswers)
    .leftJoin(profiles, eq(profiles.id, doubtAnswers.doctorId))
    .where(eq(doubtAnswers.id, id));
  return shape(row!);
}

/**
 * The asker marks one answer as accepted: any other accepted answer is un-marked first (so the
 * one-accepted-per-doubt unique index never sees two), then this one is marked and the doubt is
 * resolved — all in one transaction that holds the doubt's row lock, so two accepts cannot cross.
 */
export async function acceptAnswer(db: Db, doubtId: string, answerId: string, userId: string, notify: Notifier) {
  if (!isUuid(doubtId)) throw notFound(DOUBT_MESSAGES.doubtNotFound);
  return db.transaction(async (tx) => {
    const [doubt] = await tx
      .select({ doctorId: doctorDoubts.doctorId })
      .from(doctorDoubts)
      .where(eq(doctorDoubts.id, doubtId))
      .for("update");
    if (!doubt) throw notFound(DOUBT_MESSAGES.doubtNotFound);
    if (doubt.doctorId !== userId) throw forbidden(DOUBT_MESSAGES.onlyAskerAccepts);
    if (!isUuid(answerId)) throw notFound(DOUBT_MESSAGES.answerNotFound);
    const [answer] = await tx
      .select({ id: doubtAnswers.id })
      .from(doubtAnswers)
      .where(and(eq(doubtAnswers.id, answerId), eq(doubtAnswers.doubtId, doubtId)));
    if (!answer) throw notFound(DOUBT_MESSAGES.answerNotFound);

    await tx
      .update(doubtAnswers)
      .set({ isAccepted: false })
      .where(and(eq(doubtAnswers.doubtId, doubtId), eq(doubtAnswers.isAccepted, true), ne(doubtAnswers.id, answerId)));
    const [newlyAccepted] = await tx
      .update(doubtAnswers)
      .set({ isAccepted: true })
      .where(and(eq(doubtAnswers.id, answerId), eq(doubtAnswers.doubtId, doubtId), eq(doubtAnswers.isAccepted, false)))
      .returning({ id: doubtAnswers.id });
    if (newlyAccepted) await notify.answerAccepted(tx, { doubtId, answerId, acceptorId: userId });
    await tx.update(doctorDoubts).set({ isResolved: true }).where(eq(doctorDoubts.id, doubtId));
    return { doubtId, answerId, isResolved: true, isAccepted: true };
  });
}

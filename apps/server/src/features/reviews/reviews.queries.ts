/**
 * Reviews of experts (docs/product.md#reviews-and-prescriptions): one per completed booking, by its
 * client. The expert's rating and reviews_count follow in the same transaction, by a trigger on
 * expert_reviews (migration 0017).
 */
import { sql } from "drizzle-orm";
import { PAGE_SIZE } from "@expertconnect/shared/constants";
import { REVIEW_EDIT_DAYS, type ReviewValues } from "@expertconnect/shared/schemas/records";
import { rows, type Db } from "../../db/client.ts";
import { encodeCursor, type Cursor } from "../../lib/cursor.ts";

const US = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`);

export interface OwnReview {
  id: string;
  stars: number;
  text: string | null;
  createdAt: string;
  updatedAt: string;
  editableUntil: string;
  /** still within its edit window */
  editable: boolean;
}

const ownColumns = sql`id, stars, body as text, to_char(created_at at time zone 'UTC', ${US}) as "createdAt",
  to_char(updated_at at time zone 'UTC', ${US}) as "updatedAt",
  to_char((created_at + make_interval(days => ${REVIEW_EDIT_DAYS})) at time zone 'UTC', ${US}) as "editableUntil",
  created_at > now() - make_interval(days => ${REVIEW_EDIT_DAYS}) as editable`;

/** Who may review the booking: its client, once completed. Null when there is no such booking. */
export async function reviewTarget(db: Db, bookingId: string) {
  const [row] = await rows<{ userId: string; expertUserId: string | null; status: string; reviewed: boolean }>(
    db,
    sql`select b.user_id as "userId", e.user_id as "expertUserId", b.status,
               exists (select 1 from expert_reviews r where r.booking_id = b.id) as reviewed
          from bookings b join experts e on e.id = b.expert_id where b.id = ${bookingId}::uuid`,
  );
  return row ?? null;
}

/**
 * Adds the review only if the booking is the user's and completed, and has none yet (one statement;
 * the unique booking_id decides between two at once). Null when nothing was added.
 */
export async function insertReview(db: Db, bookingId: string, userId: string, v: ReviewValues): Promise<OwnReview | null> {
  const [row] = await rows<OwnReview>(
    db,
    sql`insert into expert_reviews (booking_id, user_id, expert_id, stars, body)
        select b.id, b.user_id, b.expert_id, ${v.stars}, ${v.text}
          from bookings b where b.id = ${bookingId}::uuid and b.user_id = ${userId}::uuid and b.status = 'completed'
        on conflict (booking_id) do nothing
        returning ${ownColumns}`,
  );
  return row ?? null;
}

/** Changes the user's review of the booking while it is within its edit window. */
export async function updateReview(db: Db, bookingId: string, userId: string, v: ReviewValues): Promise<OwnReview | null> {
  const [row] = await rows<OwnReview>(
    db,
    sql`update expert_reviews set stars = ${v.stars}, body = ${v.text}, updated_at = now()
         where booking_id = ${bookingId}::uuid and user_id = ${userId}::uuid
           and created_at > now() - make_interval(days => ${REVIEW_EDIT_DAYS})
        returning ${ownColumns}`,
  );
  return row ?? null;
}

export async function ownReview(db: Db, bookingId: string, userId: string): Promise<OwnReview | null> {
  const [row] = await rows<OwnReview>(db, sql`select ${ownColumns} from expert_reviews where booking_id = ${bookingId}::uuid and user_id = ${userId}::uuid`);
  return row ?? null;
}

/** An expert's reviews newest first, with the reviewer's first name only. */
export async function expertReviews(db: Db, expertId: string, cursor: Cursor | null) {
  const found = await rows<{ id: string; stars: number; text: string | null; firstName: string; createdAt: string; edited: boolean }>(
    db,
    sql`select r.id, r.stars, r.body as text,
               coalesce(nullif(split_part(coalesce(nullif(btrim(p.full_name), ''), btrim(u.name)), ' ', 1), ''), 'Client') as "firstName",
               to_char(r.created_at at time zone 'UTC', ${US}) as "createdAt", r.updated_at > r.created_at as edited
          from expert_reviews r
          join users u on u.id = r.user_id
          left join profiles p on p.id = r.user_id
         where r.expert_id = ${expertId}::uuid
           ${cursor ? sql`and (r.created_at, r.id) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)` : sql``}
         order by r.created_at desc, r.id desc
         limit ${PAGE_SIZE + 1}`,
  );
  const page = found.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  // Every review comes from a completed booking of that expert (the insert checks it), so each is a verified consultation.
  return { reviews: page.map((r) => ({ ...r, verified: true as const })), nextCursor: found.length > PAGE_SIZE && last ? encodeCursor(last.createdAt, last.id) : null };
}

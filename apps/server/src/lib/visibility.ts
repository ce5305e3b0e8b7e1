/**
 * Who sees what (docs/product.md#moderation, #blocking), as SQL conditions every list and page adds
 * to its WHERE: an item hidden by moderators is seen only by its author, and nobody sees what the
 * people they blocked write. `viewerId` null is a visitor (who has blocked nobody).
 */
import { sql, type SQL } from "drizzle-orm";
import { rows, type Db } from "../db/client.ts";

const viewer = (viewerId: string | null) => sql`nullif(${viewerId ?? ""}, '')::uuid`;

/**
 * The row `alias` (with `hidden_at` and the author column `author`) is shown to `viewerId` in a
 * list. `blocks: false` for a page opened by its address, which a block does not close.
 */
export function visibleTo(alias: string, author: string, viewerId: string | null, { blocks = true } = {}): SQL {
  const a = sql.raw(`${alias}.hidden_at`);
  const who = sql.raw(`${alias}.${author}`);
  if (!viewerId) return sql`${a} is null`;
  const shown = sql`(${a} is null or ${who} = ${viewer(viewerId)})`;
  if (!blocks) return shown;
  return sql`${shown} and not exists (select 1 from user_blocks ub where ub.blocker_id = ${viewer(viewerId)} and ub.blocked_id = ${who})`;
}

/**
 * Whether the shared, cached public page (hidden items left out, nothing blocked) is not the page
 * `viewerId` sees: they blocked someone, or wrote something now hidden. Such a viewer's lists are
 * read for them alone.
 */
export async function seesOwnLists(db: Db, viewerId: string | null, tables: readonly ("doctor_posts" | "doctor_videos" | "doctor_doubts")[]): Promise<boolean> {
  if (!viewerId) return false;
  const hidden = tables.map((t) => sql`exists (select 1 from ${sql.raw(t)} x where x.doctor_id = ${viewerId}::uuid and x.hidden_at is not null)`);
  const [row] = await rows<{ own: boolean }>(
    db,
    sql`select exists (select 1 from user_blocks where blocker_id = ${viewerId}::uuid) or ${sql.join(hidden, sql` or `)} as own`,
  );
  return row?.own === true;
}

/** Whether `blockerId` blocked `blockedId`, inside the caller's transaction. */
export async function isBlocked(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const [row] = await rows<{ one: number }>(db, sql`select 1 as one from user_blocks where blocker_id = ${blockerId}::uuid and blocked_id = ${blockedId}::uuid`);
  return Boolean(row);
}

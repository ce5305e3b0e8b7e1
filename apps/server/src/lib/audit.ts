/**
 * The admin audit log: one append-only row per admin action (the database refuses UPDATE and
 * DELETE on it, migration 0009), and who may act as an admin.
 */
import { desc, eq, lt, sql, type SQL } from "drizzle-orm";
import { rows, type Db } from "../db/client.ts";
import { adminAuditLog, users } from "../db/schema/index.ts";

export interface AuditEntry {
  /** null for configuration (ADMIN_EMAILS) and the command line */
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  targetTable: string;
  targetId: string;
  reason?: string | null;
}

/** Writes one audit row; pass the transaction so that the row and the action commit together. */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(adminAuditLog).values({ ...entry, reason: entry.reason ?? null });
}

export const AUDIT_PAGE_SIZE = 50;

/** Newest first, paged by id (ids grow with time). */
export async function listAudit(db: Db, before: number | null) {
  const page = await db
    .select()
    .from(adminAuditLog)
    .where(before ? lt(adminAuditLog.id, before) : undefined)
    .orderBy(desc(adminAuditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const hasMore = page.length > AUDIT_PAGE_SIZE;
  const entries = hasMore ? page.slice(0, AUDIT_PAGE_SIZE) : page;
  return { entries, nextCursor: hasMore ? String(entries.at(-1)!.id) : null };
}

/**
 * Makes admins of the listed addresses that have an account and are not admins yet, with an audit
 * row each, in one statement. When e-mail is delivered (sign-up needs verification), only a
 * verified address is granted: otherwise anyone could sign up with a listed address they do not
 * own and be an admin before its owner arrives. `userId` narrows it to one account (sign-up).
 */
export async function grantConfiguredAdmins(
  db: Db,
  emails: readonly string[],
  options: { requireVerified: boolean; userId?: string },
): Promise<string[]> {
  if (emails.length === 0) return [];
  const conditions: SQL[] = [
    sql`lower(${users.email}) in (${sql.join(emails.map((e) => sql`${e}`), sql`, `)})`,
    sql`${users.role} <> 'admin'`,
  ];
  if (options.requireVerified) conditions.push(sql`${users.emailVerified}`);
  if (options.userId) conditions.push(sql`${users.id} = ${options.userId}::uuid`);
  const granted = await rows<{ target_id: string }>(
    db,
    sql`
    with granted as (
      update users set role = 'admin', updated_at = now() where ${sql.join(conditions, sql` and `)} returning id, email
    )
    insert into admin_audit_log (actor_id, actor_email, action, target_table, target_id, reason)
    select null, 'config:ADMIN_EMAILS', 'grant_admin', 'users', id::text, 'Listed in ADMIN_EMAILS' from granted
    returning target_id`,
  );
  return granted.map((r) => r.target_id);
}

/** `npm run admin -- grant|revoke <email>`: sets the role and writes the audit row together. */
export async function setRoleByEmail(db: Db, email: string, role: "admin" | "user"): Promise<"changed" | "unchanged" | "no-account"> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .for("update");
    if (!user) return "no-account";
    if (user.role === role) return "unchanged";
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, user.id));
    await writeAudit(tx, {
      actorId: null,
      actorEmail: "cli",
      action: role === "admin" ? "grant_admin" : "revoke_admin",
      targetTable: "users",
      targetId: user.id,
      reason: "npm run admin",
    });
    return "changed";
  });
}

export const isAdmin = (user: { role?: string | null } | null | undefined) => user?.role === "admin";

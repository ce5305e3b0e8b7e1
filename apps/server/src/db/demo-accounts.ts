/**
 * Demo accounts, made with the demo data: an admin, one expert per category (each linked to a demo
 * expert row) and a client. Each gets a random password that is returned once, when the account is
 * made (or when `resetPasswords` asks for new ones), for the caller to print; only its hash is kept.
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { CATEGORIES, type Category } from "@expertconnect/shared/categories";
import { hashPassword } from "../lib/passwords.ts";
import type { Db } from "./client.ts";
import { accounts, adminAuditLog, experts, profiles, users } from "./schema/index.ts";
import { stableUuid } from "./seed.ts";

export const DEMO_DOMAIN = "demo.expertconnect.in";
const EXPERT_LOCAL: Record<Category, string> = { medical: "doctor", legal: "lawyer", financial: "ca", tech: "it" };

export interface DemoCredential {
  email: string;
  password: string;
  role: "admin" | "expert" | "client";
}

interface DemoAccount {
  email: string;
  name: string;
  role: DemoCredential["role"];
  category?: Category;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: `admin@${DEMO_DOMAIN}`, name: "Demo Admin", role: "admin" },
  ...CATEGORIES.map((category) => ({ email: `${EXPERT_LOCAL[category]}@${DEMO_DOMAIN}`, name: "", role: "expert" as const, category })),
  { email: `client@${DEMO_DOMAIN}`, name: "Demo Client", role: "client" },
];

const newPassword = () => randomBytes(12).toString("base64url");

/** Creates the demo accounts that do not exist yet; returns the passwords of those made (or all, on reset). */
export async function seedDemoAccounts(db: Db, options: { resetPasswords?: boolean } = {}): Promise<DemoCredential[]> {
  const shown: DemoCredential[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const userId = stableUuid(`demo-account:${account.email}`);
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (existing && !options.resetPasswords) continue;
    const password = newPassword();
    const hash = await hashPassword(password);
    const made = await db.transaction(async (tx) => {
      // An expert account takes over the first unlinked demo expert of its category, and its name.
      const [expert] = account.category
        ? await tx
            .select({ id: experts.id, name: experts.name, userId: experts.userId })
            .from(experts)
            .where(and(eq(experts.category, account.category), sql`(${experts.userId} is null or ${experts.userId} = ${userId}::uuid)`))
            .orderBy(sql`${experts.userId} is null`, asc(experts.name))
            .limit(1)
        : [];
      const name = expert?.name ?? account.name;
      const inserted = await tx
        .insert(users)
        .values({ id: userId, email: account.email, name, emailVerified: true, role: account.role === "admin" ? "admin" : "user" })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (inserted.length === 0) {
        if (!options.resetPasswords) return false;
        await tx.update(accounts).set({ password: hash, updatedAt: new Date() }).where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
        return true;
      }
      await tx.insert(accounts).values({ userId, accountId: userId, providerId: "credential", password: hash });
      await tx.update(profiles).set({ fullName: name }).where(eq(profiles.id, userId));
      if (expert && !expert.userId) await tx.update(experts).set({ userId }).where(and(eq(experts.id, expert.id), isNull(experts.userId)));
      if (account.role === "admin") {
        await tx.insert(adminAuditLog).values({ actorEmail: "seed", action: "grant_admin", targetTable: "users", targetId: userId, reason: "Demo admin account" });
      }
      return true;
    });
    if (made) shown.push({ email: account.email, password, role: account.role });
  }
  return shown;
}

/** The demo accounts that exist, with what they are linked to (for tests; docs/operations.md lists them). */
export async function demoAccounts(db: Db) {
  return db
    .select({ email: users.email, role: users.role, expertId: experts.id, category: experts.category })
    .from(users)
    .leftJoin(experts, eq(experts.userId, users.id))
    .where(inArray(users.email, DEMO_ACCOUNTS.map((a) => a.email)))
    .orderBy(asc(users.email));
}

/** The lines a person reads once: where to sign in and with what. */
export function formatCredentials(credentials: DemoCredential[]): string {
  return credentials.map((c) => `  ${c.role.padEnd(6)}  ${c.email.padEnd(34)}  ${c.password}`).join("\n");
}

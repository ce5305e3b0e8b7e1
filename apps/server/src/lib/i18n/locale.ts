/**
 * Which language the server speaks to a person: the account's choice when it made one, else this
 * browser's (the LOCALE_COOKIE, then Accept-Language), as for pages (lib/ssr.ts, docs/i18n.md).
 */
import { eq } from "drizzle-orm";
import type { HonoRequest } from "hono";
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale, localeFromAcceptLanguage, type Locale } from "@expertconnect/shared/i18n";
import type { Db } from "../../db/client.ts";
import { userPreferences } from "../../db/schema/index.ts";

/** The account's chosen language; `fallback` (English unless given) when it chose none or is gone. */
export async function accountLocale(db: Db, userId: string): Promise<Locale>;
export async function accountLocale<F extends Locale | null>(db: Db, userId: string, fallback: F): Promise<Locale | F>;
export async function accountLocale(db: Db, userId: string, fallback: Locale | null = DEFAULT_LOCALE): Promise<Locale | null> {
  const [row] = await db.select({ language: userPreferences.language }).from(userPreferences).where(eq(userPreferences.userId, userId));
  return isLocale(row?.language) ? row.language : fallback;
}

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** This browser's language: its cookie's choice, else the best of its Accept-Language. */
export function browserLocale(cookie: string | null, acceptLanguage: string | null): Locale {
  const chosen = readCookie(cookie, LOCALE_COOKIE);
  return isLocale(chosen) ? chosen : localeFromAcceptLanguage(acceptLanguage);
}

/** The language of an API request: the signed-in account's choice, else the browser's. */
export async function requestLocale(db: Db, user: { id: string } | null | undefined, req: Pick<HonoRequest, "header">): Promise<Locale> {
  const browser = () => browserLocale(req.header("cookie") ?? null, req.header("accept-language") ?? null);
  if (!user) return browser();
  return (await accountLocale(db, user.id, null)) ?? browser();
}

/**
 * API errors in the request's language (the account's, else the browser's; locale.ts): a JSON error
 * answer's message and field issues go through the shared table (packages/shared translate-message),
 * so the handlers keep throwing the English they always had and a Hindi reader gets the Hindi. Only error
 * answers pay for finding the language; a message without Hindi stays English.
 */
import type { MiddlewareHandler } from "hono";
import { HTML_LANG, type Locale } from "@expertconnect/shared/i18n";
import { translateMessage } from "@expertconnect/shared/translate-message";
import type { Db } from "../../db/client.ts";
import type { AppEnv } from "../context.ts";
import { requestLocale } from "./locale.ts";

type ErrorJson = { error?: { message?: unknown; issues?: unknown }; message?: unknown };

function translated(body: ErrorJson, locale: Locale): ErrorJson {
  const t = (m: unknown) => (typeof m === "string" ? translateMessage(m, locale) : m);
  const out: ErrorJson = { ...body };
  if (body.error && typeof body.error === "object") {
    out.error = { ...body.error, message: t(body.error.message) };
    if (Array.isArray(body.error.issues)) {
      out.error.issues = body.error.issues.map((i: unknown) => (i && typeof i === "object" ? { ...i, message: t((i as { message?: unknown }).message) } : i));
    }
  }
  // Better Auth's own answers: { code, message }.
  if ("message" in body) out.message = t(body.message);
  return out;
}

export function errorLanguage(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (res.status < 400 || !/^application\/json\b/i.test(res.headers.get("content-type") ?? "")) return;
    const locale = await requestLocale(db, c.get("user"), c.req).catch((): Locale => "en");
    if (locale === "en") return;
    const body = (await res
      .clone()
      .json()
      .catch(() => null)) as ErrorJson | null;
    if (!body || typeof body !== "object") return;
    const headers = new Headers(res.headers);
    headers.delete("content-length");
    headers.set("content-language", HTML_LANG[locale]);
    c.res = undefined;
    c.res = new Response(JSON.stringify(translated(body, locale)), { status: res.status, statusText: res.statusText, headers });
  };
}

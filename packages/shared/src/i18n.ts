/**
 * The languages of the app (docs/i18n.md, docs/product.md#settings): English and Hindi. The person's
 * choice is kept on the account (PUT /api/preferences `language`) and, for a visitor, in the
 * LOCALE_COOKIE; a visitor without one gets the first of their browser's languages the app has.
 */
export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** Read by the server to render a visitor's pages in their language (lib/ssr.ts). */
export const LOCALE_COOKIE = "ec.lang";

/** What Intl is given for each language: Indian English and Hindi, both with lakh/crore grouping. */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };
/** Each language by its own name, as the choice in Settings shows it (not translated). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", hi: "हिन्दी" };
/** The value of `<html lang>`. */
export const HTML_LANG: Record<Locale, string> = { en: "en-IN", hi: "hi" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The best of the app's languages for an Accept-Language header ("hi-IN,hi;q=0.9,en;q=0.8"): the
 * highest-weighted tag whose primary language the app has; English when none.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split("-")[0] ?? "", weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? DEFAULT_LOCALE;
}

/**
 * The app's language (docs/i18n.md): English or Hindi. The messages are Paraglide JS functions
 * compiled from messages/*.json (`import { m } from "@/paraglide/messages.js"`; each screen's
 * first load carries only the messages it calls). They read the locale set here, so a component
 * that shows messages calls useLocale() to render again when the person switches language; nothing
 * reloads and no state is lost.
 *
 * The server renders a page in the language of the account, else the LOCALE_COOKIE, else the
 * browser's Accept-Language (apps/server/src/lib/ssr.ts); the page hydrates with that locale.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { DEFAULT_LOCALE, HTML_LANG, INTL_LOCALE, LOCALE_COOKIE, isLocale, type Locale } from "@expertconnect/shared/i18n";
import { HINDI_NAMESPACES } from "@/paraglide/hi/namespaces.js";
import { addLocale, seenNamespaces, setLocale as setMessagesLocale, whenMissing } from "@/paraglide/runtime.js";

const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

interface LocaleState {
  locale: Locale;
  /**
   * switches the app's language as soon as its messages are loaded (Hindi's are one small chunk,
   * fetched once) and remembers it on this browser (the account: lib/server-preferences.ts)
   */
  setLocale: (locale: Locale) => Promise<void>;
  /** how many late namespaces have arrived: a change renders the messages again */
  loaded: number;
}

/** Where the Hindi files are served (vite.config.ts). */
declare const __HINDI_BASE__: string;

const loading = new Map<string, Promise<void>>();

/**
 * Loads the Hindi messages of these namespaces (each key's first word; "all" for every one), once
 * each; English needs nothing.
 */
export function loadLocale(locale: Locale, namespaces: readonly string[] | "all"): Promise<void> {
  if (locale !== "hi") return Promise.resolve();
  const wanted = namespaces === "all" ? HINDI_NAMESPACES : namespaces.filter((n) => HINDI_NAMESPACES.includes(n));
  return Promise.all(
    wanted.map((namespace) => {
      let load = loading.get(namespace);
      if (!load) {
        // An address in a variable: Vite leaves the import as it is (a literal would be wrapped in
        // its preload helper, which would join every first load).
        const file = `${__HINDI_BASE__}hi-${namespace}.js`;
        load = import(/* @vite-ignore */ file).then(addLocale, (error: unknown) => {
          loading.delete(namespace);
          throw error;
        });
        loading.set(namespace, load);
      }
      return load;
    }),
  ).then(() => undefined);
}

const LocaleContext = createContext<LocaleState | null>(null);

/** This browser's language for a page the server did not render (dev, the offline shell). */
export function browserLocale(): Locale {
  if (typeof document === "undefined") return DEFAULT_LOCALE;
  const cookie = document.cookie.split("; ").find((c) => c.startsWith(`${LOCALE_COOKIE}=`));
  const stored = cookie?.slice(LOCALE_COOKIE.length + 1);
  if (isLocale(stored)) return stored;
  const wanted = navigator.languages.map((l) => l.toLowerCase().split("-")[0]).find(isLocale);
  return wanted ?? DEFAULT_LOCALE;
}

function applyToDocument(locale: Locale) {
  document.documentElement.lang = HTML_LANG[locale];
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
}

/** `initial`: the language the server rendered the page in (hydration starts from it). */
export function LocaleProvider({ initial = DEFAULT_LOCALE, children }: { initial?: Locale; children: ReactNode }) {
  const [locale, setState] = useState<Locale>(initial);
  // The messages read the locale while rendering: it is set before the tree below renders (on the
  // server a page renders synchronously, so one render's locale never leaks into another's).
  setMessagesLocale(locale);
  // The last choice wins when two are made before the files arrive. The messages on screen are
  // loaded first, so the page turns to Hindi at once, without English mixed in.
  const latest = useRef(0);
  const setLocale = useCallback(async (next: Locale) => {
    const request = ++latest.current;
    await loadLocale(next, seenNamespaces());
    if (request !== latest.current) return;
    setMessagesLocale(next);
    applyToDocument(next);
    setState(next);
  }, []);
  // A screen opened later may show a namespace not loaded yet: it shows English for the moment
  // the file takes, then renders again.
  const [loaded, setLoaded] = useState(0);
  useEffect(() => {
    whenMissing((namespace) => {
      // Offline, English stays until the next screen asks again.
      loadLocale("hi", [namespace]).then(
        () => setLoaded((n) => n + 1),
        () => {},
      );
    });
  }, []);
  const value = useMemo(() => ({ locale, setLocale, loaded }), [locale, setLocale, loaded]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export function useLocale(): LocaleState {
  const value = useContext(LocaleContext);
  if (!value) throw new Error("useLocale outside LocaleProvider");
  return value;
}

/** A count or amount in Indian grouping (12,34,567), in the app's language. */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale]).format(value);
}

/** A date with the month's name in the app's language, in India's time zone: "27 नवंबर 2026". */
export function formatLongDate(value: Date | string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" }).format(new Date(value));
}


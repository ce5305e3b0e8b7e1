/**
 * Server rendering of the web app's pages: the built server entry (apps/web/src/entry-server.tsx,
 * `vite build --ssr`, written beside the client build as `<dist>-ssr/`) renders the page for the
 * visitor's address, its API requests answered by this app in-process with the visitor's cookie.
 * The HTML template is the client build's index.html; the page, its stylesheets, its chunks (added
 * to the list of modules the page starts after its first paint, see the web app's public/boot.js)
 * and its hydration data (JSON, not a script the CSP would have to allow) are put into it.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Hono } from "hono";
import { HTML_LANG, LOCALE_COOKIE, isLocale, localeFromAcceptLanguage, type Locale } from "@expertconnect/shared/i18n";
import type { AppEnv } from "./context.ts";
import type { Logger } from "./logger.ts";

/** The server entry's interface (apps/web/src/entry-server.tsx); only types cross, by hand. */
interface SsrEntry {
  SSR_DATA_ID: string;
  render: (
    request: Request,
    options: { fetch: typeof fetch; category: string | undefined; locale: string | undefined; site: Site },
  ) => Promise<
    | { kind: "redirect"; status: number; location: string }
    | { kind: "page"; status: number; html: string; data: unknown; modules: string[] }
  >;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The list of the page's modules in the built index.html (the web app's vite.config.ts writes it). */
const MODULES_ELEMENT = /<script type="application\/json" id="ec-modules">(.*?)<\/script>/;

export type PageRenderer = (request: Request) => Promise<Response | null>;

/** How the installation is set up, for every page (the web app's lib/site.tsx). */
export interface Site {
  /** the built-in test provider takes payments on a production server: every page says so */
  testMode: boolean;
  /** PLATFORM_COMMISSION_PERCENT, for an expert's fee lines */
  commissionPercent: number;
  /** LISTING_RULES=strict: lawyers' and CAs' ratings and rating sorts are hidden */
  strictListings: boolean;
}

/** Escapes what could end the JSON's <script> element or be read as markup. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/** Better Auth's session cookie (`better-auth.session_token`, `__Secure-` before it over https). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * The language to render a page in (docs/i18n.md): a signed-in person's account's, else the one
 * this browser chose (LOCALE_COOKIE), else the first of the browser's Accept-Language the app has.
 */
async function localeOf(app: Hono<AppEnv>, request: Request, cookie: string | null): Promise<Locale> {
  if (cookie && SESSION_COOKIE.test(cookie)) {
    const res = await app.request("/api/preferences", { headers: { cookie } });
    if (res.ok) {
      const { language } = (await res.json()) as { language?: unknown };
      if (isLocale(language)) return language;
    }
  }
  const chosen = readCookie(cookie, LOCALE_COOKIE);
  return isLocale(chosen) ? chosen : localeFromAcceptLanguage(request.headers.get("accept-language"));
}

/** The chunk files a route module needs, in load order, without those the template already loads. */
function chunksOf(manifest: Record<string, ManifestChunk>, ids: string[], already: Set<string>) {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const chunk = manifest[id];
    if (!chunk) return;
    chunk.imports?.forEach(visit);
    if (!already.has(chunk.file)) scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!already.has(css)) styles.push(css);
  };
  ids.forEach(visit);
  return { scripts, styles };
}

/** A rendered page is 10–60 kB of HTML: compressed (quickly) for browsers that accept it. */
function compress(html: string, accepted: string, headers: Record<string, string>): string | Uint8Array<ArrayBuffer> {
  const body = Buffer.from(html);
  let packed: Buffer | undefined;
  if (/\bbr\b/.test(accepted)) {
    packed = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    headers["Content-Encoding"] = "br";
  } else if (/\bgzip\b/.test(accepted)) {
    packed = gzipSync(body, { level: 6 });
    headers["Content-Encoding"] = "gzip";
  }
  return packed ? new Uint8Array(packed) : html;
}

/**
 * The renderer for a built web app in `distDir`, or null when it has no server entry (then the
 * client-only shell is served, as before).
 */
export function createPageRenderer(app: Hono<AppEnv>, distDir: string, template: string, logger?: Logger, site: Site = { testMode: false, commissionPercent: 0, strictListings: false }): PageRenderer | null {
  const entryFile = path.join(`${distDir.replace(/[\\/]+$/, "")}-ssr`, "entry-server.js");
  if (!existsSync(entryFile)) return null;
  const manifestFile = path.join(distDir, ".vite", "manifest.json");
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>) : {};
  const modulesList = MODULES_ELEMENT.exec(template);
  const templateModules = modulesList ? (JSON.parse(modulesList[1]!) as string[]) : [];
  // Each page writes the list again with its own chunks added.
  const shell = template.replace(MODULES_ELEMENT, "");
  const already = new Set([...[...template.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]!), ...templateModules.map((m) => m.replace(/^\//, ""))]);
  // Loaded now, not on the first request: that visitor would wait seconds for the import.
  const entry = import(pathToFileURL(entryFile).href) as Promise<SsrEntry>;
  entry.catch((err: unknown) => logger?.error({ err }, "the server-rendering entry did not load; pages are sent as the shell"));

  return async (request) => {
    let loaded: SsrEntry;
    try {
      loaded = await entry;
    } catch {
      return null;
    }
    const { render, SSR_DATA_ID } = loaded;
    const cookie = request.headers.get("cookie");
    const inProcess: typeof fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      if (cookie) headers.set("cookie", cookie);
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      return Promise.resolve(app.request(url, { ...init, headers }));
    };
    // Not knowing the account's language is no reason to fail the page: it falls back to English.
    const locale = await localeOf(app, request, cookie).catch((): Locale => "en");
    let result;
    try {
      result = await render(request, { fetch: inProcess, category: readCookie(cookie, "ec.category"), locale, site });
    } catch (err) {
      // The browser can still render the page itself from the plain shell.
      logger?.error({ err, path: new URL(request.url).pathname }, "server rendering failed");
      return null;
    }
    if (result.kind === "redirect") return new Response(null, { status: result.status, headers: { Location: result.location } });

    const { scripts, styles } = chunksOf(manifest, result.modules, already);
    const stylesheets = styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`).join("");
    // Without the template's list (no entry to start) the page stays as rendered.
    const modules = templateModules.length ? `<script type="application/json" id="ec-modules">${jsonForScript([...templateModules, ...scripts.map((f) => `/${f}`)])}</script>` : "";
    const category = (result.data as { category?: string }).category ?? "medical";
    const html = shell
      .replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[locale]}" data-category="${category}"`)
      .replace("</head>", `${stylesheets}${modules}</head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root">${result.html}</div><script type="application/json" id="${SSR_DATA_ID}">${jsonForScript(result.data)}</script>`,
      );
    // The page may hold what this visitor's cookie let them see: no shared cache keeps it.
    const headers: Record<string, string> = {
      "Content-Type": "text/html; charset=UTF-8",
      "Content-Language": HTML_LANG[locale],
      "Cache-Control": "private, no-cache",
      Vary: "Cookie, Accept-Encoding, Accept-Language",
    };
    return new Response(compress(html, request.headers.get("accept-encoding") ?? "", headers), { status: result.status, headers });
  };
}

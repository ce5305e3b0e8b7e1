/**
 * The /api/auth/* route: Better Auth's handler behind the app's input checks and error contract.
 * Before: the client address Better Auth rate-limits by, no NUL characters anywhere, a JSON object
 * body whose known fields have the right types. After: every error answered in the app's shape
 * (`{ error: { message } }`, beside Better Auth's own `message` and `code`, which its browser
 * client reads), every 429 with Retry-After, and a 500 that the request's own values caused
 * (PostgreSQL refusing them, or code tripping over a value of the wrong kind) answered as 400.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Context } from "hono";
import { pgErrorCode } from "../db/client.ts";
import type { Auth } from "./auth.ts";
import { clientAddress } from "./client-address.ts";
import { errorBody, NUL_MESSAGE } from "./errors.ts";
import type { Logger } from "./logger.ts";

/** What Better Auth's onAPIError saw during the request being handled (see lib/auth.ts). */
export const authErrorScope = new AsyncLocalStorage<{ error?: unknown }>();

export const INVALID_AUTH_INPUT = "The request could not be processed. Check the values you sent.";

/** Body fields Better Auth's endpoints read, and the JSON types each may have. */
const FIELD_TYPES: Record<string, readonly ("string" | "boolean" | "number" | "null")[]> = {
  email: ["string"],
  newEmail: ["string"],
  password: ["string"],
  newPassword: ["string"],
  currentPassword: ["string"],
  name: ["string"],
  image: ["string", "null"],
  token: ["string"],
  code: ["string"],
  callbackURL: ["string"],
  redirectTo: ["string"],
  errorCallbackURL: ["string"],
  newUserCallbackURL: ["string"],
  rememberMe: ["boolean"],
  revokeOtherSessions: ["boolean"],
  trustDevice: ["boolean"],
  disableSession: ["boolean"],
  // sign-up's consent fields (docs/product.md#notice-and-consent)
  noticeVersion: ["number"],
  adult: ["boolean"],
  marketingEmail: ["boolean"],
  pushNotifications: ["boolean"],
};

const DEFAULT_MESSAGES: Record<number, string> = {
  400: "Bad request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not found",
  405: "Method not allowed",
  413: "The request body is too large.",
  415: "Send the request body as JSON (Content-Type: application/json).",
  429: "Too many requests. Please try again later.",
};

const hasNul = (text: string) => text.includes("\u0000");

/** Fields that Better Auth redirects to, in a body or a query string. */
const REDIRECT_FIELDS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"];

/** A path on this site ("/…", not "//…") or an absolute http(s) URL; Better Auth then checks the origin is trusted. */
function isRedirectTarget(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !value.startsWith("/\\");
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

const redirectProblem = (field: string) => `${field} must be a path on this site or an absolute http(s) URL.`;

function jsonHasNul(value: unknown): boolean {
  if (typeof value === "string") return hasNul(value);
  if (Array.isArray(value)) return value.some(jsonHasNul);
  if (value && typeof value === "object") return Object.entries(value).some(([k, v]) => hasNul(k) || jsonHasNul(v));
  return false;
}

const typeOf = (value: unknown) => (value === null ? "null" : typeof value);

/** The first thing wrong with the request's values, or null. */
function inputProblem(url: URL, body: unknown): string | null {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return "The address is not valid.";
  }
  if (hasNul(path) || [...url.searchParams].some(([k, v]) => hasNul(k) || hasNul(v))) return NUL_MESSAGE;
  for (const field of REDIRECT_FIELDS) {
    const value = url.searchParams.get(field);
    if (value !== null && !isRedirectTarget(value)) return redirectProblem(field);
  }
  if (body === undefined) return null;
  if (!body || typeof body !== "object" || Array.isArray(body)) return "The request body must be a JSON object.";
  if (jsonHasNul(body)) return NUL_MESSAGE;
  for (const [field, value] of Object.entries(body)) {
    // "constructor", "__proto__" and the like would be read off Object.prototype further on.
    if (field === "__proto__" || field in Object.prototype) return `${field} is not a field this request takes.`;
    const allowed = Object.hasOwn(FIELD_TYPES, field) ? FIELD_TYPES[field] : undefined;
    if (allowed && value !== undefined && !allowed.includes(typeOf(value) as never)) {
      return `${field} must be ${allowed.map((t) => (t === "null" ? "null" : `a ${t}`)).join(" or ")}.`;
    }
    if (REDIRECT_FIELDS.includes(field) && typeof value === "string" && !isRedirectTarget(value)) return redirectProblem(field);
  }
  return null;
}

/** A 500 that the request's values caused rather than the server: PostgreSQL data errors, not-null, wrong types. */
function causedByInput(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code) return code.startsWith("22") || code === "23502";
  return error instanceof TypeError || error instanceof RangeError || error instanceof SyntaxError;
}

export interface AuthRouteOptions {
  auth: Auth;
  logger: Logger;
  trustProxy: boolean;
}

export function createAuthRoute({ auth, logger, trustProxy }: AuthRouteOptions) {
  return async (c: Context) => {
    const raw = c.req.raw;
    const url = new URL(raw.url);
    let body: unknown;
    let text: string | undefined;
    if (raw.method !== "GET" && raw.method !== "HEAD" && raw.body) {
      text = await raw.text();
      if (text.trim()) {
        try {
          body = JSON.parse(text);
        } catch {
          return c.json(errorBody("The request body is not valid JSON."), 400);
        }
      }
    }
    const problem = inputProblem(url, body);
    if (problem) return c.json({ ...errorBody(problem), message: problem, code: "INVALID_INPUT" }, 400);

    // Better Auth rate-limits by this header: always the one address the app resolved (the socket's,
    // or the last hop a trusted proxy appended), never whatever the client claimed.
    const headers = new Headers(raw.headers);
    headers.set("x-forwarded-for", clientAddress(c, trustProxy));
    const request = new Request(raw.url, { method: raw.method, headers, body: text, signal: raw.signal });

    const scope: { error?: unknown } = {};
    const res = await authErrorScope.run(scope, () => auth.handler(request));
    if (res.status < 400) return res;
    return normaliseError(res, scope.error, { logger, method: raw.method, path: url.pathname });
  };
}

async function normaliseError(res: Response, error: unknown, where: { logger: Logger; method: string; path: string }): Promise<Response> {
  let status = res.status;
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) json = parsed as Record<string, unknown>;
  } catch {
    // a plain-text body (Better Auth's "Not Found") becomes the message below
  }
  let message = typeof json.message === "string" && json.message ? json.message : undefined;
  if (status >= 500) {
    if (causedByInput(error)) {
      where.logger.warn({ err: error, ...where }, "auth request refused: its values caused an error");
      status = 400;
      message = INVALID_AUTH_INPUT;
    } else {
      where.logger.error({ err: error, ...where }, "auth request failed");
      message = "Something went wrong. Please try again.";
    }
    delete json.stack;
  }
  message ??= (text && !text.startsWith("{") && text.length < 200 ? text : undefined) ?? DEFAULT_MESSAGES[status] ?? "Request failed";
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  if (status === 429) {
    const retryAfter = Number(headers.get("retry-after") ?? headers.get("x-retry-after"));
    headers.set("Retry-After", String(Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : 60));
  }
  const out = { ...json, message, ...errorBody(message) };
  return new Response(JSON.stringify(out), { status, statusText: "", headers });
}

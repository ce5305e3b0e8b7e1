/**
 * No input makes the server fail: generated bodies, query strings and path parameters are sent to
 * every endpoint (the Hono app's routes and every Better Auth endpoint), signed in and signed out,
 * and no answer may be a 5xx. First every endpoint gets a fixed set of known-bad values in both
 * states, then fast-check draws the rest.
 */
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestServer, TestClient, type TestServer } from "./test/harness.ts";

interface Endpoint {
  method: string;
  path: string;
}

const BODY_METHODS = new Set(["POST", "PATCH", "PUT", "DELETE"]);
/** What a signed-in run must not call, or the rest of the runs would be signed out. */
const ENDS_SESSION = new Set(["/api/auth/sign-out", "/api/auth/revoke-sessions", "/api/auth/delete-user"]);

/** Field names the app's and Better Auth's endpoints read, so generated bodies reach their checks. */
const BODY_KEYS = [
  "email", "password", "newPassword", "currentPassword", "name", "image", "token", "code", "callbackURL", "redirectTo",
  "rememberMe", "revokeOtherSessions", "trustDevice", "content", "title", "description", "question", "category", "answer",
  "expertId", "date", "time", "consultationType", "notes", "fullName", "full_name", "phone", "reason", "specialization",
  "bio", "education", "uploadId", "confirm", "type", "provider", "idToken", "accountId", "providerId", "newEmail",
  ...["constructor", "toString", "hasOwnProperty", "valueOf", "__proto__"],
];
/** Names every plain object inherits: a body field named like one must be refused, not looked up. */
const PROTOTYPE_KEYS = ["constructor", "toString", "hasOwnProperty", "valueOf", "__proto__"];
const QUERY_KEYS = ["cursor", "limit", "tab", "category", "q", "date", "expertId", "to", "token", "callbackURL", "range", "error", "disableCookieCache"];

const NASTY = [
  "", "\u0000", "a\u0000b", "null", "undefined", "0", "-1", "1e309", "NaN", "9".repeat(40), "2026-02-30", "0000-01-01",
  "2026-02-30T00:00:00.000Z", "00000000-0000-0000-0000-000000000000", "0b6f1f7e-6f5e-4c47-9a43-3f1b2c7d9e10", "not-a-uuid",
  "' or 1=1 --", "<script>alert(1)</script>", "../../etc/passwd", "%00", "\uD83D\uDE00", "\u202E", "x".repeat(3000),
  "MjAyNi0wMi0zMFQwMDowMDowMC4wMDBafDBiNmYxZjdlLTZmNWUtNGM0Ny05YTQzLTNmMWIyYzdkOWUxMA", "javascript:alert(1)", "https://evil.example",
];
/** Path segments sent as they are (not encoded): bad percent-encoding must not fail the server either. */
const RAW_SEGMENTS = ["%", "%zz", "%00", "%C0%AF", "%E0%A4%A", "..", "%2e%2e"];

const text = fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 40 }), fc.string({ unit: "binary", maxLength: 20 }));
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: text },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(text, text, { maxKeys: 2 }),
);
const objectBody = fc.dictionary(fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...BODY_KEYS) }, text), value, { maxKeys: 6 });
const body = fc.oneof(
  { weight: 6, arbitrary: objectBody.map((o) => ({ json: o })) },
  { weight: 1, arbitrary: value.map((v) => ({ json: v })) },
  { weight: 1, arbitrary: fc.constantFrom("{", "[1,", "\u0000", "{\"email\":", "").map((raw) => ({ raw })) },
);
/** Values that pass a query's other checks, so a bad value in one parameter reaches its own check. */
const PLAUSIBLE = ["medical", "upcoming", "past", "all", "posts", "videos", "10", "2026-12-01", "/profile"];
const BAD_CURSOR = "MjAyNi0wMi0zMFQwMDowMDowMC4wMDBafDBiNmYxZjdlLTZmNWUtNGM0Ny05YTQzLTNmMWIyYzdkOWUxMA";
const query = fc.dictionary(
  fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...QUERY_KEYS) }, text),
  fc.oneof(text, fc.constantFrom(...PLAUSIBLE)),
  { maxKeys: 4 },
);
const segment = fc.oneof({ weight: 5, arbitrary: text.map((t) => ({ encoded: t })) }, fc.constantFrom(...RAW_SEGMENTS).map((raw) => ({ raw })));

type Segment = { encoded: string } | { raw: string };
type Body = { json: unknown } | { raw: string };

function encode(part: string): string {
  try {
    return encodeURIComponent(part);
  } catch {
    return "x";
  }
}

/** The path with each parameter (":id", ":kind{videos|thumbnails}", "*") filled in. */
function fillPath(path: string, segments: Segment[]): string {
  let i = 0;
  const next = () => {
    const s = segments[i++ % segments.length]!;
    return "raw" in s ? s.raw : encode(s.encoded) || "x";
  };
  return path.replace(/:[A-Za-z]+(\{[^}]*\})?|\*/g, (param, pattern?: string) => {
    const options = pattern?.slice(1, -1).split("|");
    // A parameter with a pattern is filled with one of its values half the time, to get past the router.
    return options && i % 2 === 0 ? (i++, options[0]!) : next();
  });
}

async function send(server: TestServer, endpoint: Endpoint, cookie: string | undefined, input: { segments: Segment[]; query: Record<string, string>; body: Body }) {
  const url = new URL(server.url + fillPath(endpoint.path, input.segments));
  for (const [k, v] of Object.entries(input.query)) url.searchParams.append(k, v);
  const headers: Record<string, string> = { origin: server.url };
  if (cookie) headers.cookie = cookie;
  let payload: string | undefined;
  if (BODY_METHODS.has(endpoint.method)) {
    headers["content-type"] = "application/json";
    payload = "raw" in input.body ? input.body.raw : JSON.stringify(input.body.json);
  }
  const res = await fetch(url, { method: endpoint.method, headers, body: payload, redirect: "manual" });
  const answer = endpoint.method === "HEAD" ? "" : await res.text();
  if (res.status >= 500) {
    throw new Error(`${endpoint.method} ${url.pathname}${url.search} ${cookie ? "(signed in)" : "(signed out)"} body=${payload?.slice(0, 300)} → ${res.status} ${answer.slice(0, 300)}`);
  }
  return res.status;
}

let server: TestServer;
let endpoints: Endpoint[];
let cookie: string;

beforeAll(async () => {
  server = await startTestServer({ config: { TEST_HOOKS: "true" } });
  const seen = new Map<string, Endpoint>();
  for (const { method, path } of server.app.routes) {
    // Middleware (ALL) and the catch-alls are not endpoints; Better Auth's are listed from its API below.
    if (method === "ALL" || path.endsWith("/*") || path === "*") continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  for (const endpoint of Object.values(server.deps.auth.api) as { path?: string; options?: { method?: string | string[] } }[]) {
    if (!endpoint.path) continue;
    const methods = [endpoint.options?.method ?? "GET"].flat().flatMap((m) => (m === "*" ? ["GET", "POST"] : [m]));
    for (const method of methods) seen.set(`${method} /api/auth${endpoint.path}`, { method, path: `/api/auth${endpoint.path}` });
  }
  endpoints = [...seen.values()];
});
// Every test starts on an emptied database (test/setup.ts): sign up again.
beforeEach(async () => {
  const client = new TestClient(server.url);
  await client.register("fuzz@example.in");
  cookie = client.cookieHeader;
});
afterAll(() => server.close());

describe("fields named like an object's own machinery", () => {
  it("are refused with 400 by sign-in, sign-up, update-user and change-password", async () => {
    const auth = ["/api/auth/sign-in/email", "/api/auth/sign-up/email", "/api/auth/update-user", "/api/auth/change-password"];
    for (const path of auth) {
      for (const key of PROTOTYPE_KEYS) {
        for (const value of ['"x"', "1", "{}"]) {
          // Written by hand: JSON.stringify drops a "__proto__" key set through an object literal.
          const raw = `{"email":"fuzz@example.in","password":"secret-pass-1","${key}":${value}}`;
          const res = await fetch(server.url + path, { method: "POST", headers: { origin: server.url, cookie, "content-type": "application/json" }, body: raw });
          expect(res.status, `${path} with ${key}=${value}`).toBe(400);
          expect(((await res.json()) as { error: { message: string } }).error.message).toContain(key);
        }
      }
    }
  });
});

describe("no 5xx from any input", () => {
  it("covers every endpoint of the app and of Better Auth", () => {
    const paths = new Set(endpoints.map((e) => e.path));
    for (const path of ["/api/feed", "/api/doubts/:id/answers", "/api/bookings", "/api/experts", "/api/profile", "/api/auth/update-user", "/api/auth/reset-password/:token", "/api/auth/revoke-session"]) {
      expect(paths).toContain(path);
    }
    expect(endpoints.length).toBeGreaterThan(60);
  });

  it("answers known-bad values on every endpoint, signed in and signed out, without a 5xx", { timeout: 120_000 }, async () => {
    const bodies: Body[] = [
      { json: Object.fromEntries(BODY_KEYS.map((k) => [k, "\u0000"])) },
      { json: Object.fromEntries(BODY_KEYS.map((k) => [k, null])) },
      { json: Object.fromEntries(BODY_KEYS.map((k) => [k, 1e308])) },
      { json: Object.fromEntries(BODY_KEYS.map((k) => [k, ["2026-02-30"]])) },
      { raw: "{" },
    ];
    // One bad parameter at a time beside plausible others, so it is the one checked.
    const base = { category: "medical", tab: "upcoming" };
    const queries = QUERY_KEYS.flatMap((k) => ["\u0000", k === "cursor" ? BAD_CURSOR : "-1"].map((v) => ({ ...base, [k]: v })));
    const segments: Segment[][] = [[{ encoded: "\u0000" }], [{ raw: "%zz" }], [{ encoded: "0b6f1f7e-6f5e-4c47-9a43-3f1b2c7d9e10" }]];
    for (const signedIn of [false, true]) {
      for (const endpoint of endpoints) {
        if (signedIn && ENDS_SESSION.has(endpoint.path)) continue;
        const who = signedIn ? cookie : undefined;
        for (let i = 0; i < bodies.length; i++) {
          await send(server, endpoint, who, { segments: segments[i % segments.length]!, query: base, body: bodies[i]! });
        }
        // Signed in, every GET reads its query (signed out, the private ones stop at 401).
        if (endpoint.method !== "GET" || !signedIn) continue;
        for (const q of queries) await send(server, endpoint, who, { segments: segments[2]!, query: q, body: bodies[0]! });
      }
    }
    expect((await fetch(`${server.url}/api/profile`, { headers: { cookie } })).status).toBe(200);
  });

  it("answers generated bodies, query strings and path parameters without a 5xx", { timeout: 120_000 }, async () => {
    const endpoint = fc.constantFrom(...endpoints);
    await fc.assert(
      fc.asyncProperty(endpoint, fc.boolean(), fc.array(segment, { minLength: 1, maxLength: 3 }), query, body, async (target, signedIn, segments, q, b) => {
        const useCookie = signedIn && !ENDS_SESSION.has(target.path);
        await send(server, target, useCookie ? cookie : undefined, { segments, query: q, body: b });
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 600) },
    );
    // Still signed in: the signed-in runs really ran signed in.
    expect((await fetch(`${server.url}/api/profile`, { headers: { cookie } })).status).toBe(200);
  });
});

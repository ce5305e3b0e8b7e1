import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TestClient, type TestServer } from "../test/harness.ts";
import { SESSION_NOT_FOUND } from "./auth.ts";
import { NUL_MESSAGE } from "./errors.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { TEST_HOOKS: "true" } });
});
afterAll(() => server.close());

type ErrorJson = { error: { message: string }; message: string };

async function expectClientError(res: Response, status = 400): Promise<ErrorJson> {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/application\/json/);
  const json = (await res.json()) as ErrorJson;
  expect(typeof json.error.message).toBe("string");
  expect(json.error.message.length).toBeGreaterThan(0);
  return json;
}

describe("Better Auth's endpoints behind the app's input checks", () => {
  it("refuses a null name, a NUL character or a wrong type in update-user with 400", async () => {
    const client = new TestClient(server.url);
    await client.register("update@example.in");
    expect((await expectClientError(await client.post("/api/auth/update-user", { name: null }))).error.message).toBe("name must be a string.");
    expect((await expectClientError(await client.post("/api/auth/update-user", { name: "Asha\u0000" }))).error.message).toBe(NUL_MESSAGE);
    await expectClientError(await client.post("/api/auth/update-user", { image: 5 }));
    await expectClientError(await client.post("/api/auth/update-user", ["not", "an", "object"]));
    expect((await client.post("/api/auth/update-user", { name: "Asha" })).status).toBe(200);
  });

  it("refuses a NUL character in a reset token, in the body, the path or the query", async () => {
    const anon = new TestClient(server.url);
    await expectClientError(await anon.post("/api/auth/reset-password", { newPassword: "new-password-2", token: "abc\u0000def" }));
    await expectClientError(await anon.get("/api/auth/reset-password/abc%00def?callbackURL=%2Freset-password"));
    await expectClientError(await anon.get("/api/auth/verify-email?token=a%00b"));
  });

  it("answers malformed JSON and Better Auth's empty-bodied errors in the app's shape", async () => {
    const anon = new TestClient(server.url);
    const bad = await anon.request("/api/auth/sign-in/email", { method: "POST", headers: { "content-type": "application/json" }, body: "{" });
    await expectClientError(bad);
    // A path Better Auth has turned off answers a plain-text 404 of its own.
    await expectClientError(await anon.post("/api/auth/two-factor/get-totp-uri", { password: "x" }), 404);
    // Keeps Better Auth's own fields for its browser client.
    const wrong = await anon.signIn("nobody@example.in", "whatever-1");
    const json = await expectClientError(wrong, 401);
    expect(json.message).toBe(json.error.message);
  });

  it("checks the Origin of a signed-in POST, also with NODE_ENV=test", async () => {
    const client = new TestClient(server.url);
    await client.register("origin@example.in");
    const res = await fetch(`${server.url}/api/auth/update-user`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example", cookie: client.cookieHeader },
      body: JSON.stringify({ name: "Mallory" }),
    });
    await expectClientError(res, 403);
  });

  it("answers 404 when revoking a session that is not the caller's, and revokes nothing", async () => {
    const mine = new TestClient(server.url);
    await mine.register("mine@example.in");
    const theirs = new TestClient(server.url);
    await theirs.register("theirs@example.in");
    const listed = (await (await theirs.get("/api/auth/list-sessions")).json()) as { token: string }[];
    const res = await mine.post("/api/auth/revoke-session", { token: listed[0]!.token });
    expect((await expectClientError(res, 404)).error.message).toBe(SESSION_NOT_FOUND);
    expect((await theirs.get("/api/dashboard/stats")).status).toBe(200);
    await expectClientError(await mine.post("/api/auth/revoke-session", { token: "no-such-token" }), 404);
    // One's own other session is revoked as before.
    const laptop = new TestClient(server.url);
    await laptop.signIn("mine@example.in");
    const own = (await (await laptop.get("/api/auth/list-sessions")).json()) as { token: string }[];
    const other = own.find((s) => !laptop.cookieHeader.includes(s.token.slice(0, 10)));
    expect(other).toBeDefined();
    expect((await laptop.post("/api/auth/revoke-session", { token: other!.token })).status).toBe(200);
  });
});

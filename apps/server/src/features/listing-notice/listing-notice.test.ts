/**
 * The lawyers' and CAs' listing notice (docs/product.md#listing-rules): acknowledged once, remembered
 * in the device's cookie and on the account, through the API and the page's plain form.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISTING_NOTICE_COOKIE } from "@expertconnect/shared/messages/listing-rules";
import { userPreferences } from "../../db/schema/index.ts";
import { startTestServer, TestClient, type TestServer } from "../../test/harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const state = async (client: TestClient) => ((await (await client.get("/api/listing-notice")).json()) as { acknowledged: boolean }).acknowledged;
const recorded = async (userId: string) =>
  (await server.deps.db.select({ at: userPreferences.listingNoticeAt }).from(userPreferences).where(eq(userPreferences.userId, userId)))[0]?.at ?? null;
/** The page's form as a browser sends it without the script, from this site's page. */
const postForm = (client: TestClient, returnTo: string) =>
  client.request("/listing-notice", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ returnTo }).toString(),
  });

describe("the listing notice", () => {
  it("is acknowledged once by a visitor and remembered in the device's cookie", async () => {
    const visitor = new TestClient(server.url);
    expect(await state(visitor)).toBe(false);
    const res = await visitor.post("/api/listing-notice");
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${LISTING_NOTICE_COOKIE}=1`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(await state(visitor)).toBe(true);
    // Another device has not acknowledged it.
    expect(await state(new TestClient(server.url))).toBe(false);
  });

  it("is kept on the account, so a new sign-in on another device does not ask again; the first time is kept", async () => {
    const first = new TestClient(server.url);
    const userId = await first.register("reader@example.in");
    expect(await state(first)).toBe(false);
    expect((await first.post("/api/listing-notice")).status).toBe(200);
    const at = await recorded(userId);
    expect(at).not.toBeNull();
    expect((await first.post("/api/listing-notice")).status).toBe(200);
    expect(await recorded(userId)).toEqual(at);

    const second = new TestClient(server.url);
    expect((await second.signIn("reader@example.in")).status).toBe(200);
    expect(second.cookieHeader).not.toContain(LISTING_NOTICE_COOKIE);
    expect(await state(second)).toBe(true);
  });

  it("works as a plain form: back to the page (303) with the cookie, on the account only from this site's page", async () => {
    const person = new TestClient(server.url);
    const userId = await person.register("plain@example.in");
    // The same form posted from another site carries the session cookie too.
    const foreign = await fetch(`${server.url}/listing-notice`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://elsewhere.example", cookie: person.cookieHeader },
      body: new URLSearchParams({ returnTo: "/expert/123" }).toString(),
      redirect: "manual",
    });
    expect(foreign.status).toBe(303);
    expect(foreign.headers.get("location")).toBe("/expert/123");
    expect(await recorded(userId)).toBeNull();

    const own = await postForm(person, "/explore?q=tax");
    expect(own.status).toBe(303);
    expect(own.headers.get("location")).toBe("/explore?q=tax");
    expect(await recorded(userId)).not.toBeNull();
    expect(await state(person)).toBe(true);

    // Never sent to another site.
    for (const returnTo of ["//evil.example/x", "https://evil.example", "/\\evil.example", ""]) {
      expect((await postForm(new TestClient(server.url), returnTo)).headers.get("location"), returnTo).toBe("/explore");
    }
  });
});

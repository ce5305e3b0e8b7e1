/**
 * Web Push over HTTP, with a stand-in push service on loopback: a browser's subscription is its
 * person's own; a notification reaches each of their browsers once, signed with our VAPID key and
 * encrypted; a gone subscription is forgotten; a push service that is down is retried; endpoints
 * outside the browsers' push services are refused.
 */
import { execFileSync } from "node:child_process";
import { createECDH, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import { Agent, createServer, type Server } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import webpush from "web-push";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_PUSH_SUBSCRIPTIONS, PUSH_MESSAGES } from "@expertconnect/shared/schemas/push";
import { addDays, todayInIndia } from "@expertconnect/shared/schemas/bookings";
import { rows } from "../../db/client.ts";
import { experts, pushSubscriptions } from "../../db/schema/index.ts";
import { createJobHandlers } from "../../job-handlers.ts";
import { credit } from "../../test/money.ts";
import { startTestServer, TestClient, type TestServer } from "../../test/harness.ts";
import { isAllowedPushEndpoint } from "./push-endpoint.ts";
import { runDueJobs } from "../../test/job-clock.ts";

const vapid = webpush.generateVAPIDKeys();
let server: TestServer;
let pushService: Server;
let pushUrl = "";
let answer = 201;
const received: { path: string; headers: IncomingHttpHeaders; bytes: number }[] = [];

/** A self-signed certificate for the stand-in push service (web-push speaks only https). */
function selfSigned() {
  const dir = mkdtempSync(path.join(tmpdir(), "push-cert-"));
  try {
    execFileSync("openssl", ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-days", "1",
      "-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem")], { stdio: "ignore" });
    return { key: readFileSync(path.join(dir, "key.pem")), cert: readFileSync(path.join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  const tls = selfSigned();
  pushService = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, bytes: Buffer.concat(chunks).length });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, "127.0.0.1", resolve));
  pushUrl = `https://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  server = await startTestServer({ config: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: "mailto:ops@example.in" } });
  server.deps.jobs.start(createJobHandlers({ ...server.deps, pushAgent: new Agent({ ca: tls.cert }) }), { polling: false });
});
afterAll(async () => {
  await server.deps.jobs.stop();
  await server.close();
  await new Promise((r) => pushService.close(r));
});
beforeEach(() => {
  received.length = 0;
  answer = 201;
});

let counter = 0;
async function person() {
  const client = new TestClient(server.url);
  const id = await client.register(`push${++counter}@example.in`);
  await credit(server.deps.db, id, 10_000_00);
  return { client, id };
}

/** What a browser's PushSubscription.toJSON() gives, for our stand-in push service. */
function browserSubscription(name: string) {
  const ecdh = createECDH("prime256v1");
  return { endpoint: `${pushUrl}/push/${name}`, expirationTime: null, keys: { p256dh: ecdh.generateKeys("base64url"), auth: randomBytes(16).toString("base64url") } };
}

const drain = () => runDueJobs(server.deps.jobs);

/** A client books the expert: the expert is notified in the app, and so on their browsers. */
async function bookingFor(expert: { id: string }) {
  const [row] = await server.deps.db
    .insert(experts)
    .values({ name: `Dr. Push ${counter}`, category: "medical", specialization: "GP", consultationFee: 300, isVerified: true, userId: expert.id })
    .returning({ id: experts.id });
  const client = await person();
  const res = await client.client.post("/api/bookings", { expertId: row!.id, date: addDays(todayInIndia(), 4), time: "11:00", consultationType: "voice" });
  expect(res.status, await res.clone().text()).toBe(201);
}

describe("Web Push", () => {
  it("hands out the public key; saving a subscription needs a session and a real subscription", async () => {
    const anonymous = new TestClient(server.url);
    expect(await (await anonymous.get("/api/push/config")).json()).toEqual({ publicKey: vapid.publicKey });
    expect((await anonymous.request("/api/push/subscription", { method: "PUT", json: browserSubscription("a") })).status).toBe(401);

    const { client } = await person();
    const bad = await client.request("/api/push/subscription", { method: "PUT", json: { endpoint: "not a url", keys: { p256dh: "x", auth: "y" } } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(PUSH_MESSAGES.invalidSubscription);
    const elsewhere = await client.request("/api/push/subscription", { method: "PUT", json: { ...browserSubscription("b"), endpoint: "https://10.0.0.5/internal" } });
    expect(elsewhere.status).toBe(400);
    expect(((await elsewhere.json()) as { error: { message: string } }).error.message).toBe(PUSH_MESSAGES.endpointNotAllowed);
    expect(await server.deps.db.select().from(pushSubscriptions)).toHaveLength(0);
  });

  it("sends each notification once to each of the person's browsers, signed with the VAPID key and encrypted", async () => {
    const expert = await person();
    for (const name of ["phone", "laptop"]) {
      expect((await expert.client.request("/api/push/subscription", { method: "PUT", json: browserSubscription(`${name}-${expert.id}`) })).status).toBe(200);
    }
    await bookingFor(expert);
    await drain();
    const mine = received.filter((r) => r.path.endsWith(expert.id));
    expect(mine.map((r) => r.path.split("/")[2]!.split("-")[0]).sort()).toEqual(["laptop", "phone"]);
    for (const r of mine) {
      expect(r.headers["content-encoding"]).toBe("aes128gcm");
      expect(r.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`));
      expect(Number(r.headers.ttl)).toBe(86_400);
      // The payload is encrypted for the browser: far longer than nothing, and not readable here.
      expect(r.bytes).toBeGreaterThan(100);
    }
    // Once: nothing more is sent when the queue runs again.
    await drain();
    expect(received.filter((r) => r.path.endsWith(expert.id))).toHaveLength(2);
  });

  it("a subscription the push service says is gone is forgotten; one whose service is down is retried", async () => {
    const expert = await person();
    const sub = browserSubscription(`gone-${expert.id}`);
    await expert.client.request("/api/push/subscription", { method: "PUT", json: sub });
    answer = 410;
    await bookingFor(expert);
    await drain();
    expect(received.filter((r) => r.path.endsWith(expert.id))).toHaveLength(1);
    expect(await server.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, expert.id))).toHaveLength(0);

    const again = await person();
    await again.client.request("/api/push/subscription", { method: "PUT", json: browserSubscription(`down-${again.id}`) });
    answer = 503;
    await bookingFor(again);
    await drain();
    const [job] = await rows<{ state: string }>(server.deps.db, sql`select state::text from pgboss.job where name = 'push-send' and data->>'title' is not null order by created_on desc limit 1`);
    expect(job!.state).toBe("retry");
    expect(await server.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, again.id))).toHaveLength(1);
  });

  it("a browser is one person's at a time; nobody removes another's; the oldest beyond the limit is forgotten", async () => {
    const first = await person();
    const second = await person();
    const shared = browserSubscription(`shared-${first.id}`);
    await first.client.request("/api/push/subscription", { method: "PUT", json: shared });
    // Someone else cannot remove it …
    expect((await second.client.request("/api/push/subscription", { method: "DELETE", json: { endpoint: shared.endpoint } })).status).toBe(200);
    expect((await server.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, shared.endpoint)))[0]!.userId).toBe(first.id);
    // … but signing in on that browser and subscribing moves it to them.
    await second.client.request("/api/push/subscription", { method: "PUT", json: shared });
    expect((await server.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, shared.endpoint)))[0]!.userId).toBe(second.id);
    expect((await second.client.request("/api/push/subscription", { method: "DELETE", json: { endpoint: shared.endpoint } })).status).toBe(200);
    expect(await server.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, shared.endpoint))).toHaveLength(0);

    for (let i = 0; i <= MAX_PUSH_SUBSCRIPTIONS; i++) {
      await first.client.request("/api/push/subscription", { method: "PUT", json: browserSubscription(`many${i}-${first.id}`) });
    }
    const kept = await server.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, first.id));
    expect(kept).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
    expect(kept.some((s) => s.endpoint.includes("/many0-"))).toBe(false);
  });

  it("withdrawing push consent forgets every browser of the person, and nothing more is pushed; turning a device on gives it again", async () => {
    const expert = await person();
    for (const name of ["phone", "laptop"]) {
      expect((await expert.client.request("/api/push/subscription", { method: "PUT", json: browserSubscription(`${name}-consent-${expert.id}`) })).status).toBe(200);
    }
    expect(((await (await expert.client.get("/api/privacy/consents")).json()) as { push: boolean }).push).toBe(true);
    const withdrawn = await expert.client.request("/api/privacy/consents", { method: "PUT", json: { purpose: "push", granted: false } });
    expect(withdrawn.status).toBe(200);
    expect(((await withdrawn.json()) as { push: boolean }).push).toBe(false);
    expect(await server.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, expert.id))).toHaveLength(0);
    await bookingFor(expert);
    await drain();
    expect(received.filter((r) => r.path.endsWith(expert.id))).toHaveLength(0);

    expect((await expert.client.request("/api/push/subscription", { method: "PUT", json: browserSubscription(`again-consent-${expert.id}`) })).status).toBe(200);
    expect(((await (await expert.client.get("/api/privacy/consents")).json()) as { push: boolean }).push).toBe(true);
  });

  it("only the browsers' push services are allowed in production; loopback only outside it", () => {
    expect(isAllowedPushEndpoint("https://fcm.googleapis.com/fcm/send/abc", true)).toBe(true);
    expect(isAllowedPushEndpoint("https://updates.push.services.mozilla.com/wpush/v2/abc", true)).toBe(true);
    expect(isAllowedPushEndpoint("https://wns2-pn1p.notify.windows.com/w/?token=abc", true)).toBe(true);
    expect(isAllowedPushEndpoint("https://web.push.apple.com/abc", true)).toBe(true);
    expect(isAllowedPushEndpoint("https://fcm.googleapis.com.evil.example/abc", true)).toBe(false);
    expect(isAllowedPushEndpoint("http://fcm.googleapis.com/abc", true)).toBe(false);
    expect(isAllowedPushEndpoint("https://fcm.googleapis.com:8443/abc", true)).toBe(false);
    expect(isAllowedPushEndpoint("http://127.0.0.1:9000/push", true)).toBe(false);
    expect(isAllowedPushEndpoint("http://127.0.0.1:9000/push", false)).toBe(true);
    expect(isAllowedPushEndpoint("https://169.254.169.254/latest", false)).toBe(false);
  });
});

/**
 * Notifications on this device (Web Push). Headless Chromium cannot reach a real push service, so
 * the browser's PushManager hands out a subscription for a stand-in endpoint; everything else is
 * real: the permission, the Settings switch, the server keeping and forgetting the subscription,
 * and the service worker showing a pushed notification (delivered through DevTools, as a push
 * service would) that opens what it is about.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";

test.use({ serviceWorkers: "allow" });
// Installing the service worker precaches the app first, which takes a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** A PushManager whose subscribe() succeeds offline, with the keys a browser would send. */
async function standInPushManager(page: Page) {
  await page.addInitScript(() => {
    let current: PushSubscription | null = null;
    const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    PushManager.prototype.getSubscription = () => Promise.resolve(current);
    PushManager.prototype.subscribe = async () => {
      const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]));
      const p256dh = b64(new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey)));
      const auth = b64(crypto.getRandomValues(new Uint8Array(16)));
      const endpoint = `http://127.0.0.1:9/push/${auth}`;
      current = {
        endpoint,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: () => {
          current = null;
          return Promise.resolve(true);
        },
      } as unknown as PushSubscription;
      return current;
    };
  });
}

async function withWorker(page: Page) {
  await page.goto("/profile/settings");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
}

test("turning notifications on this device on and off saves and forgets the browser's subscription", async ({ page, context, signedIn }) => {
  expect(signedIn.email).toContain("@");
  await context.grantPermissions(["notifications"]);
  await standInPushManager(page);
  await withWorker(page);

  const device = page.getByRole("switch", { name: "Notifications on this device" });
  await expect(device).not.toBeChecked();
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/push/subscription") && r.request().method() === "PUT");
  await device.click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText("Notifications on this device enabled")).toBeVisible();
  await expect(device).toBeChecked();

  const forgotten = page.waitForResponse((r) => r.url().endsWith("/api/push/subscription") && r.request().method() === "DELETE");
  await device.click();
  expect((await forgotten).status()).toBe(200);
  await expect(page.getByText("Notifications on this device disabled")).toBeVisible();
  await expect(device).not.toBeChecked();
});

test("withdrawing push consent in Settings stops push: every device is forgotten and this one reads off", async ({ page, context, signedIn }) => {
  expect(signedIn.email).toContain("@");
  await context.grantPermissions(["notifications"]);
  await standInPushManager(page);
  await withWorker(page);

  const device = page.getByRole("switch", { name: "Notifications on this device" });
  const consent = page.getByRole("switch", { name: "Push notifications" });
  await expect(consent).not.toBeChecked();
  await device.click();
  await expect(page.getByText("Notifications on this device enabled")).toBeVisible();
  // Turning a device on is giving consent to push.
  await expect(consent).toBeChecked();

  const withdrawn = page.waitForResponse((r) => r.url().endsWith("/api/privacy/consents") && r.request().method() === "PUT");
  await consent.click();
  expect((await withdrawn).status()).toBe(200);
  await expect(page.getByText("Notifications to your devices withdrawn")).toBeVisible();
  await expect(consent).not.toBeChecked();
  await expect(device).not.toBeChecked();
  const state = (await (await page.request.get("/api/privacy/consents")).json()) as { push: boolean };
  expect(state.push).toBe(false);
});

test("a browser that blocks notifications is told where to allow them", async ({ page, signedIn }) => {
  expect(signedIn.email).toContain("@");
  await standInPushManager(page);
  await page.addInitScript(() => {
    Notification.requestPermission = () => Promise.resolve("denied");
  });
  await withWorker(page);
  await page.getByRole("switch", { name: "Notifications on this device" }).click();
  await expect(page.getByText("Notifications are blocked for this site. Allow them in your browser's site settings.")).toBeVisible();
});

test("a pushed notification is shown by the service worker with its title and text", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["notifications"]);
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const cdp = await context.newCDPSession(page);
  const registrations = new Promise<{ registrationId: string }[]>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", (e) => resolve(e.registrations as { registrationId: string }[]));
  });
  // `ready` resolves while the worker is still activating; a push is only dispatched to an activated one.
  const activated = new Promise<void>((resolve) => {
    cdp.on("ServiceWorker.workerVersionUpdated", (e) => {
      if ((e.versions as { status: string }[]).some((v) => v.status === "activated")) resolve();
    });
  });
  await cdp.send("ServiceWorker.enable");
  const [registration] = await registrations;
  await activated;
  const deliver = () =>
    cdp.send("ServiceWorker.deliverPushMessage", {
      origin: new URL(baseURL!).origin,
      registrationId: registration!.registrationId,
      data: JSON.stringify({ title: "Booking confirmed", body: "Your video consultation is confirmed.", link: "/bookings" }),
    });
  const shown = () => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => `${n.title}: ${n.body}`));
  await deliver();
  // DevTools drops a delivery it cannot hand over (it reports no outcome), as a push service would
  // retry: deliver again while nothing is shown. Whatever is shown must be this push's title and text.
  await expect(async () => {
    const list = await shown();
    if (list.length === 0) await deliver();
    expect(list.length).toBeGreaterThan(0);
    expect([...new Set(list)]).toEqual(["Booking confirmed: Your video consultation is confirmed."]);
  }).toPass({ intervals: [1_000, 2_000, 4_000], timeout: 30_000 });
});

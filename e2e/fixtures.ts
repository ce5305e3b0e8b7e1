/**
 * Shared browser-test fixtures: every test fails on a console error, and `signedIn` gives a page
 * whose context holds a fresh account's session (created through the API, as the browser would).
 */
import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page, type Request } from "@playwright/test";
import { PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION } from "@expertconnect/shared/messages/privacy";

/** What every sign-up must carry beside the e-mail and password: the notice's version and the 18-or-older confirmation. */
export const SIGN_UP_CONSENT = { noticeVersion: PRIVACY_NOTICE_VERSION, adult: true } as const;

/** Ticks the two boxes the Sign Up form requires: the privacy notice, and 18 or older. */
export async function agreeToSignUp(form: Locator): Promise<void> {
  await form.getByLabel(PRIVACY_MESSAGES.noticeLabel).check();
  await form.getByLabel(PRIVACY_MESSAGES.adultLabel).check();
}

export interface Account {
  email: string;
  password: string;
}

/**
 * Made an admin when it signs up (ADMIN_EMAILS in playwright.config.ts), so a test can approve an
 * expert application through the API; only tests/notifications.spec.ts uses it.
 */
export const E2E_ADMIN_EMAIL = "e2e-admin@example.in";

let counter = 0;
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.in`;
}

/**
 * Creates an account (named `name`, none by default) and signs it in within the page's browser
 * context (cookies are shared), on the project's server or on `baseURL` (the page's context must
 * have that base URL).
 */
export async function signUpViaApi(page: Page, prefix = "user", baseURL = test.info().project.use.baseURL!, name = ""): Promise<Account> {
  const account = { email: uniqueEmail(prefix), password: "secret-pass-1" };
  const res = await page.request.post(`${baseURL}/api/auth/sign-up/email`, {
    data: { ...account, name, ...SIGN_UP_CONSENT },
    headers: { origin: baseURL },
  });
  expect(res.ok(), `sign-up failed: ${res.status()}`).toBeTruthy();
  return account;
}

/**
 * Adds money to the signed-in account's wallet as a payer would, through the API: a top-up order,
 * the test provider's checkout (UPI, success) and the signed confirmation. Bookings are paid from it.
 */
export async function topUpViaApi(request: APIRequestContext, rupees: number, baseURL = test.info().project.use.baseURL!): Promise<void> {
  const headers = { origin: baseURL };
  const order = await request.post("/api/wallet/top-ups", { data: { amountRupees: rupees }, headers });
  expect(order.status(), `top-up order failed: ${await order.text()}`).toBe(201);
  const { providerOrderId } = (await order.json()) as { providerOrderId: string };
  const paid = await request.post("/api/wallet/test-checkout/pay", { data: { orderId: providerOrderId, method: "upi", outcome: "success" }, headers });
  expect(paid.ok(), `test payment failed: ${await paid.text()}`).toBeTruthy();
  const { paymentId, signature } = (await paid.json()) as { paymentId: string; signature: string };
  const confirmed = await request.post("/api/wallet/top-ups/confirm", { data: { orderId: providerOrderId, paymentId, signature }, headers });
  expect(confirmed.ok(), `confirm failed: ${await confirmed.text()}`).toBeTruthy();
}

/**
 * Holds the page's requests to `url` (those `when` picks, all by default) until the returned
 * release is called, so a loading or saving state stays on screen long enough to be checked.
 */
export async function holdRequests(page: Page, url: string, when: (request: Request) => boolean = () => true): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (when(route.request())) await held;
    await route.continue();
  });
  return release;
}

/** Console messages that come from the browser, not the app: 401s of the session probe etc. */
const IGNORED_CONSOLE = [
  /Failed to load resource: the server responded with a status of 4\d\d/,
  // the browser reporting a request made while the offline tests hold the network down
  /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/,
];

/**
 * Makes the page's `goto` and `reload` return once the app runs in the page it opened, as they did
 * when the page loaded its scripts from tags. The app's pages paint from their HTML and start their
 * scripts just after (web/public/boot.js), often after the load event `goto` waits for; a test that
 * clicked at once would click a button whose handler is not there yet. A page without the app's
 * list of modules (a file, a JSON answer) is ready once parsed. A navigation asked to return at
 * "commit" returns then, as asked (a test that holds the scripts does so). Contexts with JavaScript
 * off must not use it.
 */
export function waitForAppOnNavigation(page: Page): Page {
  const ready = async (waitUntil: string | undefined) => {
    if (waitUntil === "commit") return;
    // Only a parsed document says whether it has the list (it is in the head).
    await page.waitForLoadState("domcontentloaded");
    await page
      .locator("html:not(:has(#ec-modules)), #root[data-hydrated]")
      .first()
      .waitFor({ state: "attached", timeout: 20_000 })
      .catch((err: unknown) => {
        throw new Error(`the app did not start in ${page.url()} within 20 s`, { cause: err });
      });
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await ready(options?.waitUntil);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await ready(options?.waitUntil);
    return response;
  };
  return page;
}

/**
 * Another person's browser for a test with two or more people: same zone, locale and phone-sized
 * viewport as the project, its own cookies. Its console errors go into `errors`, which the test
 * checks at its end (the `consoleErrors` fixture only watches the test's own page).
 */
export async function personContext(browser: Browser, baseURL: string, errors: string[]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: "en-IN", timezoneId: "Asia/Kolkata", serviceWorkers: "block", viewport: { width: 412, height: 915 } });
  const page = waitForAppOnNavigation(await context.newPage());
  page.on("console", (msg) => {
    if (msg.type() === "error" && !IGNORED_CONSOLE.some((re) => re.test(msg.text()))) errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return { context, page };
}

export const test = base.extend<{ consoleErrors: string[]; expectedConsoleErrors: RegExp[]; signedIn: Account }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitForAppOnNavigation(page));
  },
  /**
   * Patterns a test expects the browser to log (a connection the test itself cuts). They are applied
   * when the test ends, because the browser may report such an error after the test's last step.
   */
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
  expectedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error" && !IGNORED_CONSOLE.some((re) => re.test(msg.text()))) errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      // A Content-Security-Policy violation is an error too, even one the page's code caught.
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (e) => {
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`);
        });
      });
      await use(errors);
      const unexpected = errors.filter((e) => !expectedConsoleErrors.some((re) => re.test(e)));
      expect(unexpected, "console errors during the test").toEqual([]);
    },
    { auto: true },
  ],
  signedIn: async ({ page }, use) => {
    await use(await signUpViaApi(page));
  },
});

export { expect };

/**
 * Acknowledges the notice before lawyers' and CAs' listings for this browser (its cookie, as the
 * notice's button sets it), for tests about those listings rather than the notice
 * (docs/product.md#listing-rules; tests/listing-rules.spec.ts tests the notice itself).
 */
export async function acknowledgeListingNotice(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: "ec.listing-notice", value: "1", url: baseURL }]);
}

/**
 * Opens Explore from Home as a person does, by the bottom navigation, once the page runs. Explore
 * opened by address arrives server-rendered with its experts; reached in the app, it loads them
 * itself, so a test can hold that request and see the loading state.
 */
export async function openExploreInApp(page: Page): Promise<void> {
  await page.goto("/");
  await expect(page.locator("#root")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Explore" }).click();
}

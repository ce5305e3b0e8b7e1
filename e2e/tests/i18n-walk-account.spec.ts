/**
 * The account's screens in Hindi (docs/i18n.md): a client who chose हिन्दी sees Profile, Wallet,
 * the checkout, Medical Records, Download my data, Security, concerns, account deletion and the legal
 * pages with no English words left in the page's main content (names, the brand, units and a short
 * list aside; the legal bodies are marked as English), and nothing is wider than a 320 px screen.
 */
import type { Page } from "@playwright/test";
import { expect, test, topUpViaApi } from "../fixtures.ts";

/** Latin words a Hindi screen may show: the brand, units, formats, standards and product names. */
const ALLOWED = new Set(
  "ExpertConnect AM PM IST UPI IFSC PDF CSV ZIP JSON MB KB JPEG PNG WebP QR ICAI MBBS AIIMS GRV Razorpay Google Microsoft Authenticator IP Chrome Firefox Safari Edge Linux Android iOS Windows macOS XXXXXXXXXX".split(
    " ",
  ),
);

/**
 * The English words in <main>'s visible text and its labels and placeholders, leaving out what is
 * marked lang="en" (the legal bodies), addresses and the person's own data (`own`).
 */
async function englishWords(page: Page, own: string[]): Promise<string[]> {
  const texts = await page.locator("main").evaluate((main) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[lang="en"], code, [data-testid="totp-key"]')) continue;
      // Visible text, and text kept for screen readers only (sr-only is visible to them).
      if (!parent.checkVisibility() && !parent.closest(".sr-only")) continue;
      found.push(node.textContent ?? "");
    }
    for (const el of main.querySelectorAll("[aria-label], [placeholder], [title], [alt]")) {
      if (el.closest('[lang="en"]')) continue;
      for (const name of ["aria-label", "placeholder", "title", "alt"]) found.push(el.getAttribute(name) ?? "");
    }
    return found;
  });
  const text = texts
    .join(" ")
    .replace(/\S+@\S+/g, " ")
    .replace(/https?:\/\/\S+/g, " ");
  const words = text.match(/[A-Za-z]{2,}/g) ?? [];
  return [...new Set(words.filter((w) => !ALLOWED.has(w) && !own.some((o) => o.includes(w))))];
}

/** No part of the page is wider than the screen. */
async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe("the account's screens in Hindi", () => {
  test.slow();

  test("a client's Profile, Wallet, records, data, security, concerns, deletion and legal pages have no English left and fit 320 px", async ({ page, signedIn, baseURL }) => {
    const headers = { origin: baseURL! };
    // Something on each screen: a top-up (a transaction with its receipt), an unpaid order (the
    // checkout) and a concern (its thread and state).
    await topUpViaApi(page.request, 500);
    const order = await page.request.post("/api/wallet/top-ups", { data: { amountRupees: 200 }, headers });
    expect(order.status()).toBe(201);
    const { id: orderId } = (await order.json()) as { id: string };
    const concern = await page.request.post("/api/grievances", { data: { subject: "payment", description: "मेरा रिफ़ंड अभी तक वॉलेट में नहीं आया है, कृपया देखें।" }, headers });
    expect(concern.ok(), await concern.text()).toBeTruthy();
    const chose = await page.request.put("/api/preferences", { data: { language: "hi" }, headers });
    expect(chose.ok(), await chose.text()).toBeTruthy();

    await page.setViewportSize({ width: 320, height: 720 });
    const routes: [path: string, heading: string][] = [
      ["/profile", "प्रोफ़ाइल"],
      ["/profile/edit", "प्रोफ़ाइल बदलें"],
      ["/profile/help", "मदद और सहायता"],
      ["/profile/wallet", "मेरा वॉलेट"],
      [`/wallet/checkout/${orderId}`, "पैसे जोड़ें"],
      ["/profile/records", "मेडिकल रिकॉर्ड"],
      ["/profile/my-data", "मेरा डेटा डाउनलोड करें"],
      ["/profile/security", "सुरक्षा और साइन इन"],
      ["/profile/concerns", "मेरी शिकायतें"],
      ["/profile/concerns/new", "शिकायत दर्ज करें"],
      ["/account-deletion", "खाता और डेटा हटाने का अनुरोध"],
      ["/account-deletion/confirm", "खाता हटाने की पुष्टि करें"],
      ["/privacy-notice", "निजता सूचना"],
      ["/privacy-policy", "निजता नीति"],
      ["/terms-of-service", "सेवा की शर्तें"],
    ];
    const found: Record<string, string[]> = {};
    const wide: Record<string, number> = {};
    for (const [path, heading] of routes) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      // Lists and cards have loaded (no skeleton left), and a late namespace has arrived.
      await expect(page.locator("main [aria-busy='true'], main .animate-pulse")).toHaveCount(0);
      const english = await englishWords(page, [signedIn.email]);
      if (english.length) found[path] = english;
      const extra = await overflow(page);
      if (extra > 0) wide[path] = extra;
    }
    expect(found, "English words left on Hindi screens").toEqual({});
    expect(wide, "pixels wider than a 320 px screen").toEqual({});

    // The data the screens show is there (the walk saw them, not empty states).
    await page.goto("/profile/wallet");
    await expect(page.getByText("पैसे जोड़े गए")).toBeVisible();
    await expect(page.getByRole("link", { name: "रसीद डाउनलोड करें" })).toBeVisible();
    await page.goto("/profile/concerns");
    await expect(page.getByText("हमारे जवाब का इंतज़ार")).toBeVisible();
    // The Privacy Notice is written in Hindi, body and all; the policy and terms keep an English body.
    await page.goto("/privacy-notice");
    await expect(page.locator('main [lang="en"]')).toHaveCount(0);
    await expect(page.getByText("अंग्रेज़ी पाठ ही मान्य है")).toBeHidden();
    await page.goto("/terms-of-service");
    await expect(page.getByText("नीचे दिया अंग्रेज़ी पाठ ही मान्य है")).toBeVisible();

    // For a person to look at: the Wallet in Hindi on a 375 px phone.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/profile/wallet");
    await expect(page.getByTestId("wallet-balance")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("wallet-hindi-375.png"), fullPage: true });
  });
});

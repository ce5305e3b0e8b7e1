/**
 * Hindi (docs/i18n.md): the choice in Settings switches the app at once and is kept on the account;
 * the server renders pages in the chosen (or the browser's) language, so a Hindi page arrives in
 * Hindi with lang="hi" even without JavaScript; the Devanagari font loads on Hindi pages only.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, personContext, test } from "../fixtures.ts";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
const DEVANAGARI_FONT = /noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2$/;

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 4).join(" | ")}`);
}

test.describe("Hindi", () => {
  // Several page loads and two browsers on a shared machine.
  test.slow();

  test("choosing हिन्दी in Settings turns the shell and Home into Hindi at once; the account keeps it through sign-out and sign-in on another browser", async ({
    page,
    signedIn,
    browser,
    baseURL,
  }) => {
    await page.goto("/profile/settings");
    await page.getByRole("button", { name: "Consultation Preferences" }).click();
    // Nothing reloads: this mark and the open section survive the switch.
    await page.evaluate(() => ((window as { ecNoReload?: boolean }).ecNoReload = true));
    const font = page.waitForResponse((r) => DEVANAGARI_FONT.test(new URL(r.url()).pathname));
    await page.getByRole("group", { name: "Preferred Language" }).getByRole("radio", { name: "हिन्दी" }).check();

    await expect(toast(page, "ऐप अब हिन्दी में है")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { name: "सेटिंग्स", level: 1 })).toBeVisible();
    await expect(page.getByRole("group", { name: "पसंदीदा भाषा" }).getByRole("radio", { name: "हिन्दी" })).toBeChecked();
    await expect(page.getByRole("link", { name: "सेवा की शर्तें" })).toBeHidden();
    await expect(page.getByRole("switch", { name: "डार्क मोड" })).toBeVisible();
    await expect(page.getByRole("button", { name: "साइन आउट करें" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "मुख्य" }).getByRole("link", { name: "प्रोफ़ाइल" })).toBeVisible();
    expect(await page.evaluate(() => (window as { ecNoReload?: boolean }).ecNoReload)).toBe(true);
    expect((await font).status()).toBe(200);

    await page.getByRole("navigation", { name: "मुख्य" }).getByRole("link", { name: "होम" }).click();
    await expect(page.getByRole("heading", { name: "पेशेवर डैशबोर्ड", level: 1 })).toBeVisible();
    await expect(page.getByText("अपने परामर्श संभालें, ज्ञान साझा करें और अपना नेटवर्क बढ़ाएँ।")).toBeVisible();
    await expect(page.getByRole("heading", { name: "त्वरित कार्य" })).toBeVisible();
    await expect(page.getByText("साझा की गई पोस्ट")).toBeVisible();
    await expect(page).toHaveTitle("पेशेवर डैशबोर्ड · ExpertConnect");
    // The header's category names the term in Hindi, and Home follows the category.
    await page.getByRole("radio", { name: "वकील" }).click();
    await expect(page.getByText("सत्यापित वकीलों को खोजें और उनसे जुड़ें")).toBeVisible();
    expect(await page.evaluate(() => (window as { ecNoReload?: boolean }).ecNoReload)).toBe(true);

    await page.getByRole("button", { name: "साइन आउट करें" }).click();
    await expect(page).toHaveURL(/\/auth$/);

    // Another browser, where nobody chose a language: signing in brings the account's Hindi.
    const errors: string[] = [];
    const other = await personContext(browser, baseURL!, errors);
    await other.page.goto("/auth");
    await expect(other.page.locator("html")).toHaveAttribute("lang", "en-IN");
    const form = other.page.getByRole("tabpanel", { name: "Sign In" });
    await form.getByLabel("Email").fill(signedIn.email);
    await form.getByLabel("Password").fill(signedIn.password);
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(other.page.getByRole("heading", { name: "पेशेवर डैशबोर्ड", level: 1 })).toBeVisible();
    await expect(other.page.locator("html")).toHaveAttribute("lang", "hi");
    // The next page the server renders there is Hindi from the start.
    const html = await (await other.page.request.get("/profile/settings")).text();
    expect(html).toMatch(/<html lang="hi"/);
    expect(html).toContain("सेटिंग्स");
    await other.context.close();
    expect(errors).toEqual([]);

    // This browser keeps Hindi after signing out, so its sign-in form is Hindi too.
    await page.goto("/auth");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    const signIn = page.getByRole("tabpanel", { name: "साइन इन करें" });
    await signIn.getByLabel("ईमेल").fill(signedIn.email);
    await signIn.getByLabel("पासवर्ड").fill(signedIn.password);
    await signIn.getByRole("button", { name: "साइन इन करें" }).click();
    await expect(page.getByRole("heading", { name: "पेशेवर डैशबोर्ड", level: 1 })).toBeVisible();
    // Back to English: the English texts are as before.
    await page.goto("/profile/settings");
    await page.getByRole("button", { name: "परामर्श की पसंद" }).click();
    await page.getByRole("group", { name: "पसंदीदा भाषा" }).getByRole("radio", { name: "English" }).check();
    await expect(toast(page, "The app is now in English")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  });

  test("a visitor whose browser asks for Hindi gets Hindi from the server, JavaScript off; English asks get English and no Devanagari font", async ({ browser, baseURL }) => {
    for (const [locale, lang, heading, nav] of [
      ["hi-IN", "hi", "पेशेवर डैशबोर्ड", "खोजें"],
      ["en-IN", "en-IN", "Professional Dashboard", "Explore"],
    ] as const) {
      const context = await browser.newContext({ baseURL, locale, javaScriptEnabled: false, serviceWorkers: "block" });
      const page = await context.newPage();
      const fonts: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "font") fonts.push(r.url());
      });
      const response = await page.goto("/", { waitUntil: "load" });
      expect(response?.headers()["content-language"]).toBe(lang);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByRole("navigation").getByRole("link", { name: nav })).toBeVisible();
      if (lang === "hi") expect(fonts.some((f) => DEVANAGARI_FONT.test(new URL(f).pathname))).toBe(true);
      else expect(fonts).toEqual([]);
      await context.close();
    }
  });

  test("Hindi Home passes axe in light and dark mode", async ({ browser, baseURL }) => {
    const errors: string[] = [];
    const context = await browser.newContext({ baseURL, locale: "hi-IN", timezoneId: "Asia/Kolkata", serviceWorkers: "block", viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    page.on("pageerror", (err) => errors.push(err.message));
    await page.goto("/");
    await expect(page.locator("#root")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
    await expect(page.getByRole("heading", { name: "पेशेवर डैशबोर्ड", level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => localStorage.setItem("ec.darkMode", "true"));
    await page.reload();
    await expect(page.locator("#root")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.getByRole("heading", { name: "पेशेवर डैशबोर्ड", level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
    expect(errors).toEqual([]);
  });
});

/**
 * Checks that a page shown in Hindi has no English left in its interface: the visible text of the
 * header and of <main> (and the placeholders of their fields), less what people wrote (elements
 * marked data-content: names, bios, messages, specializations), the brand, units and the words a
 * test allows (the names it knows, for instance). It fails listing the English words it found.
 */
import { expect, type Page } from "@playwright/test";

/** Words English and Hindi pages share: the brand, units and abbreviations people write in Latin letters. */
export const ALWAYS_ALLOWED = ["ExpertConnect", "IST", "PDF", "UPI", "OTP", "KB", "MB", "Dr"];

/** The visible Latin-letter words of the page's header and main content, outside [data-content]. */
export async function englishWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skipped = "[data-content], .sr-only, script, style, [aria-hidden='true']";
    const texts: string[] = [];
    const roots = [...document.querySelectorAll("header, main")].filter((root) => !root.parentElement?.closest("header, main"));
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest(skipped) || !parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
        texts.push((node as Text).data);
      }
      for (const field of root.querySelectorAll<HTMLElement>("[placeholder]")) {
        if (field.checkVisibility() && !field.closest(skipped)) texts.push(field.getAttribute("placeholder") ?? "");
      }
    }
    return texts.join(" ").match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? [];
  });
}

/**
 * Fails, listing them, when the page shows English words other than the allowed ones (compared
 * case-insensitively; a name given whole is split into its words).
 */
export async function expectNoEnglish(page: Page, allow: readonly string[] = []): Promise<void> {
  const allowed = new Set([...ALWAYS_ALLOWED, ...allow].flatMap((a) => a.split(/[^A-Za-z'’-]+/)).filter(Boolean).map((w) => w.toLowerCase()));
  const where = `${new URL(page.url()).pathname}${new URL(page.url()).search}`;
  // A screen whose Hindi file arrives after it renders shows English for that moment: look again.
  await expect
    .poll(async () => [...new Set((await englishWords(page)).filter((w) => !allowed.has(w.toLowerCase())))], { message: `English words on ${where}`, timeout: 5_000 })
    .toEqual([]);
}

/** Fails when the page is wider than the window (something overflows sideways). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `the page is wider than the window on ${new URL(page.url()).pathname}`).toBeLessThanOrEqual(innerWidth);
}

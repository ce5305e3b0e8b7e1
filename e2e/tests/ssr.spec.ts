/**
 * Public pages arrive as HTML with their content (server rendering), readable without JavaScript,
 * and the browser takes them over (hydration) without React finding any difference.
 */
import type { APIRequestContext } from "@playwright/test";
import { acknowledgeListingNotice, expect, test } from "../fixtures.ts";

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok(), `${url}: ${res.status()}`).toBeTruthy();
  return (await res.json()) as T;
}

type Experts = { experts: { id: string; name: string }[] };
type Feed = { items: ({ type: "post"; id: string; content: string } | { type: "video"; id: string; title: string })[] };
type Doubts = { items: { id: string; question: string }[] };

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Explore lists the category's experts, and its search the matching ones", async ({ page }) => {
    const { experts } = await getJson<Experts>(page.request, "/api/experts?category=medical");
    expect(experts.length).toBeGreaterThan(1);
    await page.goto("/explore");
    await expect(page.getByRole("heading", { name: "Doctors", level: 1 })).toBeVisible();
    for (const expert of experts.slice(0, 3)) await expect(page.getByText(expert.name, { exact: true })).toBeVisible();

    const wanted = experts[1]!;
    const surname = wanted.name.split(" ").at(-1)!;
    await page.goto(`/explore?q=${encodeURIComponent(surname)}`);
    await expect(page.getByText(wanted.name, { exact: true })).toBeVisible();
    await expect(page.getByText(experts[0]!.name, { exact: true })).toHaveCount(experts[0]!.name.includes(surname) ? 1 : 0);
  });

  test("the category in the visitor's cookie is the one rendered", async ({ page, context, baseURL }) => {
    const { experts } = await getJson<Experts>(page.request, "/api/experts?category=legal");
    await context.addCookies([{ name: "ec.category", value: "legal", url: baseURL! }]);
    await acknowledgeListingNotice(context, baseURL!);
    await page.goto("/explore");
    await expect(page.getByRole("heading", { name: "Lawyers", level: 1 })).toBeVisible();
    await expect(page.getByText(experts[0]!.name, { exact: true })).toBeVisible();
  });

  test("the Feed shows its posts, an expert's page the expert, and the doubts board its questions", async ({ page }) => {
    const { items } = await getJson<Feed>(page.request, "/api/feed?tab=all");
    const post = items.find((i) => i.type === "post");
    expect(post, "the demo feed has a post").toBeTruthy();
    await page.goto("/feed");
    await expect(page.getByText(post!.type === "post" ? post!.content.split("\n")[0]! : "", { exact: false }).first()).toBeVisible();

    const { experts } = await getJson<Experts>(page.request, "/api/experts?category=medical");
    await page.goto(`/expert/${experts[0]!.id}`);
    await expect(page.getByRole("heading", { name: experts[0]!.name })).toBeVisible();

    const { items: doubts } = await getJson<Doubts>(page.request, "/api/doubts");
    await page.goto("/ask-doubt");
    await expect(page.getByText(doubts[0]!.question.slice(0, 40), { exact: false }).first()).toBeVisible();
    await page.goto(`/doubt/${doubts[0]!.id}`);
    await expect(page.getByText(doubts[0]!.question.slice(0, 40), { exact: false }).first()).toBeVisible();
  });
});

test("public pages hydrate without a console error or warning", async ({ page }) => {
  // Thirteen pages, each loaded until the network is idle.
  test.slow();
  const { experts } = await getJson<Experts>(page.request, "/api/experts?category=medical");
  const { items } = await getJson<Feed>(page.request, "/api/feed?tab=videos");
  const { items: doubts } = await getJson<Doubts>(page.request, "/api/doubts");
  const video = items.find((i) => i.type === "video");
  const pages = [
    "/",
    "/explore",
    "/explore?q=a",
    `/expert/${experts[0]!.id}`,
    "/feed",
    "/feed?tab=posts",
    ...(video ? [`/video/${video.id}`] : []),
    "/ask-doubt",
    `/doubt/${doubts[0]!.id}`,
    "/privacy-policy",
    "/terms-of-service",
    "/account-deletion",
    "/no-such-page",
  ];
  const messages: string[] = [];
  page.on("console", (msg) => {
    // The test configuration itself blocks service workers; the browser says so on every page.
    if (/Service Worker registration blocked/.test(msg.text())) return;
    // The not-found page is sent with its 404 status, which the browser reports for the document.
    if (new URL(page.url()).pathname === "/no-such-page" && /status of 404/.test(msg.text()) && msg.location().url === page.url()) return;
    if (msg.type() === "error" || msg.type() === "warning") messages.push(`${page.url()}: ${msg.text()}`);
  });
  for (const url of pages) {
    await page.goto(url, { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // main.tsx marks the root once React has taken the page over.
    await expect(page.locator("#root")).toHaveAttribute("data-hydrated", "true");
  }
  expect(messages).toEqual([]);
});

test("the server-rendered page is kept, not rendered again, and then works as the app", async ({ page, context, baseURL }) => {
  await acknowledgeListingNotice(context, baseURL!);
  const { experts } = await getJson<Experts>(page.request, "/api/experts?category=medical");
  // Hold the app's JavaScript until the server's HTML has been marked.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/explore", { waitUntil: "commit" });
  const card = page.getByText(experts[0]!.name, { exact: true });
  await expect(card).toBeVisible();
  await card.evaluate((el) => el.setAttribute("data-from-server", "yes"));
  release();
  await expect(page.locator("#root")).toHaveAttribute("data-hydrated", "true");
  // A mismatch makes React throw the server's nodes away; these are still the same nodes.
  await expect(page.getByText(experts[0]!.name, { exact: true })).toHaveAttribute("data-from-server", "yes");

  await page.getByRole("radio", { name: "Lawyer" }).click();
  await expect(page.getByRole("heading", { name: "Lawyers", level: 1 })).toBeVisible();
});

import type { Page } from "@playwright/test";
import { expect, signUpViaApi, test } from "../fixtures.ts";

const MISSING = "00000000-0000-4000-8000-000000000000";

/** Posts a doubt through the API as whoever the page is signed in as; returns its id. */
async function askViaApi(page: Page, question: string): Promise<string> {
  const res = await page.request.post("/api/doubts", {
    data: { question, category: "Cardiology" },
    headers: { origin: test.info().project.use.baseURL! },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const unique = (label: string) => `${label} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}?`;

test.describe("doctor doubts", () => {
  test("ask a question, answer it and accept the answer as the asker", async ({ page, signedIn }) => {
    expect(signedIn.email).toContain("@");
    await page.goto("/ask-doubt");
    await expect(page.getByRole("heading", { level: 1, name: "Doctor Doubts" })).toBeVisible();

    const askButton = page.getByRole("button", { name: "Ask Question" });
    await askButton.click();
    const dialog = page.getByRole("dialog", { name: "Ask a Question" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(askButton).toBeFocused();

    await askButton.click();
    await dialog.getByRole("button", { name: "Post Question" }).click();
    await expect(page.getByText("Please enter your question")).toBeVisible();

    const question = unique("Is low-dose aspirin still advised for primary prevention");
    await dialog.getByLabel("Category (optional)").fill("  Cardiology  ");
    await dialog.getByLabel("Question").fill(`  ${question}  `);
    await dialog.getByRole("button", { name: "Post Question" }).click();
    await expect(page.getByText("Question posted successfully")).toBeVisible();
    await expect(dialog).toBeHidden();

    const first = page.getByRole("list", { name: "Questions" }).getByRole("listitem").first();
    await expect(first).toContainText(question);
    await expect(first).toContainText("Cardiology");
    await expect(first).toContainText("0 answers");
    await expect(first).not.toContainText("Resolved");

    // The dialog opens empty again.
    await askButton.click();
    await expect(dialog.getByLabel("Question")).toHaveValue("");
    await expect(dialog.getByLabel("Category (optional)")).toHaveValue("");
    await page.keyboard.press("Escape");

    await first.getByRole("link", { name: question }).click();
    await expect(page).toHaveURL(/\/doubt\/[0-9a-f-]{36}$/);
    // The address changes at once; the list stays on screen until the doubt's page has loaded.
    await expect(page.getByRole("heading", { level: 1, name: "Doubt Discussion" })).toBeVisible();
    await expect(page.getByText(question)).toBeVisible();
    await expect(page.getByText("Cardiology")).toBeVisible();
    await expect(page.getByText("0 answers", { exact: true })).toBeVisible();
    await expect(page.getByText("No answers yet. Be the first to help!")).toBeVisible();
    await expect(page.getByText(/fellow doctors/)).toBeVisible();

    const box = page.getByRole("textbox", { name: "Your Answer" });
    const post = page.getByRole("button", { name: "Post Answer" });
    await expect(post).toBeDisabled();
    await box.fill("123456789");
    await expect(page.getByText("9/2000")).toBeVisible();
    await expect(post).toBeDisabled();
    await box.fill("    123456789    ");
    await expect(post).toBeDisabled();
    const answer = "Only with high cardiovascular risk and low bleeding risk.";
    await box.fill(answer);
    await expect(page.getByText(`${answer.length}/2000`)).toBeVisible();
    await expect(post).toBeEnabled();
    await post.click();
    await expect(page.getByText("Answer posted successfully")).toBeVisible();
    await expect(page.getByText("1 answer", { exact: true })).toBeVisible();
    await expect(box).toHaveValue("");
    await expect(page.getByText("0/2000")).toBeVisible();

    const answers = page.getByRole("list", { name: "Answers" });
    await expect(answers.getByRole("listitem")).toHaveCount(1);
    await expect(answers).toContainText(answer);
    await expect(page.getByText("Accepted Answer")).toHaveCount(0);
    await expect(page.getByText("Resolved", { exact: true })).toHaveCount(0);

    await answers.getByRole("button", { name: "Accept answer" }).click();
    await expect(page.getByText("Answer accepted")).toBeVisible();
    await expect(answers.getByText("Accepted Answer")).toBeVisible();
    await expect(page.getByText("Resolved", { exact: true })).toBeVisible();
    await expect(answers.getByRole("button", { name: "Accept answer" })).toHaveCount(0);

    await page.getByRole("link", { name: "All doubts" }).click();
    const card = page.getByRole("listitem").filter({ hasText: question });
    await expect(card).toContainText("Resolved");
    await expect(card).toContainText("1 answer");
  });

  test("someone else can answer but not accept", async ({ page }) => {
    await signUpViaApi(page, "asker");
    const question = unique("Best imaging for suspected scaphoid fracture");
    const id = await askViaApi(page, question);
    await page.context().clearCookies();
    await signUpViaApi(page, "helper");

    await page.goto(`/doubt/${id}`);
    await expect(page.getByText(question)).toBeVisible();
    await page.getByRole("textbox", { name: "Your Answer" }).fill("MRI if the radiographs are normal but suspicion stays.");
    await page.getByRole("button", { name: "Post Answer" }).click();
    await expect(page.getByText("Answer posted successfully")).toBeVisible();
    await expect(page.getByRole("list", { name: "Answers" }).getByRole("listitem")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Accept answer" })).toHaveCount(0);
  });

  test("signed out, posting an answer asks to log in and goes to sign-in", async ({ page }) => {
    await signUpViaApi(page, "asker");
    const id = await askViaApi(page, unique("Signed-out answer test"));
    await page.context().clearCookies();

    await page.goto(`/doubt/${id}`);
    await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
    await page.getByRole("textbox", { name: "Your Answer" }).fill("An answer typed while signed out.");
    await page.getByRole("button", { name: "Post Answer" }).click();
    await expect(page.getByText("Please login to answer")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/auth\\?redirect=(/|%2F)doubt(/|%2F)${id}$`));
    const [count] = await Promise.all([page.request.get(`/api/doubts/${id}`).then((r) => r.json() as Promise<{ answersCount: number }>)]);
    expect(count.answersCount).toBe(0);
  });

  test("signed out, Ask Question says so and goes to sign-in", async ({ page }) => {
    await page.goto("/ask-doubt");
    await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
    await page.getByRole("button", { name: "Ask Question" }).click();
    await expect(page.getByText("Not authenticated")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?redirect=(\/|%2F)ask-doubt$/);
  });

  test("a missing or malformed doubt shows 'Doubt not found' with a way back", async ({ page }) => {
    for (const id of [MISSING, "not-a-real-id"]) {
      await page.goto(`/doubt/${id}`);
      await expect(page.getByRole("heading", { level: 1, name: "Doubt not found" })).toBeVisible();
    }
    await page.getByRole("link", { name: "Back to Doubts" }).click();
    await expect(page).toHaveURL(/\/ask-doubt$/);
    await expect(page.getByRole("heading", { level: 1, name: "Doctor Doubts" })).toBeVisible();
  });

  test("the board shows the demo questions with authors and loads more on scroll", async ({ page }) => {
    await signUpViaApi(page, "many");
    const stamp = unique("Paging question");
    for (let i = 0; i < 21; i++) await askViaApi(page, `${stamp} #${i}`);
    await page.goto("/ask-doubt");
    const items = page.getByRole("list", { name: "Questions" }).getByRole("listitem");
    await expect(items).toHaveCount(20);
    await expect(items.first()).toContainText(`${stamp} #20`);
    await items.last().scrollIntoViewIfNeeded();
    await expect.poll(() => items.count()).toBeGreaterThanOrEqual(26);
    // The seeded questions come after ours and show their authors.
    await expect(page.getByRole("list", { name: "Questions" })).toContainText("Dr.");
  });
});

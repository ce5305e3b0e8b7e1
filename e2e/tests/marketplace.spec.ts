import type { Page } from "@playwright/test";
import { acknowledgeListingNotice, expect, holdRequests, openExploreInApp, test } from "../fixtures.ts";

/**
 * The category's count line. Other tests on the same server approve new doctors (the expert's side,
 * consultation rooms), so the seed's 12 of 14 doctors are a floor, not an exact figure; new experts
 * are available, so the seed's two unavailable ones stay the difference.
 */
async function expectDoctorCount(page: Page) {
  const line = page.getByText(/^\d+ of \d+ available$/);
  await expect(line).toBeVisible();
  const [, available, total] = /^(\d+) of (\d+) available$/.exec((await line.textContent()) ?? "")!.map(Number);
  expect(total).toBeGreaterThanOrEqual(14);
  expect(available).toBeGreaterThanOrEqual(12);
  expect(available).toBeLessThan(total!);
}

async function expertId(page: Page, category: string, name: string): Promise<string> {
  const res = await page.request.get(`/api/experts?category=${category}&q=${encodeURIComponent(name)}`);
  const body = (await res.json()) as { experts: Array<{ id: string; name: string }> };
  const found = body.experts.find((e) => e.name === name);
  if (!found) throw new Error(`no demo expert ${name}`);
  return found.id;
}

const card = (page: Page, name: string) => page.getByRole("link", { name: new RegExp(`^${name},`) });

test.describe("Explore", () => {
  test("shows five skeleton cards, then the category's experts under its heading with the count", async ({ page }) => {
    const release = await holdRequests(page, "**/api/experts?*");
    await openExploreInApp(page);
    await expect(page.getByTestId("expert-skeleton")).toHaveCount(5);
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Doctors" })).toBeVisible();
    await expectDoctorCount(page);
    await expect(page.getByTestId("expert-skeleton")).toHaveCount(0);
    const ananya = card(page, "Dr. Ananya Iyer");
    await expect(ananya).toContainText("Cardiologist");
    await expect(ananya).toContainText("4.9");
    await expect(ananya).toContainText("18+ yrs");
    await expect(ananya).toContainText("₹1,200");
    await expect(ananya).toContainText("Verified");
    await expect(ananya).toContainText("Available");
    await expect(card(page, "Dr. Pranav Joshi")).toContainText("Unavailable");
    // Highest rating first.
    await expect(page.getByRole("main").getByRole("listitem").first()).toContainText("Dr. Rhea Banerjee");
  });

  test("searches names and specializations case-insensitively and keeps the search in the URL", async ({ page }) => {
    await page.goto("/explore");
    const search = page.getByRole("searchbox", { name: "Search experts" });
    await expect(search).toHaveAttribute("placeholder", "Search by name or specialization");
    await expect(card(page, "Dr. Kavita Deshpande")).toBeVisible();

    await search.fill("ANANYA");
    await expect(page).toHaveURL(/\?q=ANANYA$/);
    await expect(card(page, "Dr. Ananya Iyer")).toBeVisible();
    await expect(card(page, "Dr. Kavita Deshpande")).toHaveCount(0);
    await expect(page.getByText("1 found · 1 available")).toBeVisible();

    await search.fill("dermatOLOGIST");
    await expect(card(page, "Dr. Kavita Deshpande")).toBeVisible();
    await expect(card(page, "Dr. Ananya Iyer")).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search experts" })).toHaveValue("dermatOLOGIST");
    await expect(card(page, "Dr. Kavita Deshpande")).toBeVisible();
    // One card (its name is the only level-2 heading); its slot chips are links too.
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(1);

    await page.getByRole("searchbox", { name: "Search experts" }).fill("zz no such expert");
    await expect(page.getByText("No experts found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search")).toBeVisible();

    await page.getByRole("searchbox", { name: "Search experts" }).fill("");
    await expect(page).toHaveURL(/\/explore$/);
    await expectDoctorCount(page);
  });

  test("switching the category in the header switches the heading and the list", async ({ page, context, baseURL }) => {
    // The lawyers' and CAs' notice is tests/listing-rules.spec.ts's: acknowledged here.
    await acknowledgeListingNotice(context, baseURL!);
    await page.goto("/explore");
    await expect(card(page, "Dr. Ananya Iyer")).toBeVisible();
    const switches = [
      { radio: "Lawyer", heading: "Lawyers", present: "Adv. Rohan Mehta" },
      { radio: "CA", heading: "CAs", present: "CA Priya Sharma" },
      { radio: "IT", heading: "IT Experts", present: "Siddharth Krishnan" },
      { radio: "Doctor", heading: "Doctors", present: "Dr. Ananya Iyer" },
    ];
    for (const { radio, heading, present } of switches) {
      await page.getByRole("radio", { name: radio, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(card(page, present)).toBeVisible();
      await expect(page.getByText(/^\d+ of (1[4-9]|[2-9]\d|\d{3,}) available$/)).toBeVisible();
    }
    await page.getByRole("radio", { name: "Lawyer", exact: true }).click();
    await expect(card(page, "Dr. Ananya Iyer")).toHaveCount(0);
    // The search applies within the new category.
    await page.getByRole("searchbox", { name: "Search experts" }).fill("criminal");
    await expect(card(page, "Adv. Vikrant Chauhan")).toBeVisible();
    // One card (its slot chips are links named "Book …", so cards are counted by their items).
    await expect(page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 2 })).toHaveCount(1);
  });
});

test.describe("Expert detail", () => {
  test("a card opens the expert's page with every field and the way to book", async ({ page }) => {
    await page.goto("/explore");
    await card(page, "Dr. Ananya Iyer").click();
    const id = await expertId(page, "medical", "Dr. Ananya Iyer");
    await expect(page).toHaveURL(new RegExp(`/expert/${id}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Dr. Ananya Iyer" })).toBeVisible();
    const main = page.getByRole("main");
    for (const text of ["Cardiologist · Doctor", "Verified", "Available", "18+ yrs", "₹1,200", "4.9", "(1,840 reviews)", "Interventional cardiologist based in Chennai", "DM Cardiology", "Tamil"]) {
      await expect(main.getByText(text, { exact: false }).first()).toBeVisible();
    }
    await page.getByRole("link", { name: "Book Appointment" }).click();
    await expect(page).toHaveURL(new RegExp(`/book/${id}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Book Appointment" })).toBeVisible();
    await expect(page.getByText("per consultation")).toBeVisible();
  });

  test("an expert who is not available cannot be booked", async ({ page }) => {
    const id = await expertId(page, "medical", "Dr. Pranav Joshi");
    await page.goto(`/expert/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Dr. Pranav Joshi" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Book Appointment" })).toBeDisabled();
    await expect(page.getByText("This expert is not taking bookings right now.")).toBeVisible();
  });

  test("a missing expert says so and leads back to Explore", async ({ page }) => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-expert"]) {
      await page.goto(`/expert/${id}`);
      await expect(page.getByRole("heading", { name: "Expert not found" })).toBeVisible();
    }
    await page.getByRole("link", { name: "Back to Explore" }).click();
    await expect(page).toHaveURL(/\/explore$/);
    await page.goto("/book/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { name: "Expert not found" })).toBeVisible();
  });
});

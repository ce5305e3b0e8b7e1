/**
 * After a consultation, with each person in their own browser context: the expert completes the
 * booking and writes a prescription, is refused a medicine of the guidelines' Prohibited List and
 * replaces it; the client finds it in Medical Records (patient's age, first consultation, the
 * doctor's registration number) and downloads its PDF,
 * uploads a record of their own, and rates the consultation, whose review appears on the expert's
 * page under the client's first name. The consultation itself comes from the test-only endpoint
 * POST /api/test/consultation-now (a confirmed booking that started a minute ago).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, personContext, signUpViaApi, test } from "../fixtures.ts";

const FIXTURE = path.resolve(import.meta.dirname, "../../fixtures/lab-report.png");

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("the expert writes a prescription; the client downloads it, uploads a record and reviews the expert", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  const clientName = `Riya ${Date.now().toString(36)} Sharma`;
  const firstName = clientName.split(" ")[0]!;
  const { email: clientEmail } = await signUpViaApi(page, "client", baseURL, clientName);
  const { page: expert } = await personContext(browser, baseURL!, errors);
  await signUpViaApi(expert, "doctor", baseURL);
  const made = await expert.request.post("/api/test/consultation-now", { data: { clientEmail, consultationType: "video" }, headers: { origin: baseURL! } });
  expect(made.status()).toBe(201);

  // The expert completes the consultation on the desk and writes the prescription.
  await expert.goto("/consultation-mode");
  const card = expert.getByRole("region", { name: "Today" }).getByRole("listitem").filter({ hasText: clientName });
  await card.getByRole("button", { name: "Mark completed" }).click();
  await expect(toast(expert, "Marked as completed")).toBeVisible();
  await card.getByRole("link", { name: "Write notes" }).click();
  await expect(expert).toHaveURL(/\/consultation-mode\/notes\//);
  const form = expert.getByRole("form", { name: "Prescription" });
  await expect(form.getByLabel("Patient's name")).toHaveValue(clientName);
  await expect(form.getByLabel("Doctor's name")).toHaveValue(/^Dr\. Test /);
  await form.getByRole("button", { name: "Save prescription" }).click();
  await expect(form.getByText("Enter the registration number (2 to 50 characters)")).toBeVisible();
  await expect(form.getByText("Enter the patient's age in whole years (0 to 130)")).toBeVisible();
  await expect(form.getByText("Choose whether this is the patient's first consultation or a follow-up")).toBeVisible();
  await form.getByLabel("Qualification").fill("MBBS, MD (General Medicine)");
  await form.getByLabel("Registration number").fill("KMC-123456");
  await form.getByLabel("Age (years)").fill("29");
  await form.getByRole("radio", { name: "First consultation" }).check();
  await form.getByLabel("Diagnosis or provisional diagnosis").fill("Acute viral fever (provisional)");
  await form.getByRole("button", { name: "Add medicine" }).click();
  const medicine = form.getByRole("group", { name: "Medicine 1" });
  // A medicine of the Prohibited List (an NDPS psychotropic) is refused, by name, in a toast and under its field.
  await medicine.getByLabel("Medicine", { exact: true }).fill("Alprazolam");
  await medicine.getByLabel("Strength (optional)").fill("0.5 mg");
  await medicine.getByLabel("Dose").fill("1 tablet");
  await medicine.getByLabel("Frequency").fill("At night");
  await medicine.getByLabel("Duration").fill("3 days");
  await form.getByLabel("Advice (optional)").fill("Rest and plenty of fluids.");
  await form.getByRole("button", { name: "Save prescription" }).click();
  const refusal = "Alprazolam cannot be prescribed by teleconsultation: alprazolam is a psychotropic substance under the NDPS Act, 1985";
  await expect(toast(expert, refusal)).toBeVisible();
  await expect(medicine.getByText(refusal)).toBeVisible();
  await medicine.getByLabel("Medicine", { exact: true }).fill("Paracetamol");
  await medicine.getByLabel("Strength (optional)").fill("500 mg");
  await medicine.getByLabel("Frequency").fill("Three times a day after food");
  await form.getByRole("button", { name: "Save prescription" }).click();
  await expect(toast(expert, "Notes saved")).toBeVisible();
  await expect(expert).toHaveURL(/\/consultation-mode$/);
  await expect(card.getByRole("link", { name: "View notes" })).toBeVisible();

  // The client finds it in Medical Records and downloads the PDF.
  await page.goto("/profile/records");
  await expect(page.getByRole("heading", { name: "Medical Records" })).toBeVisible();
  const records = page.getByRole("list", { name: "Your records" });
  await expect(records.getByText("Prescription", { exact: true })).toBeVisible();
  await expect(records.getByText("Patient: " + clientName + ", 29 years · First consultation · Reg. No. KMC-123456")).toBeVisible();
  const downloading = page.waitForEvent("download");
  await records.getByRole("link", { name: /Download PDF: Prescription from Dr\. Test/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^prescription-\d{4}-\d{2}-\d{2}-dr-test-[a-z0-9-]+\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // …uploads a record of their own, which is listed above the prescription.
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Upload Records" }).click();
  await (await chooser).setFiles(FIXTURE);
  await expect(toast(page, "lab-report.png uploaded")).toBeVisible();
  await expect(records.getByRole("listitem").first()).toContainText("lab-report.png");
  await expect(records.getByRole("link", { name: /lab-report\.png/ })).toHaveAttribute("href", /\/api\/medical-records\/uploads\//);

  // …and rates the consultation on My Bookings.
  await page.goto("/bookings?tab=past");
  const booking = page.getByRole("tabpanel", { name: "Past" }).getByRole("listitem").filter({ hasText: /Dr\. Test/ });
  await booking.getByRole("button", { name: "Rate & Review" }).click();
  const dialog = page.getByRole("dialog", { name: /Rate your consultation with Dr\. Test/ });
  await dialog.getByRole("button", { name: "Submit review" }).click();
  await expect(dialog.getByText("Please choose 1 to 5 stars")).toBeVisible();
  await dialog.getByRole("radio", { name: "4 stars" }).check();
  await dialog.getByLabel("Review (optional)").fill("Listened carefully and explained the medicines.");
  await dialog.getByRole("button", { name: "Submit review" }).click();
  await expect(toast(page, "Thank you for your review")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The review is on the expert's page, under the client's first name.
  const past = (await (await page.request.get("/api/bookings?tab=past")).json()) as { bookings: Array<{ expertId: string }> };
  await page.goto(`/expert/${past.bookings[0]!.expertId}`);
  const reviews = page.getByRole("list", { name: "Reviews" });
  const review = reviews.getByRole("listitem").first();
  await expect(review.getByText(firstName, { exact: true })).toBeVisible();
  await expect(review.getByText("Verified consultation")).toBeVisible();
  await expect(review.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
  await expect(review.getByText("Listened carefully and explained the medicines.")).toBeVisible();
  await expect(page.getByText("(1 reviews)")).toBeVisible();

  await expert.context().close();
  expect(errors, "console errors in the expert's browser").toEqual([]);
});

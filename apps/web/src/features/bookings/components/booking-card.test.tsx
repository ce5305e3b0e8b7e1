import { cleanup, render as renderBare, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { BookingCard } from "./booking-card.tsx";
import type { ReactElement } from "react";
import { LocaleProvider } from "@/lib/i18n.tsx";

/** The components read the language from the app's provider. */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: LocaleProvider });


afterEach(cleanup);

const booking = (
  status: string,
  consultationType = "video",
  scheduledAt = "2030-01-05T04:30:00.000Z",
  payment: "held" | "refunded" | "released" | null = null,
) => ({
  id: "b1",
  expertId: "e1",
  status,
  // 04:30 UTC is 10:00 AM in India, whatever zone this machine is in.
  scheduledAt,
  consultationType,
  amount: 1500,
  notes: null,
  payment,
  cancelledBy: null as string | null,
  cancellationReason: null as string | null,
  expert: { name: "Dr. Ananya Iyer", specialization: "Cardiologist" },
});

describe("BookingCard", () => {
  it.each([
    ["held", "Paid"],
    ["released", "Paid"],
    ["refunded", "Refunded"],
  ] as const)("a booking whose money is %s says %s", (payment, label) => {
    render(<BookingCard booking={booking("cancelled", "video", undefined, payment)} />);
    expect(screen.getByText(label)).toBeTruthy();
  });

  it("says nothing of payment for a booking without one", () => {
    render(<BookingCard booking={booking("pending")} />);
    expect(screen.queryByText("Paid")).toBeNull();
    expect(screen.queryByText("Refunded")).toBeNull();
  });

  it("shows the expert, the IST date and time, the type and the amount", () => {
    render(<BookingCard booking={booking("pending", "in_person")} />);
    expect(screen.getByRole("heading", { name: "Dr. Ananya Iyer" })).toBeTruthy();
    expect(screen.getByText("Cardiologist")).toBeTruthy();
    expect(screen.getByText("Jan 05, 2030")).toBeTruthy();
    expect(screen.getByText("10:00 AM")).toBeTruthy();
    expect(screen.getByText("In person")).toBeTruthy();
    expect(screen.getByText("₹1,500")).toBeTruthy();
    expect(screen.getByText("A")).toBeTruthy();
  });

  it.each([
    ["pending", "Pending", "bg-yellow-100", null],
    ["confirmed", "Confirmed", "bg-blue-100", null],
    ["completed", "Completed", "bg-green-100", "Rate & Review"],
    ["cancelled", "Cancelled", "bg-red-100", null],
    ["no_show", "No-show", "bg-red-100", null],
  ])("a %s booking has its colour and action", (status, label, colour, action) => {
    // The list gives the Rate & Review control; the card shows it for a completed booking only.
    render(<BookingCard booking={booking(status)} review={<button type="button">Rate &amp; Review</button>} />);
    expect(screen.getByText(label).className).toContain(colour);
    const buttons = screen.queryAllByRole("button");
    expect(buttons.map((b) => b.textContent?.trim())).toEqual(action ? [action] : []);
  });

  it("a confirmed booking links to its room from 10 minutes before the start, and says when it opens before that", () => {
    render(<BookingCard booking={booking("confirmed")} />);
    expect(screen.getByText("Join Session opens at 09:50 AM, Jan 05, 2030")).toBeTruthy();
    cleanup();
    const soon = new Date(Date.now() + 5 * 60_000).toISOString();
    render(
      <MemoryRouter>
        <BookingCard booking={booking("confirmed", "video", soon)} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Join Session" }).getAttribute("href")).toBe("/session/b1");
  });

  it("says who cancelled and why when the expert declined", () => {
    render(<BookingCard booking={{ ...booking("cancelled"), cancelledBy: "expert", cancellationReason: "On leave that day" }} />);
    expect(screen.getByText("Cancelled by the expert: On leave that day")).toBeTruthy();
  });

  it("shows the cancel control it is given", () => {
    render(<BookingCard booking={booking("pending")} cancel={<button type="button">Cancel booking</button>} />);
    expect(screen.getByRole("button", { name: "Cancel booking" })).toBeTruthy();
  });
});

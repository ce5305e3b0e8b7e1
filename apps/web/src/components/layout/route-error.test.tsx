import { act, cleanup, fireEvent, render as renderBare, screen } from "@testing-library/react";
import { BrowserRouter, Link, Route, Routes, useParams } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RouteBoundary, RouteErrorBoundary } from "./route-error.tsx";
import type { ReactElement } from "react";
import { LocaleProvider } from "@/lib/i18n.tsx";

/** The components read the language from the app's provider. */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: LocaleProvider });

beforeEach(() => window.history.replaceState(null, "", "/broken/1"));
/** A click whose navigation may suspend: act awaits it, so React finishes it when it can. */
const clickAndSettle = (element: HTMLElement) =>
  act(() => {
    fireEvent.click(element);
    return Promise.resolve();
  });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Page 1 fails; every other page of the same route renders. */
function Broken() {
  const { id } = useParams();
  if (id === "1") throw new Error("render failed");
  return <p>Page {id}</p>;
}

function app() {
  return (
    <BrowserRouter>
      <nav>
        <Link to="/fine">Fine page</Link>
        <Link to="/broken/1">Page 1</Link>
        <Link to="/broken/2">Page 2</Link>
      </nav>
      <Routes>
        <Route
          path="/broken/:id"
          element={
            <RouteErrorBoundary>
              <Broken />
            </RouteErrorBoundary>
          }
        />
        <Route
          path="/fine"
          element={
            <RouteErrorBoundary>
              <p>All good</p>
            </RouteErrorBoundary>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}

describe("RouteBoundary", () => {
  it("shows the error screen in place of a failed page and keeps the rest of the app", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(app());
    expect(screen.getByRole("alert").textContent).toContain("Something went wrong on this screen.");
    expect(screen.getByRole("link", { name: "Go home" }).getAttribute("href")).toBe("/");

    await clickAndSettle(screen.getByText("Fine page"));
    expect(screen.getByText("All good")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("tries the screen again at a new address of the same route", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(app());
    expect(screen.getByRole("alert")).toBeTruthy();
    await clickAndSettle(screen.getByText("Page 2"));
    expect(screen.getByText("Page 2", { selector: "p" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    await clickAndSettle(screen.getByText("Page 1"));
    expect(screen.getByRole("alert")).toBeTruthy();
  });

  it("says a screen could not be loaded when its code did not arrive", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    function Missing(): React.ReactNode {
      throw new TypeError("Failed to fetch dynamically imported module: /assets/page.js");
    }
    render(
      <BrowserRouter>
        <RouteBoundary resetKey="/">
          <Missing />
        </RouteBoundary>
      </BrowserRouter>,
    );
    expect(screen.getByRole("alert").textContent).toContain("This screen could not be loaded. Check your connection and try again.");
  });
});

import { act, cleanup, fireEvent, render as renderBare, screen } from "@testing-library/react";
import { Suspense, use } from "react";
import { BrowserRouter, Link, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ExpertSearch, SEARCH_DEBOUNCE_MS } from "./expert-search.tsx";
import type { ReactElement } from "react";
import { LocaleProvider } from "@/lib/i18n.tsx";

/** The components read the language from the app's provider. */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: LocaleProvider });

beforeEach(() => {
  window.history.replaceState(null, "", "/explore");
  // The debounce's timer runs on the test's clock; React's own scheduling does not use it.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});
/** A click whose navigation may suspend: act awaits it, so React finishes it when it can. */
const clickAndSettle = (element: HTMLElement) =>
  act(() => {
    fireEvent.click(element);
    return Promise.resolve();
  });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Moves the test's clock on by `ms`, running the timers that fall due. */
const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** Explore with the search box, and an expert page whose code arrives later, as the app's routes do. */
function setUp() {
  const onSearch = vi.fn();
  let finishLoading = () => {};
  const loaded = new Promise<void>((resolve) => (finishLoading = resolve));
  function ExpertPage() {
    use(loaded);
    return <p>Expert page</p>;
  }
  render(
    <BrowserRouter>
      <Suspense fallback={<p>Loading</p>}>
        <Routes>
          <Route
            path="/explore"
            element={
              <>
                <ExpertSearch value="" onSearch={onSearch} />
                <Link to="/expert/e1">Dr Meera</Link>
              </>
            }
          />
          <Route path="/expert/:id" element={<ExpertPage />} />
        </Routes>
      </Suspense>
    </BrowserRouter>,
  );
  return { onSearch, finishLoading };
}

describe("ExpertSearch", () => {
  it("reports the text once typing pauses", async () => {
    const { onSearch } = setUp();
    fireEvent.change(screen.getByLabelText("Search experts"), { target: { value: "  Meera " } });
    expect(onSearch).not.toHaveBeenCalled();
    await pass(SEARCH_DEBOUNCE_MS - 1);
    expect(onSearch).not.toHaveBeenCalled();
    await pass(1);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith("Meera");
  });

  it("does not pull the person back while a link to another page is still loading", async () => {
    const { onSearch, finishLoading } = setUp();
    fireEvent.change(screen.getByLabelText("Search experts"), { target: { value: "Meera" } });
    await clickAndSettle(screen.getByText("Dr Meera"));
    await pass(SEARCH_DEBOUNCE_MS * 2);
    // Still on screen while the expert page's code loads, and silent.
    expect(screen.getByLabelText("Search experts")).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();
    vi.useRealTimers();
    await act(() => {
      finishLoading();
      return Promise.resolve();
    });
    expect(await screen.findByText("Expert page")).toBeTruthy();
    expect(window.location.pathname).toBe("/expert/e1");
  });
});

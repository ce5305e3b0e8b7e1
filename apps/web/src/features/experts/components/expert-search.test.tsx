import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ExpertSearch } from "./expert-search.tsx";

afterEach(cleanup);

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** Explore with the search box, and an expert page that loads lazily, as the app's routes do. */
function setUp() {
  const onSearch = vi.fn();
  let finishLoading = () => {};
  const loaded = new Promise<void>((resolve) => (finishLoading = resolve));
  const router = createMemoryRouter(
    [
      { path: "/explore", element: <ExpertSearch value="" onSearch={onSearch} /> },
      {
        path: "/expert/:id",
        lazy: async () => {
          await loaded;
          return { element: <p>Expert page</p> };
        },
      },
    ],
    { initialEntries: ["/explore"] },
  );
  render(<RouterProvider router={router} />);
  return { onSearch, router, finishLoading };
}

describe("ExpertSearch", () => {
  it("reports the text once typing pauses", async () => {
    const { onSearch } = setUp();
    fireEvent.change(screen.getByLabelText("Search experts"), { target: { value: "  Meera " } });
    expect(onSearch).not.toHaveBeenCalled();
    await wait(400);
    expect(onSearch).toHaveBeenCalledWith("Meera");
  });

  it("does not pull the person back while a link to another page is still loading", async () => {
    const { onSearch, router, finishLoading } = setUp();
    fireEvent.change(screen.getByLabelText("Search experts"), { target: { value: "Meera" } });
    act(() => {
      void router.navigate("/expert/e1");
    });
    await wait(400);
    expect(onSearch).not.toHaveBeenCalled();
    act(() => finishLoading());
    expect(await screen.findByText("Expert page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/expert/e1");
  });
});

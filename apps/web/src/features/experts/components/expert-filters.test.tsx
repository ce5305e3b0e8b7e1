import { cleanup, render as renderBare, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_SITE, SiteProvider } from "@/lib/site.tsx";
import { ExpertFilters } from "./expert-filters.tsx";
import type { ReactElement } from "react";
import { LocaleProvider } from "@/lib/i18n.tsx";

/** The components read the language from the app's provider. */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: LocaleProvider });

afterEach(cleanup);

function renderFilters(category: string, strictListings: boolean) {
  render(
    <SiteProvider value={{ ...DEFAULT_SITE, strictListings }}>
      <MemoryRouter>
        <ExpertFilters category={category} q="" filters="" onApply={() => undefined} />
      </MemoryRouter>
    </SiteProvider>,
  );
  const sorts = within(screen.getByLabelText("Sort by")).getAllByRole("option").map((o) => o.textContent);
  return { sorts, ratedFilter: screen.queryByLabelText("Rated 4 and above", { selector: "input" }) };
}

// docs/product.md#ratings-under-strict-listing-rules
describe("ExpertFilters under the listing rules", () => {
  it("offers no rating sort or filter for lawyers and CAs in strict mode", () => {
    for (const category of ["legal", "financial"]) {
      const { sorts, ratedFilter } = renderFilters(category, true);
      expect(sorts, category).not.toContain("Rating");
      expect(ratedFilter, category).toBeNull();
      cleanup();
    }
  });

  it("keeps them for doctors in strict mode, and for everyone in standard mode", () => {
    for (const [category, strict] of [["medical", true], ["legal", false]] as const) {
      const { sorts, ratedFilter } = renderFilters(category, strict);
      expect(sorts, category).toContain("Rating");
      expect(ratedFilter, category).not.toBeNull();
      cleanup();
    }
  });
});

/**
 * The active category (header switcher): persisted on the device, applied to <html data-category>.
 * It is also kept in a cookie (CATEGORY_COOKIE) so the server renders the category's pages; a page
 * hydrates with the category it was rendered with and then switches to the device's if they differ.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { CATEGORY_CONFIG, DEFAULT_CATEGORY, isCategory, type Category, type CategoryConfig } from "@expertconnect/shared/categories";

const STORAGE_KEY = "ec.category";
/** Read by the server to render the active category; boot.js keeps it equal to the stored one. */
export const CATEGORY_COOKIE = "ec.category";
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
const THEME_COLOURS: Record<Category, string> = {
  medical: "#15803d",
  legal: "#1d4ed8",
  financial: "#b45309",
  tech: "#6d28d9",
};

interface CategoryState {
  category: Category;
  config: CategoryConfig;
  setCategory: (category: Category) => void;
}

const CategoryContext = createContext<CategoryState | null>(null);

function readStored(): Category {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isCategory(value) ? value : DEFAULT_CATEGORY;
  } catch {
    return DEFAULT_CATEGORY;
  }
}

function remember(category: Category) {
  try {
    localStorage.setItem(STORAGE_KEY, category);
  } catch {
    // storage unavailable (private mode): the choice lasts for this visit
  }
  document.cookie = `${CATEGORY_COOKIE}=${category}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
}

function apply(category: Category) {
  document.documentElement.dataset.category = category;
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", THEME_COLOURS[category]);
}

const noSubscription = () => () => undefined;

/** `initial`: the category the server rendered the page with (hydration starts from it). */
export function CategoryProvider({ children, initial }: { children: ReactNode; initial?: Category }) {
  // The device's category; while hydrating, the one the page was rendered with (an old cookie may differ).
  const stored = useSyncExternalStore(noSubscription, readStored, () => initial ?? DEFAULT_CATEGORY);
  const [chosen, setChosen] = useState<Category | null>(null);
  const category = chosen ?? stored;
  useEffect(() => apply(category), [category]);
  const setCategory = useCallback((next: Category) => {
    setChosen(next);
    apply(next);
    remember(next);
  }, []);
  const value = useMemo(() => ({ category, config: CATEGORY_CONFIG[category], setCategory }), [category, setCategory]);
  return <CategoryContext.Provider value={value}>{children}</CategoryContext.Provider>;
}

export function useCategory(): CategoryState {
  const value = useContext(CategoryContext);
  if (!value) throw new Error("useCategory outside CategoryProvider");
  return value;
}

/** The active category (header switcher): persisted on the device, applied to <html data-category>. */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { CATEGORY_CONFIG, DEFAULT_CATEGORY, isCategory, type Category, type CategoryConfig } from "@expertconnect/shared/categories";

const STORAGE_KEY = "ec.category";
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

function apply(category: Category) {
  document.documentElement.dataset.category = category;
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", THEME_COLOURS[category]);
}

export function CategoryProvider({ children }: { children: ReactNode }) {
  const [category, setState] = useState<Category>(() => {
    const stored = readStored();
    apply(stored);
    return stored;
  });
  const setCategory = useCallback((next: Category) => {
    setState(next);
    apply(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // storage unavailable (private mode): the choice lasts for this visit
    }
  }, []);
  const value = useMemo(() => ({ category, config: CATEGORY_CONFIG[category], setCategory }), [category, setCategory]);
  return <CategoryContext.Provider value={value}>{children}</CategoryContext.Provider>;
}

export function useCategory(): CategoryState {
  const value = useContext(CategoryContext);
  if (!value) throw new Error("useCategory outside CategoryProvider");
  return value;
}

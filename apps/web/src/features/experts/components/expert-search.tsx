import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Input } from "@/components/ui/input.tsx";
import { EXPERT_SEARCH_MAX } from "@expertconnect/shared/messages/experts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** How long typing must pause before the search is reported. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The search box; reports what was typed once typing pauses, so every key press is not a request. */
export function ExpertSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  useLocale();
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  // The URL changed from outside (back button, a link): show what it says.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value.trim() !== text.trim()) setText(value);
  }
  // While a link to another page is loading (the address bar shows it, this page stays on screen
  // until its code is here), a search would navigate back here and cancel that link: it is dropped,
  // as this page is about to go.
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (window.location.pathname === pathname) latest.current(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, pathname]);

  return (
    <div role="search" className="relative mb-4">
      <label htmlFor="expert-search" className="sr-only">
        {m.explore_search_label()}
      </label>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        id="expert-search"
        type="search"
        value={text}
        maxLength={EXPERT_SEARCH_MAX}
        onChange={(e) => setText(e.target.value)}
        placeholder={m.explore_search_placeholder()}
        autoComplete="off"
        enterKeyHint="search"
        className="pl-10"
      />
    </div>
  );
}

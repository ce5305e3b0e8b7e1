import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { Input } from "@/components/ui/input.tsx";
import { EXPERT_SEARCH_MAX } from "@expertconnect/shared/messages/experts";

const DEBOUNCE_MS = 250;

/** The search box; reports what was typed once typing pauses, so every key press is not a request. */
export function ExpertSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
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
  // While a link to another page is loading (a lazy route keeps this one on screen), a search that
  // fires would navigate back here and cancel that link; it waits until the navigation settles.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leaving = navigation.state !== "idle" && navigation.location?.pathname !== pathname;
  useEffect(() => {
    if (leaving) return;
    const timer = window.setTimeout(() => latest.current(text.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, leaving]);

  return (
    <div role="search" className="relative mb-4">
      <label htmlFor="expert-search" className="sr-only">
        Search experts
      </label>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        id="expert-search"
        type="search"
        value={text}
        maxLength={EXPERT_SEARCH_MAX}
        onChange={(e) => setText(e.target.value)}
        placeholder="Search by name or specialization"
        autoComplete="off"
        enterKeyHint="search"
        className="pl-10"
      />
    </div>
  );
}

import { SlidersHorizontal } from "lucide-react";
import type { FormEvent } from "react";
import { Link } from "react-router";
import { CONSULTATION_TYPES } from "@expertconnect/shared/constants";
import {
  EXPLORE_AVAILABILITY,
  EXPLORE_EXPERIENCE_MAX,
  EXPLORE_FEE_MAX,
  EXPLORE_LANGUAGES,
  EXPLORE_SORTS,
} from "@expertconnect/shared/messages/experts";
import { Button } from "@/components/ui/button.tsx";
import { fieldClass, Input, Label } from "@/components/ui/input.tsx";
import { cn } from "@/lib/cn.ts";
import { hasListingRules } from "@expertconnect/shared/messages/listing-rules";
import { useSite } from "@/lib/site.tsx";
import { exploreFilters } from "../api/get-experts.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

const MODE_LABELS = { video: m.explore_mode_video, voice: m.explore_mode_voice, chat: m.explore_mode_chat } as const;
const AVAILABILITY_LABELS = { today: m.explore_available_today, tomorrow: m.explore_available_tomorrow, week: m.explore_available_week } as const;
const SORT_LABELS = {
  relevance: m.explore_sort_relevance,
  earliest: m.explore_sort_earliest,
  fee: m.explore_sort_fee,
  rating: m.explore_sort_rating,
  experience: m.explore_sort_experience,
} as const;
const EXPERIENCE_STEPS = [1, 5, 10, 15, 20] as const;
const selectClass = cn(fieldClass, "min-h-11");

/**
 * Explore's filters and sort (docs/product.md#explore-filters). A GET form: the filters are the
 * address (shareable, kept by Back, rendered by the server), so with the script off it still works;
 * with it, a submit becomes a navigation inside the app. `filters` is the canonical query string.
 */
export function ExpertFilters({ category, q, filters, onApply }: { category: string; q: string; filters: string; onApply: (filters: string) => void }) {
  useLocale();
  const chosen = new URLSearchParams(filters);
  // LISTING_RULES=strict: no rating filter or order for lawyers and CAs (docs/product.md#listing-rules).
  const ratingsHidden = useSite().strictListings && hasListingRules(category);
  const count = [...new Set([...chosen.keys()].filter((k) => k !== "sort"))].length + (chosen.getAll("lang").length > 1 ? chosen.getAll("lang").length - 1 : 0);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onApply(exploreFilters(new URLSearchParams([...data].map(([k, v]) => [k, typeof v === "string" ? v : ""]))));
  };
  const summary = count ? m.explore_filters_count({ count }) : m.explore_filters_and_sort();
  return (
    <div className="mb-4 space-y-2">
      {/* A GET form on purpose: filters are no personal data, and the address must carry them. */}
      {/* eslint-disable-next-line no-restricted-syntax */}
      <form method="get" action="/explore" onSubmit={submit} aria-label={m.explore_filters()} key={filters}>
        {q ? <input type="hidden" name="q" value={q} /> : null}
        <details className="rounded-xl border border-border bg-card">
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 text-sm font-medium">
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            {summary}
          </summary>
          <div className="grid gap-4 border-t border-border p-4">
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">{m.explore_availability()}</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
                {(["", ...EXPLORE_AVAILABILITY] as const).map((value) => (
                  <label key={value} className="inline-flex min-h-11 items-center gap-2">
                    <input type="radio" name="available" value={value} defaultChecked={(chosen.get("available") ?? "") === value} className="size-5" />
                    {value ? AVAILABILITY_LABELS[value]() : m.explore_any_time()}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="grid grid-cols-2 gap-3">
              <div className="space-y-1.5">
                <Label htmlFor="filter-mode">{m.explore_mode()}</Label>
                <select id="filter-mode" name="mode" defaultValue={chosen.get("mode") ?? ""} className={selectClass}>
                  <option value="">{m.explore_any_mode()}</option>
                  {CONSULTATION_TYPES.map((mode) => (
                    <option key={mode} value={mode}>
                      {MODE_LABELS[mode]()}
                    </option>
                  ))}
                </select>
              </div>
              <div className="space-y-1.5">
                <Label htmlFor="filter-experience">{m.explore_experience()}</Label>
                <select id="filter-experience" name="experience" defaultValue={chosen.get("experience") ?? ""} className={selectClass}>
                  <option value="">{m.explore_any_experience()}</option>
                  {EXPERIENCE_STEPS.filter((years) => years <= EXPLORE_EXPERIENCE_MAX).map((years) => (
                    <option key={years} value={years}>
                      {m.explore_years({ years })}
                    </option>
                  ))}
                </select>
              </div>
              <div className="space-y-1.5">
                <Label htmlFor="filter-fee-min">{m.explore_fee_min()}</Label>
                <Input id="filter-fee-min" name="feeMin" type="number" inputMode="numeric" min={0} max={EXPLORE_FEE_MAX} step={1} defaultValue={chosen.get("feeMin") ?? ""} />
              </div>
              <div className="space-y-1.5">
                <Label htmlFor="filter-fee-max">{m.explore_fee_max()}</Label>
                <Input id="filter-fee-max" name="feeMax" type="number" inputMode="numeric" min={0} max={EXPLORE_FEE_MAX} step={1} defaultValue={chosen.get("feeMax") ?? ""} />
              </div>
            </div>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">{m.explore_languages()}</legend>
              <div className="flex flex-wrap gap-x-4 text-sm">
                {EXPLORE_LANGUAGES.map((language) => (
                  <label key={language} className="inline-flex min-h-11 items-center gap-2">
                    <input type="checkbox" name="lang" value={language} defaultChecked={chosen.getAll("lang").includes(language)} className="size-5" />
                    {m.expert_language({ language })}
                  </label>
                ))}
              </div>
            </fieldset>
            {ratingsHidden ? null : (
              <label className="inline-flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" name="rating" value="4" defaultChecked={chosen.get("rating") === "4"} className="size-5" />
                {m.explore_rated_4()}
              </label>
            )}
            <div className="space-y-1.5">
              <Label htmlFor="filter-sort">{m.explore_sort_by()}</Label>
              <select id="filter-sort" name="sort" defaultValue={chosen.get("sort") ?? "relevance"} className={selectClass}>
                {EXPLORE_SORTS.filter((sort) => !(ratingsHidden && sort === "rating")).map((sort) => (
                  <option key={sort} value={sort}>
                    {SORT_LABELS[sort]()}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit">{m.explore_show()}</Button>
          </div>
        </details>
      </form>
      {filters ? (
        <Link to={q ? `/explore?${new URLSearchParams({ q })}` : "/explore"} className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline">
          {m.explore_clear()}
        </Link>
      ) : null}
    </div>
  );
}

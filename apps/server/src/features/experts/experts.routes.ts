import { Hono, type TypedResponse } from "hono";
import { EXPERT_MESSAGES, expertListQuerySchema, nextSlotsQuerySchema } from "@expertconnect/shared/schemas/experts";
import { EXPLORE_AVAILABILITY_DAYS, NEXT_SLOT_CHIPS } from "@expertconnect/shared/messages/experts";
import { TIME_SLOTS } from "@expertconnect/shared/constants";
import { nextFreeSlots } from "./experts.slots.ts";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { badRequest, isUuid, notFound, validate } from "../../lib/errors.ts";
import { createExpertPageCache } from "./experts.cache.ts";
import { getExpert, listExperts, RATING_CURSOR_RANGE } from "./experts.queries.ts";
import { decodeNumberCursor } from "../../lib/cursor.ts";
import { decodeFilterCursor, dependsOnTime, hasFilters, listFilteredExperts } from "./experts.filters.ts";
import { hasListingRules, LISTING_MESSAGES } from "@expertconnect/shared/messages/listing-rules";

/** A rating and review count are null where LISTING_RULES=strict hides them (docs/product.md#listing-rules). */
type Rated<T> = Omit<T, "rating" | "reviewsCount"> & { rating: number | null; reviewsCount: number | null };
type PlainList = Awaited<ReturnType<typeof listExperts>>;
type ExpertList = Omit<PlainList, "experts"> & { experts: Rated<PlainList["experts"][number]>[] };

/** Public reads: anyone may browse experts (docs/product.md#permissions). */
export function createExpertsRoutes({ db, now, config }: Deps) {
  const cache = createExpertPageCache(db);
  const ratingsHidden = (category: string) => config.LISTING_RULES === "strict" && hasListingRules(category);
  return new Hono<AppEnv>()
    .get("/", validate("query", expertListQuerySchema), async (c) => {
      const { category, q, cursor, ...filters } = c.req.valid("query");
      const hidden = ratingsHidden(category);
      // Refused rather than quietly ignored: a shared link that promises a rating order would mislead.
      if (hidden && (filters.sort === "rating" || filters.rating)) {
        throw badRequest(LISTING_MESSAGES.ratingsHidden, [{ path: filters.rating ? "rating" : "sort", message: LISTING_MESSAGES.ratingsHidden }]);
      }
      // The plain category page is in rating order: with ratings hidden the filtered path orders it.
      if (hasFilters(filters) || hidden) {
        const sort = filters.sort ?? "relevance";
        const after = cursor ? decodeFilterCursor(cursor, sort, hidden) : null;
        if (cursor && !after) throw badRequest(EXPERT_MESSAGES.invalidCursor);
        const read = () =>
          listFilteredExperts(db, { category, filters: { ...filters, q }, cursor: after, now: new Date((now ?? Date.now)()), ratingsHidden: hidden });
        // Availability follows the clock and bookings, which no cached page version follows: read it each time.
        const json = dependsOnTime(filters) ? JSON.stringify(await read()) : await cache.get(category, JSON.stringify([q, cursor, filters]), read);
        return c.body(json, 200, { "content-type": "application/json" }) as unknown as TypedResponse<ExpertList, 200, "json">;
      }
      const after = cursor ? decodeNumberCursor(cursor, RATING_CURSOR_RANGE) : null;
      if (cursor && !after) throw badRequest(EXPERT_MESSAGES.invalidCursor);
      const json = await cache.get(category, `${q ?? ""}\n${cursor ?? ""}`, () => listExperts(db, { category, q, cursor: after }));
      // Sent as kept; typed as what listExperts returns, for the web app's typed client.
      return c.body(json, 200, { "content-type": "application/json" }) as unknown as TypedResponse<ExpertList, 200, "json">;
    })
    // The cards' next free slots, asked apart from the (cached) page they belong to.
    .get("/next-slots", validate("query", nextSlotsQuerySchema), async (c) => {
      const { ids } = c.req.valid("query");
      return c.json({ slots: await nextFreeSlots(db, ids, new Date((now ?? Date.now)()), NEXT_SLOT_CHIPS) });
    })
    // One expert's free slots of the next 7 days, for their page.
    .get("/:id/free-slots", async (c) => {
      const id = c.req.param("id");
      const found = isUuid(id) ? await nextFreeSlots(db, [id], new Date((now ?? Date.now)()), EXPLORE_AVAILABILITY_DAYS * TIME_SLOTS.length) : {};
      const slots = found[id.toLowerCase()];
      if (!slots) throw notFound(EXPERT_MESSAGES.notFound);
      return c.json({ slots });
    })
    .get("/:id", async (c) => {
      const id = c.req.param("id");
      const expert = isUuid(id) ? await getExpert(db, id) : null;
      if (!expert) throw notFound(EXPERT_MESSAGES.notFound);
      const shown: Rated<typeof expert> = ratingsHidden(expert.category) ? { ...expert, rating: null, reviewsCount: null } : expert;
      return c.json(shown);
    });
}

export type ExpertsRoutes = ReturnType<typeof createExpertsRoutes>;

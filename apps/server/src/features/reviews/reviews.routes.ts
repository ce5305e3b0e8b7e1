/**
 * /api/reviews: a client rates and reviews a completed consultation once (then may change it for
 * REVIEW_EDIT_DAYS days); anyone reads an expert's reviews, newest first.
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { hasListingRules } from "@expertconnect/shared/messages/listing-rules";
import { pageQuerySchema, REVIEW_MESSAGES, reviewSchema } from "@expertconnect/shared/schemas/records";
import { experts } from "../../db/schema/index.ts";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { decodeTimeCursor } from "../../lib/cursor.ts";
import { badRequest, conflict, forbidden, isUuid, notFound, validate } from "../../lib/errors.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { expertReviews, insertReview, ownReview, reviewTarget, updateReview } from "./reviews.queries.ts";

export function createReviewsRoutes({ db, notify, config }: Deps) {
  /** Why a review of this booking by this user cannot be written; throws the matching error. */
  const refuse = async (bookingId: string, userId: string): Promise<never> => {
    const target = await reviewTarget(db, bookingId);
    if (target?.expertUserId === userId && target.userId !== userId) throw forbidden(REVIEW_MESSAGES.onlyClient);
    if (!target || target.userId !== userId) throw notFound(REVIEW_MESSAGES.notFound);
    if (target.status !== "completed") throw conflict(REVIEW_MESSAGES.notCompleted);
    throw conflict(target.reviewed ? REVIEW_MESSAGES.already : REVIEW_MESSAGES.notCompleted);
  };
  const bookingParam = (id: string) => {
    if (!isUuid(id)) throw notFound(REVIEW_MESSAGES.notFound);
    return id;
  };

  return new Hono<AppEnv>()
    .get("/bookings/:bookingId", requireAuth, async (c) => {
      const bookingId = bookingParam(c.req.param("bookingId"));
      const review = await ownReview(db, bookingId, c.get("user").id);
      if (!review) {
        const target = await reviewTarget(db, bookingId);
        if (!target || target.userId !== c.get("user").id) throw notFound(REVIEW_MESSAGES.notFound);
      }
      return c.json({ review });
    })
    .post("/bookings/:bookingId", requireAuth, validate("json", reviewSchema), async (c) => {
      const bookingId = bookingParam(c.req.param("bookingId"));
      const userId = c.get("user").id;
      const review = await db.transaction(async (tx) => {
        const added = await insertReview(tx, bookingId, userId, c.req.valid("json"));
        if (added) await notify.reviewReceived(tx, { bookingId });
        return added;
      });
      if (!review) return refuse(bookingId, userId);
      return c.json({ review }, 201);
    })
    .put("/bookings/:bookingId", requireAuth, validate("json", reviewSchema), async (c) => {
      const bookingId = bookingParam(c.req.param("bookingId"));
      const userId = c.get("user").id;
      const review = await updateReview(db, bookingId, userId, c.req.valid("json"));
      if (review) return c.json({ review });
      if (await ownReview(db, bookingId, userId)) throw conflict(REVIEW_MESSAGES.editWindow);
      const target = await reviewTarget(db, bookingId);
      if (target?.userId === userId) throw notFound(REVIEW_MESSAGES.noReview);
      return refuse(bookingId, userId);
    })
    .get("/experts/:expertId", validate("query", pageQuerySchema), async (c) => {
      const expertId = c.req.param("expertId");
      if (!isUuid(expertId)) throw notFound("Expert not found");
      const raw = c.req.valid("query").cursor;
      const cursor = raw ? decodeTimeCursor(raw) : null;
      if (raw && !cursor) throw badRequest("Invalid page cursor");
      // LISTING_RULES=strict hides lawyers' and CAs' ratings (docs/product.md#listing-rules): their
      // reviews, which carry stars, are not listed either.
      if (config.LISTING_RULES === "strict" && (await ratingsHiddenFor(db, expertId))) return c.json({ reviews: [], nextCursor: null });
      return c.json(await expertReviews(db, expertId, cursor));
    });
}

/** Whether the expert's category follows the listing rules (lawyers and CAs). */
async function ratingsHiddenFor(db: Deps["db"], expertId: string): Promise<boolean> {
  const [row] = await db.select({ category: experts.category }).from(experts).where(eq(experts.id, expertId));
  return row ? hasListingRules(row.category) : false;
}

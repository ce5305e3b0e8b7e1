/**
 * POST /api/test/consultation-now (TEST_HOOKS only): a confirmed consultation happening now, which the
 * booking rules cannot make (slots are 09:00–18:30 IST and in the future; rooms open 10 minutes
 * before). The signed-in caller becomes a verified expert and the consultation's expert; the
 * client is named by e-mail. With `paid`, the fee (₹500) is held from the client's wallet as a
 * booking's own statement holds it, so completing the consultation releases it to the expert.
 */
import { Hono } from "hono";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { CONSULTATION_TYPES, SLOT_MINUTES } from "@expertconnect/shared/constants";
import { rows } from "../../db/client.ts";
import { bookings, experts, users } from "../../db/schema/index.ts";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { ApiError, notFound, validate } from "../../lib/errors.ts";
import { requireAuth } from "../../lib/require-auth.ts";

const schema = z.object({
  clientEmail: z.email(),
  consultationType: z.enum(CONSULTATION_TYPES),
  /** minutes from now to the start (negative: already started) */
  startsInMinutes: z.number().int().min(-60).max(120).default(-1),
  paid: z.boolean().default(false),
});

const FEE_RUPEES = 500;

export function consultationNowRoutes({ db }: Deps) {
  return new Hono<AppEnv>().post("/consultation-now", requireAuth, validate("json", schema), async (c) => {
    const input = c.req.valid("json");
    const me = c.get("user");
    const [client] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.clientEmail.toLowerCase()));
    if (!client) throw notFound("No account with that e-mail");
    let [expert] = await db.select({ id: experts.id }).from(experts).where(eq(experts.userId, me.id));
    expert ??= (
      await db
        .insert(experts)
        .values({ name: `Dr. Test ${me.email.split("@")[0]}`, category: "medical", specialization: "General Physician", consultationFee: 500, isVerified: true, userId: me.id })
        .returning({ id: experts.id })
    )[0]!;
    const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 + input.startsInMinutes * 60_000);
    const bookingId = await db.transaction(async (tx) => {
      const [booking] = await tx
        .insert(bookings)
        .values({
          expertId: expert.id,
          userId: client.id,
          status: "confirmed",
          scheduledAt: start,
          endsAt: new Date(start.getTime() + SLOT_MINUTES * 60_000),
          consultationType: input.consultationType,
          amount: FEE_RUPEES,
        })
        .returning({ id: bookings.id });
      if (input.paid) {
        const held = await rows(
          tx,
          sql`with held as (
                insert into booking_holds (booking_id, client_wallet_id, amount_paise)
                select ${booking!.id}::uuid, w.id, ${FEE_RUPEES * 100} from wallets w where w.user_id = ${client.id}::uuid and w.kind = 'main'
                returning booking_id, client_wallet_id, amount_paise
              )
              insert into ledger_entries (wallet_id, kind, amount_paise, booking_id)
              select client_wallet_id, 'booking_hold', -amount_paise, booking_id from held returning id`,
        ).catch(() => null);
        // No wallet, or one that cannot cover the fee (its CHECK): nothing is written.
        if (!held?.length) throw new ApiError(402, "The client's wallet cannot pay the fee");
      }
      return booking!.id;
    });
    return c.json({ bookingId }, 201);
  });
}

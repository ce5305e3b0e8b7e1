import { m } from "@/paraglide/messages.js";

/**
 * Each ledger entry's kind in words, as the wallet screen lists it, in the app's language (the
 * English words are the statements' own: shared/messages/ledger.ts).
 */
const KIND_WORDS: Record<string, () => string> = {
  topup: m.wallet_kind_topup,
  booking_hold: m.wallet_kind_booking_hold,
  hold_release_refund: m.wallet_kind_hold_release_refund,
  hold_release_earning: m.wallet_kind_hold_release_earning,
  commission: m.wallet_kind_commission,
  correction: m.wallet_kind_correction,
  payout_hold: m.wallet_kind_payout_hold,
  payout_return: m.wallet_kind_payout_return,
};

export const transactionWords = (kind: string) => KIND_WORDS[kind]?.() ?? kind;

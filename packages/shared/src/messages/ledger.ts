/** The ledger's words, apart from the wallet's messages: those are in every page's first load (the test-mode banner), these only where entries are listed. */

/** Each ledger entry's kind in words, as the wallet screen and the statements name it. */
const LEDGER_KIND_WORDS: Record<string, string> = {
  topup: "Money added",
  booking_hold: "Paid for a booking",
  hold_release_refund: "Refund",
  hold_release_earning: "Consultation fee earned",
  commission: "Platform commission",
  correction: "Correction",
  payout_hold: "Payout to your account",
  payout_return: "Payout returned",
};

export const ledgerKindWords = (kind: string) => LEDGER_KIND_WORDS[kind] ?? kind;

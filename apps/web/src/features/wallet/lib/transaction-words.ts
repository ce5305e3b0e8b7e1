/** Each ledger entry's kind in words, as the wallet screen lists it. */
const WORDS: Record<string, string> = {
  topup: "Money added",
  booking_hold: "Paid for a booking",
  hold_release_refund: "Refund",
  hold_release_earning: "Consultation fee earned",
  commission: "Platform commission",
  correction: "Correction",
  payout_hold: "Payout to your account",
  payout_return: "Payout returned",
};

export const transactionWords = (kind: string) => WORDS[kind] ?? kind;

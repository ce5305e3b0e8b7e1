/** The wallet's limits and messages without zod: the wallet, the checkout and every page's test-mode banner show them without loading the validator. */

/** A top-up is whole rupees: no paise in the amount typed, so what the payer sees is what is charged. */
export const TOPUP_MIN_RUPEES = 100;
export const TOPUP_MAX_RUPEES = 100_000;
export const PAISE_PER_RUPEE = 100;

export const WALLET_MESSAGES = {
  amountRequired: "Enter an amount in rupees",
  amountWhole: "Enter a whole number of rupees (no paise)",
  amountMin: `The least you can add at once is ₹${TOPUP_MIN_RUPEES}`,
  amountMax: `The most you can add at once is ₹1,00,000`,
  orderNotFound: "That payment was not found",
  orderPaid: "This payment is already complete",
  badSignature: "The payment could not be verified",
  amountMismatch: "The payment amount does not match the order",
  paymentFailed: "The payment did not go through. No money was taken from your wallet.",
  testProviderOff: "The test payment page is off: real payments are configured",
  paymentsOff: "Payments are not set up on this server yet, so money cannot be added to wallets.",
  /** every page's banner while the built-in test provider takes payments in production */
  testModeBanner: "Test mode — no real money",
} as const;


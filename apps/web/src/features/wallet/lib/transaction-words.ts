/** Each ledger entry's kind in words, as the wallet screen lists it (the statements use the same words). */
export { ledgerKindWords as transactionWords } from "@expertconnect/shared/messages/ledger";

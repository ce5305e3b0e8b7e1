/**
 * Money and counts as people in India read them (docs/product.md#formats): rupees with Indian digit
 * grouping (₹1,50,000), paise as rupees with two decimals. One formatter for the web app, the
 * server's messages and documents. Written out rather than asked of Intl: a page's first Intl
 * formatter loads the browser's locale data, 100–200 ms of main thread on a mid-range phone, in the
 * middle of hydration. The web app's format tests check each against Intl.
 */

/** Digits grouped the Indian way: 1,50,000. */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  let rest = digits.slice(0, -3);
  const groups: string[] = [];
  while (rest.length > 2) {
    groups.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  groups.unshift(rest);
  return `${groups.join(",")},${digits.slice(-3)}`;
}

/** Two digits: 05. */
export const two = (n: number) => String(n).padStart(2, "0");

/** "-" for a negative number (negative zero included, as Intl writes it), else nothing. */
export const sign = (n: number) => (n < 0 || Object.is(n, -0) ? "-" : "");

/** The size of `n` rounded to a whole number (halves away from zero), grouped the Indian way. */
export const wholeIndian = (n: number) => groupIndian(String(Math.round(Math.abs(n))));

/** 1,50,000 — a whole number with Indian digit grouping. */
export function formatInteger(n: number): string {
  return `${sign(n)}${wholeIndian(n)}`;
}

/** ₹1,500 — whole rupees with Indian digit grouping. */
export function formatRupees(amount: number): string {
  return `${sign(amount)}₹${wholeIndian(amount)}`;
}

/** ₹0.00 — a balance held in paise. */
export function formatPaise(paise: number): string {
  const whole = Math.round(Math.abs(paise));
  return `${sign(paise)}₹${groupIndian(String(Math.floor(whole / 100)))}.${two(whole % 100)}`;
}

/** ₹300, or ₹300.50 when there are paise: an amount in a sentence. */
export function formatPaiseBrief(paise: number): string {
  return Math.round(paise) % 100 ? formatPaise(paise) : formatRupees(paise / 100);
}

import { getLocale } from "@/paraglide/runtime.js";

/**
 * The plural form of a count in the current language, the `form` input of a message with a singular
 * and a plural (docs/i18n.md): in Hindi 0 and 1 are "one", in English only 1.
 */
export function pluralForm(count: number): "one" | "other" {
  const one = getLocale() === "hi" ? count === 0 || count === 1 : count === 1;
  return one ? "one" : "other";
}

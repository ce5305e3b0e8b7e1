export type Locale = "en" | "hi";
export declare const baseLocale: "en";
export declare const locales: readonly ["en", "hi"];
export declare const experimentalStaticLocale: Locale | undefined;
export declare function getLocale(): Locale;
export declare function setLocale(locale: Locale): void;
export declare function isLocale(value: unknown): value is Locale;
export type LocalizedString = string & { readonly __brand: "LocalizedString" };
export type MessageMetadata<Inputs, Options, Markup = Record<string, never>> = {
  readonly __paraglide?: { inputs: Inputs; options: Options; markup: Markup };
};

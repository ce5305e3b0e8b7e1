export type Locale = "en" | "hi";
export declare const baseLocale: "en";
export declare const locales: readonly ["en", "hi"];
export declare function getLocale(): Locale;
export declare function setLocale(locale: Locale): void;
export declare function isLocale(value: unknown): value is Locale;
/** Registers Hindi messages (the server imports hi/all.js at start; browsers load hi/hi-<namespace>.js). */
export declare function addLocale(messages: Record<string, (inputs: any) => string>): void;
/** The namespaces of the messages called since forgetSeen (the server: in this render). */
export declare function seenNamespaces(): string[];
export declare function forgetSeen(): void;
/** Called with a namespace whose Hindi messages are not loaded yet when one of them is asked for. */
export declare function whenMissing(handler: (namespace: string) => void): void;

export type LocalizedString = string & { readonly __brand: "LocalizedString" };
export type MessageMetadata<Inputs, Options, Markup = Record<string, never>> = {
  readonly __paraglide?: { inputs: Inputs; options: Options; markup: Markup };
};

// Compiles the message catalogue (messages/en.json, messages/hi.json; inlang message format) into
// typed, tree-shakable message functions in src/paraglide/ with Paraglide JS (docs/i18n.md). The
// output is committed: run `npm run messages -w @expertconnect/web` after changing a catalogue.
//
// The plugin that reads the JSON files is given here from node_modules (the project file names
// none, so nothing is downloaded), and Paraglide's runtime is replaced by the few lines below: its
// own runtime resolves the locale from URL patterns, cookies and storage (4 kB gzipped in every
// first load), while this app knows the locale before it renders (lib/i18n.tsx sets it).
import fs from "node:fs";
import path from "node:path";
import { loadProjectFromDirectory } from "@inlang/sdk";
import { compileProject } from "@inlang/paraglide-js";
import messageFormat from "@inlang/plugin-message-format";

const root = path.resolve(import.meta.dirname, "..");
const outdir = path.join(root, "src", "paraglide");

const RUNTIME_JS = `/* eslint-disable */
// The app's Paraglide runtime (scripts/compile-messages.mjs): the locale is set by lib/i18n.tsx.
export const baseLocale = "en";
export const locales = /** @type {const} */ (["en", "hi"]);
export const experimentalStaticLocale = undefined;
let current = baseLocale;
export const getLocale = () => current;
export const setLocale = (locale) => {
  current = locale;
};
export const isLocale = (value) => locales.includes(value);
`;

const RUNTIME_DTS = `export type Locale = "en" | "hi";
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
`;

const project = await loadProjectFromDirectory({ path: path.join(root, "project.inlang"), fs, providePlugins: [messageFormat] });
const errors = await project.errors.get();
if (errors.length) {
  console.error(errors);
  process.exit(1);
}
const output = await compileProject({
  project,
  compilerOptions: {
    strategy: ["baseLocale"],
    outputStructure: "message-modules",
    emitTsDeclarations: true,
    emitGitIgnore: false,
    emitPrettierIgnore: false,
    emitReadme: false,
  },
});
await project.close();
output["runtime.js"] = RUNTIME_JS;
output["runtime.d.ts"] = RUNTIME_DTS;
// Only what the messages import is kept (the server helpers need Paraglide's runtime).
for (const name of ["server.js", "server.d.ts"]) delete output[name];
fs.rmSync(outdir, { recursive: true, force: true });
for (const [file, content] of Object.entries(output)) {
  const target = path.join(outdir, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content);
}
console.log(`messages: ${Object.keys(output).filter((f) => /^messages\/(?!_index).*\.js$/.test(f)).length} compiled into ${path.relative(process.cwd(), outdir)}`);

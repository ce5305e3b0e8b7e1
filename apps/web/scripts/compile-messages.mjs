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

/** Namespaces every page shows (the navigation, the category's terms): one Hindi file with the shell's. */
const SHELL_NAMESPACES = ["nav", "term"];

const RUNTIME_JS = `/* eslint-disable */
// The app's Paraglide runtime (scripts/compile-messages.mjs): the locale is set by lib/i18n.tsx.
// English is in each message's module; the Hindi texts are files by namespace (the key's first
// word: hi/hi-home.js), served as files of their own (vite.config.ts) and loaded by lib/i18n.tsx, so English
// pages never download them.
export const baseLocale = "en";
export const locales = /** @type {const} */ (["en", "hi"]);
let current = baseLocale;
const hi = {};
const seen = new Set();
let onMissing = () => {};
export const getLocale = () => current;
export const setLocale = (locale) => {
  current = locale;
};
export const isLocale = (value) => locales.includes(value);
export const addLocale = (messages) => Object.assign(hi, messages);
export const seenNamespaces = () => [...seen];
export const forgetSeen = () => seen.clear();
export const whenMissing = (handler) => {
  onMissing = handler;
};
export const message = (name, en) => {
  const first = name.slice(0, name.indexOf("_"));
  const namespace = ${JSON.stringify(SHELL_NAMESPACES)}.includes(first) ? "shell" : first;
  return (i = {}, o = {}) => {
    seen.add(namespace);
    if ((o.locale ?? current) !== "hi") return en(i);
    const own = hi[name];
    if (own) return own(i);
    onMissing(namespace);
    return en(i);
  };
};
`;

const RUNTIME_DTS = `export type Locale = "en" | "hi";
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
`;

/**
 * Paraglide writes each message as three functions (English, Hindi and a switch) in one module, so
 * an English page would carry every Hindi text it might show. Here each module keeps its English
 * function only, wrapped by the runtime's `message`, and the Hindi functions move to hi.js.
 */
/**
 * A plural message selects with Paraglide's registry (Intl.PluralRules); the rules of the two
 * languages are written inline instead, so neither the bundles nor the Hindi files, which are served
 * as they are, need the registry: English "one" is exactly 1, Hindi's is 0 and 1 (CLDR: i = 0 or n = 1).
 */
const PLURAL_CALL = /registry\.plural\("(en|hi)", (.+?), \{\}\)/g;
function plural(lang, value) {
  if (lang === "en") return `(Number(${value}) === 1 ? "one" : "other")`;
  if (lang === "hi") return `((v) => (Math.trunc(v) === 0 || v === 1 ? "one" : "other"))(Number(${value}))`;
  throw new Error(`no plural rule for ${lang}`);
}

function compact(output) {
  const namespaces = new Map();
  for (const [file, content] of Object.entries(output)) {
    const match = /^messages\/(?!_index)(.+)\.js$/.exec(file);
    if (!match) continue;
    const name = match[1];
    const body = (locale) => {
      const lines = content.split("\n");
      const start = lines.findIndex((line) => line.startsWith(`const ${locale}_${name} = `));
      if (start < 0) throw new Error(`${file}: no ${locale} function`);
      const end = lines.indexOf("};", start);
      const params = /\((i?)\) => \{(.*)$/.exec(lines[start]);
      if (!params || end < 0) throw new Error(`${file}: unexpected shape of the ${locale} function`);
      return [params[2], ...lines.slice(start + 1, end)]
        .map((line) => line.trim())
        .filter(Boolean)
        .join(" ")
        .replaceAll("/** @type {LocalizedString} */ ", "")
        .replace(PLURAL_CALL, (_, lang, value) => plural(lang, value));
    };
    output[file] = `/* eslint-disable */\nimport { message } from "../runtime.js";\n\nexport const ${name} = /* @__PURE__ */ message(${JSON.stringify(name)}, (i) => {\n${body("en")}\n});\n`;
    const first = name.slice(0, name.indexOf("_"));
    const namespace = SHELL_NAMESPACES.includes(first) ? "shell" : first;
    if (!first) throw new Error(`${name}: a message key starts with its namespace and an underscore`);
    if (!namespaces.has(namespace)) namespaces.set(namespace, []);
    namespaces.get(namespace).push({ name, hi: body("hi") });
  }
  const header = "/* eslint-disable */\n// Compiled by scripts/compile-messages.mjs (docs/i18n.md).\n";
  const names = [...namespaces.keys()].sort();
  for (const namespace of names) {
    const messages = namespaces.get(namespace);
    // Served as it is (an asset, not bundled), so written compactly here.
    const fn = (body) => (/^return \(`[^`]*`\)$/.test(body) ? `(i)=>${body.slice(7)}` : `(i)=>{${body}}`);
    output[`hi/hi-${namespace}.js`] = `${messages.map((m) => `export const ${m.name}=${fn(m.hi)};`).join("\n")}\n`;
    output[`hi/hi-${namespace}.d.ts`] = messages.map((m) => `export declare const ${m.name}: (inputs: any) => string;\n`).join("");
  }
  output["hi/all.js"] = `${header}${names.map((n) => `export * from "./hi-${n}.js";\n`).join("")}`;
  output["hi/all.d.ts"] = names.map((n) => `export * from "./hi-${n}.js";\n`).join("");
  output["hi/namespaces.js"] = `${header}export const HINDI_NAMESPACES = ${JSON.stringify(names)};\n`;
  output["hi/namespaces.d.ts"] = `export declare const HINDI_NAMESPACES: readonly string[];\n`;
}

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
compact(output);
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

/**
 * The lint rule `boundaries/imports`: dependencies between the parts of the repository flow one way,
 * shared → features → app. Every import is resolved to a path first, so a relative path, the web
 * app's `@/` alias and a workspace package name are judged alike:
 *
 * - a web feature never imports another feature (apps/web/src/features/X → features/Y);
 * - a web feature never imports the app shell (apps/web/src/app), and the web app's shared layers
 *   (components/, lib/) import neither features nor the app shell;
 * - the web app imports server code only as types (`import type`), never at run time;
 * - the server never imports the web app;
 * - the server's layers point one way: its base (lib/, db/) imports no feature and not the
 *   composition root (app.ts, server.ts, index.ts, job-handlers.ts, which wire the features
 *   together), and no feature imports the composition root. Tests are exempt: a test may assemble
 *   the whole app;
 * - packages/shared imports no app at all.
 *
 * Features are told apart by their folder name, so a new feature is covered without any setting.
 * Plain string matching (core `no-restricted-imports`) cannot say where `../../x` lands, and
 * import-x's `no-restricted-paths` cannot let `import type` through: hence this small rule.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const WEB = path.join(ROOT, "apps/web");
const WEB_SRC = path.join(WEB, "src");
const FEATURES = path.join(WEB_SRC, "features");
const APP_SHELL = path.join(WEB_SRC, "app");
/** What every feature may use: these import no feature and not the app shell. */
const WEB_SHARED_LAYERS = [path.join(WEB_SRC, "components"), path.join(WEB_SRC, "lib")];
const SERVER = path.join(ROOT, "apps/server");
const SERVER_SRC = path.join(SERVER, "src");
const SERVER_FEATURES = path.join(SERVER_SRC, "features");
/** The server's base layers: what every feature may use, and which use no feature. */
const SERVER_BASE = [path.join(SERVER_SRC, "lib"), path.join(SERVER_SRC, "db")];
/** The server's composition root: the files that wire features, lib and db together. */
const SERVER_ROOT_FILES = ["app.ts", "server.ts", "index.ts", "job-handlers.ts"].map((f) => path.join(SERVER_SRC, f));
const isTestFile = (file) => /\.test(-d)?\.tsx?$/.test(file);
const APPS = path.join(ROOT, "apps");
const SHARED = path.join(ROOT, "packages/shared");

/** Workspace package names and where their `./*` exports point. */
const PACKAGES = {
  "@expertconnect/server": path.join(SERVER, "src"),
  "@expertconnect/web": WEB_SRC,
  "@expertconnect/shared": path.join(SHARED, "src"),
};

/** `child` is `dir` or inside it. */
const within = (child, dir) => {
  const rel = path.relative(dir, child);
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
};

/** The feature folder a path belongs to, or null. */
const featureOf = (file) => (within(file, FEATURES) ? (path.relative(FEATURES, file).split(path.sep)[0] ?? null) : null);

/** Where an import specifier points on disk, or null for a third-party package. */
function resolveSpecifier(specifier, importer) {
  if (specifier.startsWith(".") || path.isAbsolute(specifier)) return path.resolve(path.dirname(importer), specifier);
  if (specifier.startsWith("@/") && within(importer, WEB)) return path.join(WEB_SRC, specifier.slice(2));
  for (const [name, dir] of Object.entries(PACKAGES)) {
    if (specifier === name || specifier.startsWith(`${name}/`)) return path.join(dir, specifier.slice(name.length + 1));
  }
  return null;
}

/** @type {import("eslint").Rule.RuleModule} */
const imports = {
  meta: {
    type: "problem",
    docs: { description: "Dependencies between the web features, the web app, the server and packages/shared flow one way." },
    schema: [],
    messages: {
      crossFeature: 'Feature "{{from}}" imports feature "{{to}}". Features do not import each other: move what both need to components/, lib/ or packages/shared.',
      featureImportsApp: "A feature imports the app shell (src/app). Dependencies flow shared → features → app: pass it in from the route instead.",
      layerImportsUp: "components/ and lib/ are used by every feature, so they import no feature and not the app shell (src/app).",
      webImportsServer: "The web app imports server code at run time. Use `import type` (types only, erased from the bundle) or move the code to packages/shared.",
      serverImportsWeb: "The server imports the web app. Move what both need to packages/shared.",
      serverBaseImportsUp:
        "lib/ and db/ are the server's base: they import no feature and not the composition root (app.ts, server.ts, job-handlers.ts). Move the type down to lib/, or pass the function in from the composition root.",
      serverFeatureImportsRoot: "A server feature imports the composition root (app.ts, server.ts, job-handlers.ts). Dependencies flow lib/db → features → root: pass it in through Deps instead.",
      sharedImportsApp: "packages/shared imports an app. Shared code depends on no app: move the code here or pass it in.",
    },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const fileFeature = featureOf(file);
    const inWebSharedLayer = WEB_SHARED_LAYERS.some((dir) => within(file, dir));
    const inWeb = within(file, WEB);
    const inServer = within(file, SERVER);
    const inShared = within(file, SHARED);
    if (!inWeb && !inServer && !inShared) return {};

    /** `typeOnly`: the whole statement is erased when compiled (`import type`, `export type`, `typeof import()`). */
    function check(sourceNode, typeOnly) {
      if (!sourceNode || sourceNode.type !== "Literal" || typeof sourceNode.value !== "string") return;
      const target = resolveSpecifier(sourceNode.value, file);
      if (!target) return;
      const report = (messageId, data) => context.report({ node: sourceNode, messageId, data });

      if (inShared) {
        if (within(target, APPS)) report("sharedImportsApp");
        return;
      }
      if (inServer) {
        if (within(target, WEB)) report("serverImportsWeb");
        if (isTestFile(file)) return;
        const targetIsRoot = SERVER_ROOT_FILES.some((f) => target === f || target === f.replace(/\.ts$/, ""));
        if (SERVER_BASE.some((dir) => within(file, dir)) && (within(target, SERVER_FEATURES) || targetIsRoot)) report("serverBaseImportsUp");
        else if (within(file, SERVER_FEATURES) && targetIsRoot) report("serverFeatureImportsRoot");
        return;
      }
      if (within(target, SERVER)) {
        if (!typeOnly) report("webImportsServer");
        return;
      }
      if (fileFeature) {
        const targetFeature = featureOf(target);
        if (targetFeature && targetFeature !== fileFeature) report("crossFeature", { from: fileFeature, to: targetFeature });
        if (within(target, APP_SHELL)) report("featureImportsApp");
      } else if (inWebSharedLayer && (featureOf(target) || within(target, APP_SHELL))) {
        report("layerImportsUp");
      }
    }

    return {
      // `import { type A } from "x"` keeps `import "x"` at run time under verbatimModuleSyntax: only
      // a statement-level `import type` counts as type-only.
      ImportDeclaration: (node) => check(node.source, node.importKind === "type"),
      ExportNamedDeclaration: (node) => check(node.source, node.exportKind === "type"),
      ExportAllDeclaration: (node) => check(node.source, node.exportKind === "type"),
      ImportExpression: (node) => check(node.source, false),
      TSImportType: (node) => check(node.source ?? (node.argument?.type === "TSLiteralType" ? node.argument.literal : node.argument), true),
    };
  },
};

export default { meta: { name: "boundaries" }, rules: { imports } };

import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { defineConfig } from "vitest/config";
import { minifySync, type Plugin } from "vite";

/**
 * Writes a .br and a .gz beside every text asset of the build, once, at the highest levels; the
 * server sends them to browsers that accept them (serveStatic's `precompressed`). Uncompressed, the
 * first load of / was ~400 KB on the wire instead of ~150 KB: seconds on a slow mobile network.
 */
function precompress(): Plugin {
  let outDir = "";
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  return {
    name: "expertconnect:precompress",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "post",
      handler() {
        for (const file of walk(outDir)) {
          if (!/\.(js|mjs|css|html|svg|json|webmanifest|txt)$/.test(file) || statSync(file).size < 1024) continue;
          const data = readFileSync(file);
          writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
          writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        }
      },
    },
  };
}

/**
 * Minifies the copied public/boot.js (it is in every page's head, and its comments are most of
 * it), before the precompression below.
 */
function minifyBootScript(): Plugin {
  let outDir = "";
  return {
    name: "expertconnect:minify-boot-script",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "pre",
      handler() {
        const file = path.join(outDir, "boot.js");
        const minified = minifySync("boot.js", readFileSync(file, "utf8"), { compress: true, mangle: true });
        if (minified.errors.length) throw new Error(`boot.js did not minify: ${minified.errors.map((e) => e.message).join("; ")}`);
        writeFileSync(file, minified.code);
      },
    },
  };
}

/**
 * Server-rendering build only: each route module says which client module it is
 * (`clientModule`, a key of the client build's manifest), so the server can preload the chunks of
 * the page it rendered.
 */
function ssrSupport(root: string): Plugin {
  return {
    name: "expertconnect:ssr-support",
    apply: (_config, env) => env.command === "build" && Boolean(env.isSsrBuild),
    transform(code, id) {
      const file = path.relative(root, id.split("?")[0]!).split(path.sep).join("/");
      if (!/^src\/app\/routes\/.+\.tsx$/.test(file)) return null;
      return { code: `${code}\nexport const clientModule = ${JSON.stringify(file)};\n`, map: null };
    },
  };
}

/**
 * The built page lists its scripts (the entry first, then the chunks to preload) in the JSON element
 * #ec-modules instead of loading them from tags: public/boot.js starts them once the page has
 * painted. The server adds the chunks of the page it rendered to the same list.
 */
function scriptsAfterPaint(): Plugin {
  return {
    name: "expertconnect:scripts-after-paint",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const entries: string[] = [];
        const preloads: string[] = [];
        const rest = html
          .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_tag, src: string) => (entries.push(src), ""))
          .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => (preloads.push(href), ""));
        if (entries.length !== 1) throw new Error(`expected one entry script in index.html, found ${entries.length}`);
        return rest.replace("</head>", `<script type="application/json" id="ec-modules">${JSON.stringify([...entries, ...preloads])}</script></head>`);
      },
    },
  };
}

const require = createRequire(import.meta.url);

/**
 * The Hindi messages, one file per namespace (scripts/compile-messages.mjs), are served as they are
 * from a folder named by their content's hash (cached for a year like every asset), and lib/i18n.tsx
 * loads them by name from __HINDI_BASE__: no chunk (it would bring Vite's preload helper into every
 * first load) and no table of hashed names growing with each screen translated.
 */
function hindiMessages(root: string): Plugin {
  const dir = path.join(root, "src", "paraglide", "hi");
  const files = readdirSync(dir).filter((f) => /^hi-[a-z]+\.js$/.test(f)).sort();
  const hash = createHash("sha256");
  for (const file of files) hash.update(file).update(readFileSync(path.join(dir, file)));
  const folder = `assets/hi-${hash.digest("hex").slice(0, 10)}`;
  let isBuild = false;
  return {
    name: "expertconnect:hindi-messages",
    config(_config, env) {
      isBuild = env.command === "build";
      return { define: { __HINDI_BASE__: JSON.stringify(isBuild ? `/${folder}/` : "/src/paraglide/hi/") } };
    },
    generateBundle() {
      if (!isBuild || this.environment.name !== "client") return;
      for (const file of files) this.emitFile({ type: "asset", fileName: `${folder}/${file}`, source: readFileSync(path.join(dir, file)) });
    },
  };
}

/**
 * Hono's typed client imports its cookie serializer for requests that pass `cookie`, which this
 * app never does (a browser may not set the Cookie header anyway): a one-line stand-in keeps the
 * serializer's 0.7 kB out of every first load.
 */
function honoClientWithoutCookies(): Plugin {
  const stub = "\0hono-client-cookie";
  return {
    name: "expertconnect:hono-client-without-cookies",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "../utils/cookie.js" && importer && /[\\/]hono[\\/]dist[\\/]client[\\/]client\.js$/.test(importer)) return stub;
      return null;
    },
    load(id) {
      if (id !== stub) return null;
      return "export const serialize = (name, value) => `${name}=${encodeURIComponent(value)}`;";
    },
  };
}

/** The server-rendering bundle sits beside the client build (the server looks for it there). */
export const ssrOutDir = (clientOutDir: string) => `${clientOutDir.replace(/\/+$/, "")}-ssr`;

const clientOutDir = process.env.WEB_OUT_DIR ? path.resolve(import.meta.dirname, "../..", process.env.WEB_OUT_DIR) : path.resolve(import.meta.dirname, "dist");

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    react(),
    tailwindcss(),
    ssrSupport(import.meta.dirname),
    honoClientWithoutCookies(),
    hindiMessages(import.meta.dirname),
    scriptsAfterPaint(),
    !isSsrBuild && VitePWA({
      // The app registers the worker itself and asks before switching to a new version.
      injectRegister: false,
      registerType: "prompt",
      // boot.js is precached by the glob below as built (minified); listed here too, it would be
      // hashed from public/ and the two entries would conflict, which stops the worker installing.
      includeAssets: ["favicon.svg", "push-sw.js", "icons/apple-touch-icon.png"],
      manifest: {
        name: "ExpertConnect — doctors, lawyers, CAs and IT experts",
        short_name: "ExpertConnect",
        description: "Book verified doctors, lawyers, CAs and IT experts by video, voice or chat.",
        lang: "en-IN",
        start_url: "/",
        scope: "/",
        display: "standalone",
        orientation: "portrait",
        background_color: "#f8fafc",
        theme_color: "#15803d",
        categories: ["medical", "business", "productivity"],
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
          { src: "/icons/icon.svg", sizes: "any", type: "image/svg+xml" },
        ],
      },
      workbox: {
        // Shows Web Push notifications and opens what they are about (public/push-sw.js).
        importScripts: ["/push-sw.js"],
        globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
        // hls.js (about 115 KB gzipped) is fetched when a video is played, not by every install of
        // the worker on mobile data; a video cannot play offline anyway.
        globIgnores: ["**/hls.light-*.js"],
        cleanupOutdatedCaches: true,
        // No catch-all answering navigations with the shell: the NetworkOnly route below sends them
        // to the server (rendered pages) and falls back to the shell offline only.
        navigateFallback: null,
        runtimeCaching: [
          {
            // Pages are rendered on the server: a navigation asks the network, so a returning visitor
            // gets the rendered page too; offline it gets the precached shell, which renders itself.
            urlPattern: ({ request, url }) => request.mode === "navigate" && !/^\/(api|\.well-known)\//.test(url.pathname),
            handler: "NetworkOnly",
            options: { precacheFallback: { fallbackURL: "/index.html" } },
          },
          {
            // Public lists and details may be shown offline; private data (bookings, profile) never is cached.
            urlPattern: ({ url, request }) =>
              request.method === "GET" && /^\/api\/(experts|feed\/(posts|videos|items)|feed$|doubts)/.test(url.pathname) && !/\/media\//.test(url.pathname),
            handler: "NetworkFirst",
            options: {
              cacheName: "public-api",
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    !isSsrBuild && minifyBootScript(),
    !isSsrBuild && precompress(),
  ],
  resolve: {
    alias: [
      { find: "@", replacement: path.resolve(import.meta.dirname, "src") },
      // React Router's package points every import at its development build, whose only difference
      // is dev-time warnings; the browser and the server's rendering entry get the production build.
      ...(mode !== "production"
        ? []
        : [{ find: /^react-router$/, replacement: path.join(path.dirname(require.resolve("react-router/package.json")), "dist/production/index.mjs") }]),
    ],
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: `http://localhost:${process.env.API_PORT ?? 3001}`, changeOrigin: false } },
  },
  // The shared package is TypeScript source: bundled into the server entry, not imported by Node.
  // lucide-react and radix-ui are bundled too, so only the icons and primitives the pages use are
  // loaded (imported from node_modules, every icon and every primitive was: about 33 MB of the
  // server's memory), and React Router, so the production build aliased above is the one used.
  ssr: { noExternal: ["@expertconnect/shared", "lucide-react", "radix-ui", "react-router"] },
  build: {
    outDir: isSsrBuild ? ssrOutDir(clientOutDir) : clientOutDir,
    emptyOutDir: true,
    sourcemap: process.env.WEB_SOURCEMAP === "1",
    target: isSsrBuild ? "node20" : "es2022",
    // The server reads the client manifest to preload the chunks of the page it rendered.
    manifest: !isSsrBuild,
    // No preload table in the entry: Vite's list of every lazy chunk's imports (2.2 kB gzipped,
    // and its helper) would be in every first load, to save one round trip the first time a screen
    // is opened by navigation. The rendered page already lists its own chunks (boot.js), and the
    // service worker has every chunk once installed.
    modulePreload: false,
    copyPublicDir: !isSsrBuild,
  },
  test: {
    name: "web",
    root: import.meta.dirname,
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    // as the root vitest.config.ts's projects: once more in CI before failing
    retry: process.env.CI ? 1 : 0,
  },
}));

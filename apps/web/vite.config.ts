import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      // The app registers the worker itself and asks before switching to a new version.
      injectRegister: false,
      registerType: "prompt",
      includeAssets: ["favicon.svg", "theme-init.js", "icons/apple-touch-icon.png"],
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
        globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/api\//, /^\/\.well-known\//],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
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
  ],
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  server: {
    port: 5173,
    proxy: { "/api": { target: `http://localhost:${process.env.API_PORT ?? 3001}`, changeOrigin: false } },
  },
  build: {
    outDir: process.env.WEB_OUT_DIR ? path.resolve(import.meta.dirname, "../..", process.env.WEB_OUT_DIR) : "dist",
    emptyOutDir: true,
    sourcemap: false,
    target: "es2022",
  },
  test: {
    name: "web",
    root: import.meta.dirname,
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
  },
});

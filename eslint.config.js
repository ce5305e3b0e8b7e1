import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import boundaries from "./scripts/eslint/boundaries.js";

export default tseslint.config(
  { ignores: ["**/dist/**", "**/dist-ssr/**", "**/dist-bench/**", "**/dist-bench-ssr/**", "**/node_modules/**", ".tmp/**", "**/test-results/**", "**/playwright-report/**", "data/**", "bench-results/**"] },
  js.configs.recommended,
  // Type-aware: each TS file is checked with the program of the tsconfig.json nearest to it
  // (apps/server, apps/web, packages/shared, e2e, bench, scripts).
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        // The root vitest.config.ts belongs to no tsconfig; it gets a default program of its own.
        projectService: { allowDefaultProject: ["vitest.config.ts"] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { boundaries },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "boundaries/imports": "error",
    },
  },
  {
    // Plain JS (this file, scripts/*.mjs, the theme script) is in no tsconfig: syntax rules only.
    files: ["**/*.{js,mjs,cjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A form sent before the script runs (or without it) is sent by the browser itself: as a GET
      // it would put what was typed into the address, the history and access logs.
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method'][value.value='post']))",
          message: 'Give every <form> method="post" (the server answers a plain POST to a page: apps/server/src/lib/static.ts).',
        },
      ],
    },
  },
  {
    files: ["apps/web/public/**/*.js"],
    languageOptions: { globals: { ...globals.browser }, sourceType: "script" },
  },
);

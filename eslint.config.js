import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import pluginQuery from "@tanstack/eslint-plugin-query";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import reactRefresh from "eslint-plugin-react-refresh";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = path.dirname(fileURLToPath(import.meta.url));

const features = readdirSync(path.join(root, "src/features"), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Back-office features are named `admin-<domain>`: public pages must never pull them in (the
// admin-chunks test reads the same prefix from the production build).
export const adminFeaturePrefix = "admin-";
const adminFeatures = features.filter((feature) =>
  feature.startsWith(adminFeaturePrefix),
);

// Everything that belongs to the back office, listed per feature and per shell file.
const adminCode = [
  ...adminFeatures.map((feature) => `./src/features/${feature}`),
  "./src/app/routes/admin",
  "./src/app/guards/admin-guard.tsx",
  ...readdirSync(path.join(root, "src/app/layouts"))
    .filter((file) => file.startsWith("admin-"))
    .map((file) => `./src/app/layouts/${file}`),
  "./src/components/data-table",
];

// The public chrome around every public page; the home page's first paint depends on it.
const publicLayout = [
  "./src/app/layouts/public-layout.tsx",
  "./src/app/layouts/site-header.tsx",
  "./src/app/layouts/site-footer.tsx",
  "./src/app/layouts/header-actions.tsx",
  "./src/app/layouts/nav-links.tsx",
];

// The local backend is a development tool: product code never imports it, and tests, e2e runs,
// scripts and benchmarks reach it only through its public entry.
const localBackendZones = [
  {
    target: ["./src", "./supabase/functions"],
    from: "./supabase/local",
    message:
      "Product code must not depend on the local backend, which only stands in for Supabase.",
  },
  {
    target: [
      "./bench",
      "./e2e",
      "./scripts",
      "./tests",
      "./playwright.config.ts",
    ],
    from: "./supabase/local",
    except: ["./index.ts"],
    message: "Import the local backend through supabase/local/index.ts only.",
  },
];

const kebabCase = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Kebab-case file and folder names; middle extensions (`.test`, `.d`, `.types`) are ignored. */
const namingPlugin = {
  rules: {
    "kebab-case": {
      meta: {
        type: "suggestion",
        schema: [],
        messages: { notKebab: '"{{name}}" is not kebab-case.' },
      },
      create(context) {
        const segments = path.relative(root, context.filename).split(path.sep);
        const base = segments.pop()?.split(".")[0] ?? "";
        const offender = [...segments, base].find(
          (name) => !kebabCase.test(name),
        );
        return {
          Program(node) {
            if (offender)
              context.report({
                node,
                messageId: "notKebab",
                data: { name: offender },
              });
          },
        };
      },
    },
  },
};

const restrictedRouterImport = {
  name: "react-router",
  message: "Import router symbols from react-router-dom.",
};

// A feature reaches another only through its api/queries.ts; the back office of a domain
// (`admin-booking`) also builds on that domain's public feature (`booking`), never the reverse.
const featureZones = features.map((feature) => {
  const publicSide = feature.startsWith(adminFeaturePrefix)
    ? feature.slice(adminFeaturePrefix.length)
    : undefined;
  return {
    target: `./src/features/${feature}`,
    from: "./src/features",
    except: [
      `./${feature}`,
      ...(publicSide && features.includes(publicSide)
        ? [`./${publicSide}`]
        : []),
      ...features
        .filter((other) => other !== feature)
        .map((other) => `./${other}/api/queries.ts`),
    ],
    message:
      "A feature may only import another feature through its api/queries.ts (admin-<domain> may also import <domain>).",
  };
});

export default defineConfig([
  globalIgnores([
    "dist",
    "node_modules",
    ".supabase-local",
    "coverage",
    "playwright-report",
    "test-results",
    "src/lib/database.types.ts",
  ]),
  {
    files: ["**/*.{js,mjs,cjs,ts,tsx}"],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createNodeResolver({
          alias: { "@": [path.join(root, "src")] },
          extensions: [
            ".ts",
            ".tsx",
            ".d.ts",
            ".js",
            ".jsx",
            ".mjs",
            ".cjs",
            ".json",
          ],
          conditionNames: ["types", "import", "require", "default"],
        }),
      ],
    },
    rules: {
      "no-restricted-imports": ["error", { paths: [restrictedRouterImport] }],
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { prefer: "type-imports", fixStyle: "inline-type-imports" },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "import-x/no-cycle": "error",
      "import-x/no-self-import": "error",
    },
  },
  {
    files: [
      "src/**/*.{ts,tsx}",
      "tests/{unit,component,support}/**/*.{ts,tsx}",
    ],
    extends: [
      reactHooks.configs.flat["recommended-latest"],
      pluginQuery.configs["flat/recommended"],
      jsxA11y.flatConfigs.recommended,
    ],
    plugins: { naming: namingPlugin },
    languageOptions: { globals: globals.browser },
    rules: {
      "naming/kebab-case": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
      "jsx-a11y/aria-role": ["error", { ignoreNonDOM: true }],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            restrictedRouterImport,
            {
              name: "@supabase/supabase-js",
              importNames: ["createClient"],
              message: "Use the typed client from @/lib/supabase.",
            },
            {
              name: "zod",
              message:
                "Import z from @/lib/zod, which configures zod to run under the Content-Security-Policy.",
            },
          ],
        },
      ],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: [
                "./src/lib",
                "./src/config",
                "./src/hooks",
                "./src/components",
              ],
              from: ["./src/features", "./src/app"],
              message:
                "Shared code must not depend on features or the app layer.",
            },
            {
              target: "./src/features",
              from: "./src/app",
              message: "Features never import app/.",
            },
            ...featureZones,
            ...localBackendZones,
            {
              target: ["./src/app/routes/public", ...publicLayout],
              from: adminCode,
              message: "Admin code must not load on public pages.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/**/*.tsx"],
    ignores: ["src/components/ui/**"],
    extends: [reactRefresh.configs.vite],
    rules: {
      "react-refresh/only-export-components": [
        "error",
        { allowConstantExport: true },
      ],
    },
  },
  {
    // Dates and times are worded in one house style, named once in src/lib/dates.ts.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/lib/dates.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          message: "Dates and times come from src/lib/dates.ts.",
        },
        {
          selector:
            "CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]",
          message: "Dates and times come from src/lib/dates.ts.",
        },
      ],
    },
  },
  {
    files: ["src/lib/supabase.ts"],
    rules: {
      "no-restricted-imports": ["error", { paths: [restrictedRouterImport] }],
    },
  },
  {
    files: ["tests/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: [
      "supabase/local/**/*.ts",
      "scripts/**/*.{js,ts}",
      "bench/**/*.{js,ts}",
      "tests/local-backend/**/*.ts",
      "*.config.{js,ts}",
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["supabase/functions/**/*.ts"],
    languageOptions: { globals: globals.denoBuiltin },
  },
  {
    files: [
      "supabase/functions/**/*.ts",
      "bench/**/*.{js,ts}",
      "e2e/**/*.ts",
      "scripts/**/*.{js,ts}",
      "tests/{local-backend,database}/**/*.ts",
      "playwright.config.ts",
    ],
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: localBackendZones }],
    },
  },
]);

import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

const src = fileURLToPath(new URL("./src", import.meta.url));

export default defineConfig({
  resolve: { alias: { "@": src } },
  test: {
    env: { TZ: "Africa/Lagos" },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          include: ["tests/unit/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "tests/unit/tooling/**"],
        },
      },
      {
        extends: true,
        test: {
          // The build and its tools: these run `vite build` and read the repository's own files,
          // seconds each, so `npm run test:unit` stays a quick loop without them.
          name: "tooling",
          environment: "node",
          include: ["tests/unit/tooling/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "component",
          environment: "jsdom",
          include: ["tests/component/**/*.test.tsx"],
          setupFiles: ["tests/support/component-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "local-backend",
          environment: "node",
          include: ["tests/local-backend/**/*.test.ts"],
          globalSetup: ["tests/local-backend/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: "database",
          environment: "node",
          include: ["tests/database/**/*.test.ts"],
          globalSetup: ["tests/database/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

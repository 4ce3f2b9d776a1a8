import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

import { importCycles, importsOf, sourceFiles } from "./module-graph.ts";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const backend = join(root, "supabase/local");
const entry = join(backend, "index.ts");
const modules = sourceFiles(backend);
const functions = join(root, "supabase/functions");

// A Hono registration on an app (`app.get("/…", …)`, `api.route("/…", …)`, `app.on([…], …)`).
const REGISTERS_ROUTES =
  /\b(?:app|api|mail)\.(?:(?:get|post|put|patch|delete|all|route|head|options)\(\s*["'`](?:[/*]|\$\{)|on\(\s*\[)/;
// A call that registers a group of routes on an app (`bucketRoutes(app, deps)`).
const COMPOSES_ROUTES = /\b\w+Routes\(\s*(?:app|api|mail)\b/;

describe("the local backend as a package", () => {
  it("has no import cycles, type-only imports included", () => {
    expect(importCycles(modules, backend)).toEqual([]);
  });

  it("names every module that registers routes *-routes.ts, and only those", () => {
    const text = (file: string) => readFileSync(file, "utf8");
    const unnamed = modules
      .filter((file) => REGISTERS_ROUTES.test(text(file)))
      .filter((file) => !file.endsWith("-routes.ts"));
    const named = modules.filter((file) => file.endsWith("-routes.ts"));
    const idle = named.filter(
      (file) =>
        !REGISTERS_ROUTES.test(text(file)) && !COMPOSES_ROUTES.test(text(file)),
    );
    expect(unnamed.map((file) => relative(backend, file))).toEqual([]);
    expect(idle.map((file) => relative(backend, file))).toEqual([]);
    expect(named.length).toBeGreaterThan(15);
  });

  it("is reached from outside only through its public entry", () => {
    const outside = [
      "bench",
      "e2e",
      "scripts",
      "tests",
      "src",
      "supabase/functions",
    ]
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .concat(join(root, "playwright.config.ts"));
    const reaching = outside.flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith(`${backend}/`))
        .map((target) => ({
          from: relative(root, file),
          to: relative(root, target),
          product: /^(src|supabase\/functions)\//.test(relative(root, file)),
        })),
    );
    expect(reaching.filter((r) => r.product)).toEqual([]);
    expect(
      reaching.filter(
        (r) => `${root}${r.to}` !== entry && join(root, r.to) !== entry,
      ),
    ).toEqual([]);
    expect(reaching.length).toBeGreaterThan(10);
  });

  it("is kept out of product code, and behind its entry elsewhere, by ESLint", async () => {
    const eslint = new ESLint({ cwd: root });
    const lint = async (path: string, code: string) =>
      (await eslint.lintText(code, { filePath: join(root, path) }))
        .flatMap((result) => result.messages)
        .filter((m) => m.ruleId === "import-x/no-restricted-paths")
        .map((m) => m.message);
    const fromSrc = await lint(
      "src/lib/uses-local-backend.ts",
      'import { SECRET_KEY } from "../../supabase/local/index.ts";\nexport const key = SECRET_KEY;\n',
    );
    expect(fromSrc.join("\n")).toContain(
      "Product code must not depend on the local backend",
    );
    const fromFunction = await lint(
      "supabase/functions/_shared/uses-local-backend.ts",
      'import { SECRET_KEY } from "../../local/index.ts";\nexport const key = SECRET_KEY;\n',
    );
    expect(fromFunction.join("\n")).toContain(
      "Product code must not depend on the local backend",
    );
    const internal = await lint(
      "bench/uses-local-backend.ts",
      'import { SECRET_KEY } from "../supabase/local/keys.ts";\nexport const key = SECRET_KEY;\n',
    );
    expect(internal.join("\n")).toContain("supabase/local/index.ts only");
    const throughEntry = await lint(
      "bench/uses-local-backend.ts",
      'import { SECRET_KEY } from "../supabase/local/index.ts";\nexport const key = SECRET_KEY;\n',
    );
    expect(throughEntry).toEqual([]);
  }, 60_000);
});

// ESLint's import-x/no-cycle skips `import type`, so a cycle made only of types passes lint; the
// edge functions (bundled one by one for Deno) are held to the same graph rule as the backend.
describe("the edge functions", () => {
  it("have no import cycles, type-only imports included", () => {
    const files = sourceFiles(functions);
    expect(files.length).toBeGreaterThan(20);
    expect(importCycles(files, functions)).toEqual([]);
  });
});

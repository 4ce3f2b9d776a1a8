import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { Scanner, type SourceEntry } from "@tailwindcss/oxide";
import { format, resolveConfig } from "prettier";
import {
  createTailwindMerge,
  getDefaultConfig,
  twMerge,
  validators,
  type Config,
} from "tailwind-merge";

/**
 * `npm run css:merge-config`: writes src/lib/class-merge-config.ts, tailwind-merge's default
 * config cut down to the class definitions that match the classes Tailwind finds in the app, so
 * `cn` merges them exactly as `twMerge` does without shipping the groups of every Tailwind
 * utility. A class Tailwind does not find gets no CSS, so how it merges cannot matter. `--check`
 * only reports whether the committed module is current (tests/unit/tooling/class-merge-config.test.ts
 * fails while it is stale).
 */

const root = fileURLToPath(new URL("..", import.meta.url));
export const TARGET = "src/lib/class-merge-config.ts";

type DefaultConfig = ReturnType<typeof getDefaultConfig>;
type ClassGroupId = keyof DefaultConfig["classGroups"];
type ThemeKey = keyof DefaultConfig["theme"];

/**
 * Where the app's classes are, plus any `@source` the stylesheets declare (Tailwind itself scans
 * the whole project, tests and scripts included, but only src/ and index.html reach `cn`). The
 * generated module is left out: its strings are the vocabulary of the kept definitions, not
 * classes the app uses.
 */
async function scanSources(): Promise<SourceEntry[]> {
  const sources: SourceEntry[] = [
    { base: root, pattern: "src/**/*.{ts,tsx}", negated: false },
    { base: root, pattern: "index.html", negated: false },
  ];
  const styles = join(root, "src/styles");
  for (const file of (await readdir(styles)).filter((name) =>
    name.endsWith(".css"),
  )) {
    const css = await readFile(join(styles, file), "utf8");
    for (const [directive, not, double, single] of css.matchAll(
      /@source\s+(not\s+)?(?:"([^"]*)"|'([^']*)'|\S+)/g,
    )) {
      const pattern = double ?? single;
      if (pattern === undefined)
        throw new Error(
          `src/styles/${file}: \`${directive}\` is not a plain @source path; teach scripts/class-merge-config.ts to read it.`,
        );
      sources.push({ base: styles, pattern, negated: Boolean(not) });
    }
  }
  sources.push({ base: root, pattern: TARGET, negated: true });
  return sources;
}

/** Every class candidate Tailwind's own scanner finds in the app, sorted. */
export async function scanCandidates(): Promise<string[]> {
  const scanner = new Scanner({ sources: await scanSources() });
  return [...new Set(scanner.scan())].sort();
}

type AnyConfig = Config<string, string>;
type ClassGroup = AnyConfig["classGroups"][string];
type ClassDefinition = ClassGroup[number];

/** `group` with only the class definitions (strings, validators, theme getters) `keep` accepts,
 * in their order, inside the objects that hold them. */
function prune(
  group: ClassGroup,
  keep: (definition: ClassDefinition, path: string[]) => boolean,
  path: string[] = [],
): ClassDefinition[] {
  const kept: ClassDefinition[] = [];
  for (const definition of group) {
    if (typeof definition !== "object") {
      if (keep(definition, path)) kept.push(definition);
      continue;
    }
    const parts = Object.entries(definition)
      .map(
        ([part, inner]) => [part, prune(inner, keep, [...path, part])] as const,
      )
      .filter(([, inner]) => inner.length > 0);
    if (parts.length) kept.push(Object.fromEntries(parts));
  }
  return kept;
}

/** `definition` alone, inside the objects `path` names. */
const nest = (definition: ClassDefinition, path: string[]) =>
  path.reduceRight<ClassGroup>(
    (inner, part) => [{ [part]: inner }],
    [definition],
  );

/**
 * The default config's class groups and theme scales cut down to the definitions that match a
 * candidate. A merger holding one group, or one definition (or one value of the scale a
 * definition reads), is asked whether it merges the candidate with itself: that keeps every
 * definition the full config resolves a candidate with (also the part before a `/` it looks up
 * first), and removing the definitions that match no candidate changes no candidate's lookup,
 * since the matching runs through the remaining ones in the same order.
 */
function prunedConfig(candidates: string[], config: DefaultConfig) {
  const matches = (
    classGroups: Record<string, ClassGroup>,
    theme: Record<string, ClassGroup> = config.theme,
  ) => {
    const merge = createTailwindMerge(() => ({
      ...config,
      cacheSize: 0,
      theme,
      classGroups,
      conflictingClassGroups: {},
      conflictingClassGroupModifiers: {},
      postfixLookupClassGroups: config.postfixLookupClassGroups.filter(
        (id) => id in classGroups,
      ),
    }));
    return (c: string) => merge(`${c} ${c}`) === c;
  };
  // Left out: what the full config does not merge (identifiers, custom utilities) and arbitrary
  // properties such as `[overflow-wrap:anywhere]`, which merge by property without any group.
  const classes = candidates
    .filter((c) => twMerge(`${c} ${c}`) === c)
    .filter((c) => !matches({})(c));

  const classGroups: Record<string, ClassGroup> = {};
  const readers: {
    key: string;
    test: (theme: Record<string, ClassGroup>) => boolean;
  }[] = [];
  for (const [id, group] of Object.entries(config.classGroups) as [
    ClassGroupId,
    ClassGroup,
  ][]) {
    const members = classes.filter(matches({ [id]: group }));
    if (!members.length) continue;
    classGroups[id] = prune(group, (definition, path) => {
      const alone = { [id]: nest(definition, path) };
      if (!members.some(matches(alone))) return false;
      const key =
        typeof definition === "function" ? themeKeyOf(definition) : undefined;
      if (key !== undefined)
        readers.push({
          key,
          test: (theme) => members.some(matches(alone, theme)),
        });
      return true;
    });
  }

  const theme: Record<string, ClassGroup> = {};
  for (const key of new Set(readers.map((reader) => reader.key))) {
    const scale = config.theme[key as ThemeKey];
    theme[key] = prune(scale, (value, path) => {
      if (typeof value === "function" && themeKeyOf(value) !== undefined)
        throw new Error(
          `The theme scale ${key} reads another scale; teach scripts/class-merge-config.ts to cut it.`,
        );
      const only = { ...config.theme, [key]: nest(value, path) };
      return readers.some((reader) => reader.key === key && reader.test(only));
    });
  }
  return { classGroups, theme };
}

const validatorNames = new Map<unknown, string>(
  Object.entries(validators).map(([name, fn]) => [fn, name]),
);

/** A theme getter made by `fromTheme(key)`: reads exactly `theme[key]`. */
function themeKeyOf(fn: object): string | undefined {
  if (!("isThemeGetter" in fn) || fn.isThemeGetter !== true) return undefined;
  const key = "themeKey" in fn ? fn.themeKey : undefined;
  const probe: unknown[] = [];
  if (
    typeof key !== "string" ||
    (fn as (theme: object) => unknown)({ [key]: probe }) !== probe
  )
    throw new Error(
      `A theme getter that is not fromTheme(key): ${String(fn)}. Teach scripts/class-merge-config.ts to write it.`,
    );
  return key;
}

const camel = (key: string) =>
  key.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
const themeVariable = (key: string) =>
  `theme${camel(key)[0]!.toUpperCase()}${camel(key).slice(1)}`;

/** Writes a class definition as source, collecting the validators it uses. */
function writer() {
  const usedValidators = new Set<string>();
  const write = (value: unknown): string => {
    if (typeof value === "string") return JSON.stringify(value);
    if (Array.isArray(value)) return `[${value.map(write).join(", ")}]`;
    if (typeof value === "function") {
      const validator = validatorNames.get(value);
      if (validator) {
        usedValidators.add(validator);
        return validator;
      }
      const key = themeKeyOf(value);
      if (key === undefined)
        throw new Error(
          `A function in tailwind-merge's default config that is neither one of its validators nor a theme getter: ${String(value)}. Teach scripts/class-merge-config.ts to write it.`,
        );
      return themeVariable(key);
    }
    if (value && typeof value === "object")
      return `{ ${Object.entries(value)
        .map(([key, inner]) => `${JSON.stringify(key)}: ${write(inner)}`)
        .join(", ")} }`;
    throw new Error(`Cannot write ${String(value)} into the config.`);
  };
  return { write, usedValidators };
}

/** Keeps `kept` keys of a conflict map, each with its kept values; drops emptied entries. */
function keepConflicts(
  conflicts: Partial<Record<string, readonly string[]>>,
  kept: Set<string>,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(conflicts)
      .filter(([id]) => kept.has(id))
      .map(([id, ids]) => [id, ids!.filter((other) => kept.has(other))])
      .filter(([, ids]) => ids!.length > 0),
  );
}

/** The generated module's source, formatted as the repository formats TypeScript. */
export async function generateClassMergeConfig(): Promise<string> {
  const config = getDefaultConfig();
  const { classGroups: groups, theme } = prunedConfig(
    await scanCandidates(),
    config,
  );
  const kept = new Set(Object.keys(groups));
  const { write, usedValidators } = writer();

  const classGroups = Object.entries(groups)
    .map(([id, group]) => `${JSON.stringify(id)}: ${write(group)}`)
    .join(",\n");
  const themeKeys = Object.keys(config.theme).filter((key) => key in theme);
  const themeEntries = themeKeys
    .map((key) => `${JSON.stringify(key)}: ${write(theme[key])}`)
    .join(",\n");
  const postfixLookup = config.postfixLookupClassGroups.filter((id) =>
    kept.has(id),
  );

  const source = `/**
 * Generated by scripts/class-merge-config.ts (\`npm run css:merge-config\`): do not edit.
 *
 * tailwind-merge's default config cut down to the class definitions that match the classes
 * Tailwind finds in the app, with their groups' conflicts and theme scales: \`cn\` merges those
 * classes exactly as \`twMerge\` does, without the groups of every other Tailwind utility. Run the
 * script again after using a new kind of class (tests/unit/tooling/class-merge-config.test.ts
 * fails until then).
 */
import { fromTheme, validators, type Config } from "tailwind-merge";

const { ${[...usedValidators].sort().join(", ")} } = validators;
${themeKeys.map((key) => `const ${themeVariable(key)} = fromTheme(${JSON.stringify(key)});`).join("\n")}

export const classMergeConfig: Config<string, string> = {
  cacheSize: ${JSON.stringify(config.cacheSize)},
  theme: { ${themeEntries} },
  classGroups: { ${classGroups} },
  conflictingClassGroups: ${JSON.stringify(keepConflicts(config.conflictingClassGroups, kept))},
  conflictingClassGroupModifiers: ${JSON.stringify(keepConflicts(config.conflictingClassGroupModifiers, kept))},
  ${postfixLookup.length ? `postfixLookupClassGroups: ${JSON.stringify(postfixLookup)},` : ""}
  orderSensitiveModifiers: ${JSON.stringify(config.orderSensitiveModifiers)},
};
`;
  const target = join(root, TARGET);
  return format(source, {
    ...(await resolveConfig(target)),
    filepath: target,
  });
}

if (
  process.argv[1] &&
  resolve(process.argv[1]) === fileURLToPath(import.meta.url)
) {
  const { values } = parseArgs({
    options: { check: { type: "boolean", default: false } },
  });
  const target = join(root, TARGET);
  const [generated, committed] = await Promise.all([
    generateClassMergeConfig(),
    readFile(target, "utf8").catch(() => ""),
  ]);
  if (generated === committed) console.log(`${TARGET} is current.`);
  else if (values.check) {
    console.error(`${TARGET} is stale. Run \`npm run css:merge-config\`.`);
    process.exit(1);
  } else {
    await writeFile(target, generated);
    console.log(`Wrote ${TARGET}.`);
  }
}

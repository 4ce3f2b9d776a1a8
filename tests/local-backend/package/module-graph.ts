import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** Every `.ts` file under `dir`, as absolute paths. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => join(entry.parentPath, entry.name));
}

// Static imports and re-exports, `import type` included: a type-only cycle still ties modules.
const SPECIFIER =
  /^\s*(?:import|export)\b[^;]*?\bfrom\s*["'](\.{1,2}\/[^"']+)["']|^\s*import\s*["'](\.{1,2}\/[^"']+)["']/gms;

/** The relative imports of one module, resolved to absolute paths. */
export function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(SPECIFIER)].map((match) =>
    resolve(dirname(file), match[1] ?? match[2]!),
  );
}

/** The import cycles among `files` (Tarjan's strongly connected components), as relative paths. */
export function importCycles(files: string[], root: string): string[][] {
  const inside = new Set(files);
  const edges = new Map(
    files.map((file) => [file, importsOf(file).filter((f) => inside.has(f))]),
  );
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const to of edges.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to))
        low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(relative(root, member));
    } while (member !== file);
    const selfImport = edges.get(file)?.includes(file);
    if (component.length > 1 || selfImport) cycles.push(component.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
}

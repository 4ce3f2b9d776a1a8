import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

import { authEmailFiles } from "./auth-email-templates/templates.ts";

/**
 * `npm run email:templates`: writes supabase/templates/<name>.html, the auth e-mails GoTrue
 * renders, from scripts/auth-email-templates/ and the transactional mail's layout. `--check` only
 * reports whether the committed files are current (exit 1 when one is stale).
 */
const { values } = parseArgs({
  options: { check: { type: "boolean", default: false } },
});

const stale: string[] = [];
for (const { path, html } of authEmailFiles()) {
  const target = fileURLToPath(new URL(`../${path}`, import.meta.url));
  const current = await readFile(target, "utf8").catch(() => "");
  if (current === html) continue;
  stale.push(path);
  if (!values.check) await writeFile(target, html);
}

if (values.check && stale.length) {
  console.error(
    `Stale auth e-mail templates: ${stale.join(", ")}. Run \`npm run email:templates\`.`,
  );
  process.exit(1);
}
console.log(
  values.check || !stale.length
    ? "The auth e-mail templates are current."
    : `Wrote ${stale.join(", ")}.`,
);

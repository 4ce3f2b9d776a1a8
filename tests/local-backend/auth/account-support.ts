import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { SupabaseClient } from "@supabase/supabase-js";

import {
  loadConfig,
  type LocalConfig,
  type StoredMail,
} from "../../../supabase/local/index.ts";
import { uniqueEmail } from "../support.ts";
import type { AuthHarness } from "./harness.ts";

/** The repository's own supabase/ folder: the product's config.toml and templates. */
export const PRODUCT_SUPABASE = fileURLToPath(
  new URL("../../../supabase", import.meta.url),
);

/** The `[auth.email.template.*]` of the product's config.toml, compiled as the runtime compiles them. */
export async function productTemplates(): Promise<
  LocalConfig["auth"]["email"]["templates"]
> {
  return (await loadConfig(PRODUCT_SUPABASE)).auth.email.templates;
}

/** Every `href` of a mail's HTML, entity-decoded as a mail client reads it. */
export function hrefsIn(mail: StoredMail | undefined): string[] {
  return [...(mail?.html ?? "").matchAll(/href="([^"]*)"/g)].map((m) =>
    m[1]!.replace(/&amp;/g, "&"),
  );
}

/** The mail's link to the app's /auth/confirm page (the product templates' button). */
export function confirmLinkIn(mail: StoredMail | undefined): URL {
  const href = hrefsIn(mail).find((h) =>
    new URL(h, "http://x").pathname.endsWith("/auth/confirm"),
  );
  if (!href) throw new Error(`no /auth/confirm link in ${mail?.html}`);
  return new URL(href);
}

/** The mail's text as a reader sees it: tags dropped, entities decoded, spaces collapsed. */
export function readableText(mail: StoredMail | undefined): string {
  return (mail?.html ?? "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/&#34;|&quot;/g, '"')
    .replace(/&#43;/g, "+")
    .replace(/&middot;/g, "·")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** A confirmed account on the harness, signed in with its password in a client of its own. */
export async function signedIn(
  harness: AuthHarness,
  options: { email?: string; password?: string; data?: object } = {},
): Promise<{
  client: SupabaseClient;
  email: string;
  password: string;
  userId: string;
}> {
  const email = options.email ?? uniqueEmail("account");
  const password = options.password ?? "correct-horse-battery";
  const { data, error } = await harness.admin().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: options.data,
  });
  if (error) throw error;
  const client = harness.client();
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;
  return { client, email, password, userId: data.user.id };
}

/** A throw-away project folder with `supabase/config.toml` and the given files under it. */
export async function scratchProject(
  configToml: string,
  files: Record<string, string> = {},
): Promise<{ root: string; supabaseDir: string; remove(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), "auth-templates-"));
  const supabaseDir = join(root, "supabase");
  await mkdir(supabaseDir, { recursive: true });
  await writeFile(join(supabaseDir, "config.toml"), configToml);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return {
    root,
    supabaseDir,
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

/** The user's stored one-time token hashes, as /verify looks them up. */
export async function storedTokens(
  harness: AuthHarness,
  userId: string,
): Promise<Record<string, string | null>> {
  const { rows } = await harness.ctx.db.query<Record<string, string | null>>(
    `select confirmation_token, recovery_token, email_change_token_new, email_change_token_current,
       reauthentication_token from auth.users where id = $1`,
    [userId],
  );
  return rows[0]!;
}

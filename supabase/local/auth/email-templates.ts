import { readFile } from "node:fs/promises";
import { dirname, isAbsolute, join } from "node:path";

import {
  compileTemplate,
  type MailTemplate,
} from "./templates/mail-template.ts";

/**
 * `[auth.email.template.<name>]` as the Supabase CLI reads it (pkg/config: email.validate and
 * baseConfig.resolve) and GoTrue uses it (GOTRUE_MAILER_SUBJECTS_* / GOTRUE_MAILER_TEMPLATES_*).
 * `content_path` is relative to the project root (the folder holding `supabase/`), as the CLI
 * resolves it; `content` is refused as the CLI refuses it. Unlike GoTrue, which logs a template
 * it cannot parse and mails its default instead, a template that does not parse, or does not
 * render with placeholder values (GoTrue's own start-up check of its defaults), stops start-up.
 */
export const TEMPLATE_NAMES = [
  "invite",
  "confirmation",
  "recovery",
  "magic_link",
  "email_change",
  "reauthentication",
] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

export interface ConfiguredTemplate {
  /** Absent: GoTrue's default subject. */
  subject?: MailTemplate;
  /** Absent: GoTrue's default body. */
  body?: MailTemplate;
}
export type EmailTemplates = Partial<Record<TemplateName, ConfiguredTemplate>>;

export class ConfigError extends Error {}

/** The data templatemailer's checkDefaults renders every template with. */
const PLACEHOLDERS = {
  ConfirmationURL: "ConfirmationURL",
  Data: {},
  Email: "Email",
  NewEmail: "NewEmail",
  RedirectTo: "RedirectTo",
  SendingTo: "SendingTo",
  SiteURL: "SiteURL",
  Token: "Token",
  TokenHash: "TokenHash",
};

type Table = Record<string, unknown>;
const isTable = (v: unknown): v is Table =>
  Boolean(v) && typeof v === "object" && !Array.isArray(v);

export async function loadEmailTemplates(
  supabaseDir: string,
  raw: unknown,
): Promise<EmailTemplates> {
  const templates: EmailTemplates = {};
  if (raw === undefined) return templates;
  if (!isTable(raw))
    throw new ConfigError(
      "Invalid config for auth.email.template: expected a table",
    );
  for (const [name, entry] of Object.entries(raw)) {
    const key = `auth.email.template.${name}`;
    if (!TEMPLATE_NAMES.includes(name as TemplateName))
      throw new ConfigError(
        `Invalid config for ${key}: GoTrue has no "${name}" template (use one of ${TEMPLATE_NAMES.join(", ")})`,
      );
    if (!isTable(entry))
      throw new ConfigError(`Invalid config for ${key}: expected a table`);
    const configured: ConfiguredTemplate = {};
    const path = entry.content_path;
    if (typeof path !== "string" || !path) {
      if (entry.content !== undefined)
        throw new ConfigError(
          `Invalid config for ${key}.content: please use content_path instead`,
        );
    } else {
      const file = isAbsolute(path) ? path : join(dirname(supabaseDir), path);
      const text = await readFile(file, "utf8").catch((error: Error) => {
        throw new ConfigError(
          `Invalid config for ${key}.content_path: ${error.message}`,
        );
      });
      configured.body = compiled(`${key}.content_path (${file})`, path, text);
    }
    if (typeof entry.subject === "string")
      configured.subject = compiled(`${key}.subject`, "Subject", entry.subject);
    templates[name as TemplateName] = configured;
  }
  return templates;
}

function compiled(where: string, name: string, text: string): MailTemplate {
  try {
    const template = compileTemplate(name, text);
    template.render(PLACEHOLDERS);
    return template;
  } catch (error) {
    throw new ConfigError(
      `Invalid config for ${where}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

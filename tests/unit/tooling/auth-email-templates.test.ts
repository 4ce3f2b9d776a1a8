import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";

import { authEmailFiles } from "../../../scripts/auth-email-templates/templates.ts";
import { loadConfig } from "../../../supabase/local/index.ts";

/** What GoTrue hands every template; `Data` is the person's metadata. */
const VARIABLES = {
  SiteURL: "https://ekoluxe.example",
  TokenHash: "0a1b2c",
  Token: "123456",
  RedirectTo: "https://ekoluxe.example/auth/confirm",
  Email: "ada@example.com",
  NewEmail: "ada@new.example",
  SendingTo: "ada@new.example",
  ConfirmationURL: "https://unused.example",
  Data: { full_name: "Ada Obi", invited_as: "driver" },
};

const LINK_TYPES: Record<string, string | undefined> = {
  invite: "invite",
  confirmation: "signup",
  recovery: "recovery",
  magic_link: "magiclink",
  email_change: "email_change",
  reauthentication: undefined,
};

describe("auth e-mail templates", () => {
  it("are current: generating them again gives the committed files (npm run email:templates)", async () => {
    const files = authEmailFiles();
    expect(files.map((file) => file.path).sort()).toEqual(
      Object.keys(LINK_TYPES)
        .map((name) => `supabase/templates/${name}.html`)
        .sort(),
    );
    for (const { path, html } of files)
      expect(await readFile(path, "utf8"), path).toBe(html);
  });

  it("parse and render as config.toml wires them, with every action filled in", async () => {
    const { templates } = (await loadConfig("supabase")).auth.email;
    for (const [name, type] of Object.entries(LINK_TYPES)) {
      const html =
        templates[name as keyof typeof templates]!.body!.render(VARIABLES);
      expect(html, name).toMatch(/^<!doctype html>\n/);
      expect(html, name).not.toMatch(/\{\{|\}\}|ZgotmplZ/);
      expect(html, name).toContain(">123456</td>");
      expect(html, name).toContain("Hello Ada Obi,");
      const links = html.match(/href="https:\/\/ekoluxe\.example[^"]*"/g);
      if (!type) {
        expect(links, name).toBeNull();
        continue;
      }
      // The button and the link written under it.
      expect(links, name).toEqual([
        `href="https://ekoluxe.example/auth/confirm?token_hash=0a1b2c&amp;type=${type}&amp;redirect_to=https%3a%2f%2fekoluxe.example%2fauth%2fconfirm"`,
        `href="https://ekoluxe.example/auth/confirm?token_hash=0a1b2c&amp;type=${type}&amp;redirect_to=https%3a%2f%2fekoluxe.example%2fauth%2fconfirm"`,
      ]);
    }
  });
});

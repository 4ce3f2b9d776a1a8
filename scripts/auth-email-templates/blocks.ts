import { brand } from "../../supabase/functions/send-email/templates/brand.ts";
import { escapeHtml } from "../../supabase/functions/send-email/templates/format.ts";
import {
  font,
  note,
  raw,
  type Raw,
} from "../../supabase/functions/send-email/templates/layout.ts";

/**
 * The pieces of the auth e-mails that the transactional layout has no slot for. Wording is
 * written as Go template text: plain words with `{{ … }}` actions, which `goText` escapes around.
 */

const c = brand.colors;
const ACTION = /(\{\{[\s\S]*?\}\})/;

/** Go template text as markup: the words escaped for HTML, every `{{ … }}` action kept as written. */
export function goText(text: string): Raw {
  return raw(
    text
      .split(ACTION)
      .map((part, i) => (i % 2 ? part : escapeHtml(part)))
      .join(""),
  );
}

/** One wording per role the invitation is for (`invited_as` in the invitee's metadata). */
export interface ByRole {
  driver: string;
  owner: string;
  admin: string;
  /** No role, or one the wording does not name. */
  other: string;
}

/** Go template text choosing the wording for `.Data.invited_as`. */
export function byRole(text: ByRole): string {
  const is = (role: string) => `eq .Data.invited_as "${role}"`;
  return `{{ if ${is("driver")} }}${text.driver}{{ else if ${is("owner")} }}${text.owner}{{ else if ${is("admin")} }}${text.admin}{{ else }}${text.other}{{ end }}`;
}

/**
 * The link to the app's /auth/confirm with the token hash (never `{{ .ConfirmationURL }}`, which
 * carries tokens in the fragment), for the `type` verifyOtp takes.
 */
export function confirmUrl(type: string): string {
  return `{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}&type=${type}&redirect_to={{ .RedirectTo }}`;
}

/** A button drawn by a table cell's colour, so it shows even where a mail app drops padding. */
export function button(label: Raw, url: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 20px;"><tr><td align="center" bgcolor="${c.accent}" style="border-radius:999px;background:${c.accent};"><a href="${escapeHtml(url)}" target="_blank" style="display:inline-block;padding:14px 28px;${font}font-size:16px;font-weight:700;line-height:1.2;color:${c.page};text-decoration:none;border-radius:999px;">${label.raw}</a></td></tr></table>`;
}

function label(text: string): string {
  return `<p style="margin:0 0 12px;${font}color:${c.muted};font-size:13px;">${goText(text).raw}</p>`;
}

/** The button's link written out, for mail apps that do not show the button. */
export function plainLink(url: string): string {
  const href = escapeHtml(url);
  return `${label("If the button doesn't work, copy this link into your browser:")}
<p style="margin:0 0 20px;${font}font-size:12px;line-height:1.5;word-break:break-all;"><a href="${href}" target="_blank" style="color:${c.accent};text-decoration:underline;">${href}</a></p>`;
}

/** The one-time code `{{ .Token }}`, after its label: what to type when a link cannot be opened. */
export function code(caption: string): string {
  return `${label(caption)}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;"><tr><td bgcolor="${c.page}" style="padding:10px 18px;background:${c.page};border:1px solid ${c.border};border-radius:8px;${font}font-size:22px;font-weight:700;letter-spacing:.3em;color:${c.accent};">{{ .Token }}</td></tr></table>`;
}

/** Small print in the layout's look, from Go template text. */
export const smallPrint = (text: string): string => note(goText(text));

/** Who to ask, with the address and phone as links. */
export function questions(): Raw {
  const email = escapeHtml(brand.defaultEmail);
  const tel = escapeHtml(brand.phone.replace(/\s+/g, ""));
  return raw(
    `Questions? Write to <a href="mailto:${email}" style="color:${c.accent};">${email}</a> or call <a href="tel:${tel}" style="color:${c.accent};text-decoration:none;">${escapeHtml(brand.phone)}</a>.`,
  );
}

import { brand } from "./brand.ts";
import { escapeHtml } from "./format.ts";

export interface Detail {
  label: string;
  value: string;
  /** Set in bold, e.g. the total of a fare breakdown. */
  strong?: boolean;
}

/** A titled table after the details, e.g. a receipt's fare breakdown. */
export interface Section {
  heading: string;
  rows: Detail[];
}

/** One e-mail's content, rendered both as branded HTML and as plain text. All values are raw text. */
export interface EmailContent {
  subject: string;
  /** Shown by mail apps beside the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** A prominent line, e.g. the upfront fare. */
  highlight?: Detail;
  details: Detail[];
  /** Further titled tables, after the details. */
  sections?: Section[];
  /** A long free-text block (a message, requirements), kept with its line breaks. */
  block?: Detail;
  /** One button to a page of ours (e.g. the live ride page); the URL is built, never typed. */
  action?: Action;
  /** Further links of ours after the button, set smaller (e.g. the printable receipt). */
  links?: Action[];
  closing: string[];
}

export interface Action {
  label: string;
  url: string;
}

/**
 * Markup placed as written, never escaped. The auth e-mail templates
 * (scripts/auth-email-templates.ts) carry Go template actions such as `{{ .Token }}` through it,
 * which GoTrue's html/template escapes when it renders them. Never for values from a request or
 * the database.
 */
export interface Raw {
  readonly raw: string;
}

export const raw = (html: string): Raw => ({ raw: html });

/** Text to escape, or markup to place as is. */
export type Markup = string | Raw;

/** What renderHtml lays out: an EmailContent, or one whose text may be Raw markup (HTML only). */
export interface MarkupContent extends Omit<
  EmailContent,
  "preheader" | "heading" | "paragraphs" | "action" | "closing"
> {
  preheader: Markup;
  heading: Markup;
  paragraphs: Markup[];
  /** Raw: the whole call to action as written, e.g. a button, its link and a code. */
  action?: Action | Raw;
  closing: Markup[];
  /** Small print after the closing, smaller and muted (what to do if unexpected, who to ask). */
  notes?: Markup[];
  /** A contact address written after the phone in the footer. */
  footerEmail?: string;
}

function markup(value: Markup): string {
  return typeof value === "string" ? escapeHtml(value) : value.raw;
}

const c = brand.colors;
/** The type every block of text is set in; blocks built elsewhere use it to keep the look. */
export const font =
  "font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;line-height:1.6;";

function paragraph(text: Markup): string {
  return `<p style="margin:0 0 16px;${font}color:${c.text};font-size:15px;">${markup(text)}</p>`;
}

/** A paragraph of small print, smaller and muted. */
export function note(text: Markup): string {
  return `<p style="margin:0 0 16px;${font}color:${c.muted};font-size:14px;">${markup(text)}</p>`;
}

function detailRow({ label, value, strong }: Detail): string {
  const weight = strong ? "font-weight:700;" : "";
  return `<tr><td style="padding:8px 0;border-bottom:1px solid ${c.border};${font}color:${c.muted};font-size:13px;width:40%;vertical-align:top;${weight}">${escapeHtml(label)}</td><td style="padding:8px 0;border-bottom:1px solid ${c.border};${font}color:${c.text};font-size:14px;vertical-align:top;${weight}">${escapeHtml(value)}</td></tr>`;
}

function detailTable(rows: Detail[]): string {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 24px;border-collapse:collapse;">${rows.map(detailRow).join("")}</table>`;
}

function section({ heading, rows }: Section): string {
  return `<h2 style="margin:0 0 4px;${font}color:${c.accent};font-size:12px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;">${escapeHtml(heading)}</h2>${detailTable(rows)}`;
}

function multiline(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, "<br>");
}

export function renderHtml(content: MarkupContent): string {
  const highlight = content.highlight
    ? `<div style="margin:0 0 24px;padding:16px 20px;border:1px solid ${c.accent};border-radius:12px;"><div style="${font}color:${c.muted};font-size:12px;letter-spacing:.08em;text-transform:uppercase;">${escapeHtml(content.highlight.label)}</div><div style="${font}color:${c.accent};font-size:26px;font-weight:700;">${escapeHtml(content.highlight.value)}</div></div>`
    : "";
  const details =
    (content.details.length ? detailTable(content.details) : "") +
    (content.sections ?? []).map(section).join("");
  const block = content.block
    ? `<div style="margin:0 0 24px;"><div style="${font}color:${c.muted};font-size:13px;">${escapeHtml(content.block.label)}</div><div style="margin-top:8px;padding:16px;background:${c.page};border-radius:8px;${font}color:${c.text};font-size:14px;">${multiline(content.block.value)}</div></div>`
    : "";
  const action = !content.action
    ? ""
    : "raw" in content.action
      ? content.action.raw
      : `<div style="margin:0 0 24px;"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;background:${c.accent};border-radius:999px;${font}color:${c.page};font-size:15px;font-weight:700;text-decoration:none;">${escapeHtml(content.action.label)}</a><div style="margin-top:10px;${font}color:${c.muted};font-size:12px;word-break:break-all;">${escapeHtml(content.action.url)}</div></div>`;
  const links = (content.links ?? [])
    .map(
      (link) =>
        `<p style="margin:0 0 16px;${font}font-size:14px;"><a href="${escapeHtml(link.url)}" style="color:${c.accent};">${escapeHtml(link.label)}</a><br><span style="color:${c.muted};font-size:12px;word-break:break-all;">${escapeHtml(link.url)}</span></p>`,
    )
    .join("");
  const notes = (content.notes ?? []).map((text) => `\n${note(text)}`).join("");
  const email = content.footerEmail
    ? ` · ${escapeHtml(content.footerEmail)}`
    : "";
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="dark"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${c.page};">
<div style="display:none;max-height:0;overflow:hidden;">${markup(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${c.page};"><tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;">
<tr><td style="padding:0 0 20px;${font}font-size:22px;font-weight:700;letter-spacing:.12em;color:${c.accent};">${escapeHtml(brand.name.toUpperCase())}</td></tr>
<tr><td style="padding:32px 28px;background:${c.card};border:1px solid ${c.border};border-radius:16px;">
<h1 style="margin:0 0 20px;${font}color:${c.text};font-size:22px;font-weight:600;">${markup(content.heading)}</h1>
${content.paragraphs.map(paragraph).join("\n")}
${highlight}${details}${block}${action}${links}
${content.closing.map(paragraph).join("\n")}${notes}
</td></tr>
<tr><td style="padding:20px 4px 0;${font}color:${c.muted};font-size:12px;">${escapeHtml(brand.name)} · ${escapeHtml(brand.tagline)}<br>${escapeHtml(brand.phone)}${email}</td></tr>
</table>
</td></tr></table>
</body>
</html>`;
}

export function renderText(content: EmailContent): string {
  const lines: string[] = [brand.name.toUpperCase(), "", content.heading, ""];
  for (const p of content.paragraphs) lines.push(p, "");
  if (content.highlight)
    lines.push(`${content.highlight.label}: ${content.highlight.value}`, "");
  for (const d of content.details) lines.push(`${d.label}: ${d.value}`);
  if (content.details.length) lines.push("");
  for (const s of content.sections ?? []) {
    lines.push(s.heading);
    for (const d of s.rows) lines.push(`${d.label}: ${d.value}`);
    lines.push("");
  }
  if (content.block)
    lines.push(`${content.block.label}:`, content.block.value, "");
  if (content.action)
    lines.push(`${content.action.label}: ${content.action.url}`, "");
  for (const link of content.links ?? [])
    lines.push(`${link.label}: ${link.url}`, "");
  for (const p of content.closing) lines.push(p, "");
  lines.push("--", `${brand.name} · ${brand.tagline}`, brand.phone);
  return lines.join("\n");
}

export function render(content: EmailContent): {
  subject: string;
  html: string;
  text: string;
} {
  return {
    subject: content.subject,
    html: renderHtml(content),
    text: renderText(content),
  };
}

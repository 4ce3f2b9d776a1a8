import { createHash, randomInt } from "node:crypto";

import type { RuntimeContext } from "../context.ts";
import type { MailMessage } from "../mail/mail-sink.ts";
import { DEFAULT_MAILS, defaultHtml, type MailType } from "./default-mails.ts";
import type { TemplateName } from "./email-templates.ts";
import { AuthError } from "./errors.ts";
import { goQueryEscape } from "./go-url.ts";
import type { Body } from "./params.ts";

export type { MailType };
export type LinkType = Exclude<MailType, "reauthentication">;

export interface OneTimeToken {
  otp: string;
  /** What the link carries and the users row stores: sha224(email + otp), as GoTrue does. */
  hash: string;
}

/** crypto.GenerateOtp: `[auth.email] otp_length` random digits. */
export function newOneTimeToken(
  ctx: RuntimeContext,
  email: string,
): OneTimeToken {
  const length = ctx.config.auth.email.otpLength;
  const otp = Array.from({ length }, () => randomInt(0, 10)).join("");
  return { otp, hash: tokenHash(email, otp) };
}

export const tokenHash = (email: string, otp: string) =>
  createHash("sha224")
    .update(email + otp)
    .digest("hex");

/**
 * {{ .ConfirmationURL }}: the CLI's GOTRUE_MAILER_URLPATHS_* (the API's /auth/v1/verify) with
 * mailer.getPath's query: token and type query-escaped, redirect_to escaped only when it holds
 * `&`, `=` or `#` (encodeRedirectURL), else as it is.
 */
export function verifyLink(
  ctx: RuntimeContext,
  hash: string,
  type: LinkType,
  redirectTo: string,
): string {
  const redirect = /[&=#]/.test(redirectTo)
    ? goQueryEscape(redirectTo)
    : redirectTo;
  return `${ctx.apiUrl}/auth/v1/verify?token=${goQueryEscape(hash)}&type=${goQueryEscape(type)}&redirect_to=${redirect}`;
}

export interface AuthMail {
  type: MailType;
  /** The address it goes to (with e-mail changes, each of the two in turn). */
  to: string;
  token: OneTimeToken;
  /** What GoTrue validated (redirects.ts); absent for reauthentication codes. */
  redirectTo?: string;
  /** The account's current address, its pending new one, and its user_metadata. */
  email: string;
  newEmail?: string;
  metadata: Body | null;
}

const TEMPLATE_OF: Record<MailType, TemplateName> = {
  signup: "confirmation",
  invite: "invite",
  recovery: "recovery",
  magiclink: "magic_link",
  email_change: "email_change",
  reauthentication: "reauthentication",
};
const FAILURE: Record<MailType, string> = {
  signup: "Error sending confirmation email",
  invite: "Error sending invite email",
  recovery: "Error sending recovery email",
  magiclink: "Error sending magic link email",
  email_change: "Error sending email change email",
  reauthentication: "Error sending reauthentication email",
};

/**
 * The mail GoTrue's templatemailer sends for `mail`: the configured `[auth.email.template.*]`
 * subject and body with the data each mail type gets (mailer/templatemailer/template.go), else
 * the default. Call it before storing the token: like GoTrue, a mail that cannot be rendered
 * fails the request with 500 and changes nothing.
 */
export function composeAuthMail(
  ctx: RuntimeContext,
  mail: AuthMail,
): MailMessage {
  const configured = ctx.config.auth.email.templates[TEMPLATE_OF[mail.type]];
  const source =
    mail.type === "signup" ? "auth.confirmation" : `auth.${mail.type}`;
  const link =
    mail.type === "reauthentication"
      ? undefined
      : verifyLink(ctx, mail.token.hash, mail.type, mail.redirectTo ?? "");
  const fallback = DEFAULT_MAILS[mail.type];
  const message: MailMessage = {
    from: "admin@email.com",
    to: [mail.to],
    subject: fallback.subject,
    html: defaultHtml(mail.type, link, mail.token.otp),
    text: fallback.text(link, mail.token.otp),
    source,
  };
  if (!configured) return message;
  const data: Record<string, unknown> = {
    SiteURL: ctx.config.auth.siteUrl,
    Email: mail.email,
    Token: mail.token.otp,
    Data: mail.metadata ?? {},
  };
  if (link !== undefined) {
    Object.assign(data, {
      ConfirmationURL: link,
      TokenHash: mail.token.hash,
      RedirectTo: mail.redirectTo ?? "",
    });
  }
  if (mail.type === "email_change")
    Object.assign(data, { NewEmail: mail.newEmail ?? "", SendingTo: mail.to });
  try {
    if (configured.subject) message.subject = configured.subject.render(data);
    if (configured.body) {
      message.html = configured.body.render(data);
      // GoTrue's mailer sends a templated body as HTML only.
      delete message.text;
    }
  } catch (error) {
    ctx.log(
      `auth: the ${TEMPLATE_OF[mail.type]} template failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    throw new AuthError(500, "unexpected_failure", FAILURE[mail.type]);
  }
  return message;
}

/** Composes and delivers in one step, where nothing was stored yet that a failure should undo. */
export async function sendAuthMail(
  ctx: RuntimeContext,
  mail: AuthMail,
): Promise<void> {
  await ctx.mail.send(composeAuthMail(ctx, mail));
}

import { createHash, randomInt } from "node:crypto";

import type { RuntimeContext } from "../context.ts";

export type LinkType =
  "signup" | "invite" | "recovery" | "magiclink" | "email_change";

/** How long e-mailed links and codes stay valid (the CLI's `[auth.email] otp_expiry`). */
export const OTP_EXPIRY_SECONDS = 3600;

/** `[auth.email] double_confirm_changes`, on in the CLI template: both addresses confirm a change. */
export const SECURE_EMAIL_CHANGE = true;

export interface OneTimeToken {
  otp: string;
  /** What the link carries and the users row stores: sha224(email + otp), as GoTrue does. */
  hash: string;
}

export function newOneTimeToken(email: string): OneTimeToken {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, "0");
  return { otp, hash: tokenHash(email, otp) };
}

export const tokenHash = (email: string, otp: string) =>
  createHash("sha224")
    .update(email + otp)
    .digest("hex");

/** GoTrue keeps `redirect_to` only when it points at the site URL's host or an allowed URL. */
export function redirectTarget(
  ctx: RuntimeContext,
  requested: string | undefined,
): string {
  const { siteUrl, additionalRedirectUrls } = ctx.config.auth;
  if (!requested) return siteUrl;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return siteUrl;
  }
  const sameHost = (allowed: string) => {
    try {
      return new URL(allowed).host === url.host;
    } catch {
      return false;
    }
  };
  const globMatch = (pattern: string) =>
    new RegExp(
      `^${pattern
        .split("**")
        .map((part) => part.split("*").map(escapeRegExp).join("[^/]*"))
        .join(".*")}$`,
    ).test(requested);
  return sameHost(siteUrl) ||
    additionalRedirectUrls.some((a) => sameHost(a) || globMatch(a))
    ? requested
    : siteUrl;
}

const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function verifyLink(
  ctx: RuntimeContext,
  hash: string,
  type: LinkType,
  redirectTo: string,
): string {
  const query = new URLSearchParams({
    token: hash,
    type,
    redirect_to: redirectTo,
  });
  return `${ctx.apiUrl}/auth/v1/verify?${query.toString()}`;
}

const TEMPLATES: Record<
  LinkType,
  { subject: string; heading: string; intro: string; action: string }
> = {
  signup: {
    subject: "Confirm Your Signup",
    heading: "Confirm your signup",
    intro: "Follow this link to confirm your user:",
    action: "Confirm your mail",
  },
  invite: {
    subject: "You have been invited",
    heading: "You have been invited",
    intro:
      "You have been invited to create a user. Follow this link to accept the invite:",
    action: "Accept the invite",
  },
  recovery: {
    subject: "Reset Your Password",
    heading: "Reset Password",
    intro: "Follow this link to reset the password for your user:",
    action: "Reset Password",
  },
  magiclink: {
    subject: "Your Magic Link",
    heading: "Magic Link",
    intro: "Follow this link to login:",
    action: "Log In",
  },
  email_change: {
    subject: "Confirm Email Change",
    heading: "Confirm Change of Email",
    intro: "Follow this link to confirm the update of your email address:",
    action: "Change Email",
  },
};

const html = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");

/** Writes GoTrue's default e-mail for `type` to the local mail sink. Call it outside transactions. */
export async function sendAuthMail(
  ctx: RuntimeContext,
  to: string,
  type: LinkType,
  token: OneTimeToken,
  redirectTo: string,
): Promise<void> {
  const template = TEMPLATES[type];
  const link = verifyLink(ctx, token.hash, type, redirectTo);
  await ctx.mail.send({
    from: "admin@email.com",
    to: [to],
    subject: template.subject,
    html:
      `<h2>${template.heading}</h2>\n<p>${template.intro}</p>\n` +
      `<p><a href="${html(link)}">${template.action}</a></p>\n` +
      `<p>Alternatively, enter the code: ${token.otp}</p>`,
    text: `${template.heading}\n\n${template.intro}\n${link}\n\nAlternatively, enter the code: ${token.otp}`,
    source: type === "signup" ? "auth.confirmation" : `auth.${type}`,
  });
}

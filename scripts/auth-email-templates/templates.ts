import { brand } from "../../supabase/functions/send-email/templates/brand.ts";
import {
  raw,
  renderHtml,
} from "../../supabase/functions/send-email/templates/layout.ts";
import {
  button,
  byRole,
  code,
  confirmUrl,
  goText,
  plainLink,
  questions,
  smallPrint,
} from "./blocks.ts";

/**
 * The six auth e-mails GoTrue sends, as `[auth.email.template.<name>]` in supabase/config.toml
 * reads them from supabase/templates/<name>.html. Every text is Go template text (GoTrue renders
 * it with html/template): `{{ .Email }}`, `{{ .NewEmail }}`, `{{ .SendingTo }}`, `{{ .Data.* }}`
 * (the person's metadata). Subjects stay in config.toml.
 */
export interface AuthEmail {
  /** The page title; mail apps show the subject from config.toml. */
  title: string;
  /** Shown by mail apps beside the subject. */
  preheader: string;
  heading: string;
  /** After the greeting. */
  paragraphs: string[];
  /** A link mail: the type /auth/confirm verifies and the button's label. Absent: a code only. */
  link?: { type: string; label: string };
  /** What to do if the mail was not expected. */
  unexpected: string;
}

const GREETING =
  "{{ if .Data.full_name }}Hello {{ .Data.full_name }},{{ else }}Hello,{{ end }}";

export const AUTH_EMAILS = {
  invite: {
    title: "Your EkoLuxe invitation",
    preheader: byRole({
      driver:
        "Your EkoLuxe driver app is ready: choose a password to get started.",
      owner:
        "Your EkoLuxe owner portal is ready: choose a password to get started.",
      admin:
        "Your EkoLuxe back-office access is ready: choose a password to get started.",
      other: "Your EkoLuxe account is ready: choose a password to get started.",
    }),
    heading: byRole({
      driver: "Welcome to the EkoLuxe driver team",
      owner: "Your EkoLuxe owner portal is ready",
      admin: "Welcome to the EkoLuxe back office",
      other: "Welcome to EkoLuxe",
    }),
    paragraphs: [
      byRole({
        driver:
          "EkoLuxe operations has invited you to your EkoLuxe driver app. Once you have chosen a password you will see today's trips, go on duty when your shift starts, and get each pickup the moment it is assigned to you.",
        owner:
          "EkoLuxe operations has invited you to the EkoLuxe owner portal, where you can follow the trips, revenue and reports of the vehicles you own.",
        admin:
          "EkoLuxe operations has invited you to the EkoLuxe back office, where the team runs bookings, drivers, the fleet and payments.",
        other:
          "EkoLuxe operations has invited you to create your EkoLuxe account, so you can book and manage premium rides across Lagos.",
      }),
      "Tap the button below to accept the invitation and choose your password.",
    ],
    link: {
      type: "invite",
      label: byRole({
        driver: "Set up my driver app",
        owner: "Open my owner portal",
        admin: "Open the back office",
        other: "Accept invitation",
      }),
    },
    unexpected:
      "Didn't expect this invitation? You can safely ignore this email: nothing is activated until a password is chosen. If you think it was sent by mistake, let us know.",
  },
  confirmation: {
    title: "Confirm your EkoLuxe account",
    preheader: "One tap to confirm your email address and finish signing up.",
    heading: "Confirm your email address",
    paragraphs: [
      "Thank you for signing up for EkoLuxe. Confirm that {{ .Email }} is your address to finish creating your account.",
    ],
    link: { type: "signup", label: "Confirm my email" },
    unexpected:
      "Didn't sign up? You can safely ignore this email; no account is created without this confirmation.",
  },
  recovery: {
    title: "Reset your EkoLuxe password",
    preheader:
      "Choose a new password for your EkoLuxe account. The link works once and expires in 1 hour.",
    heading: "Reset your password",
    paragraphs: [
      "We received a request to reset the password of your EkoLuxe account, {{ .Email }}. Tap the button below to choose a new one.",
    ],
    link: { type: "recovery", label: "Choose a new password" },
    unexpected:
      "If it wasn't you, ignore this email: your password stays as it is, and nobody can change it without this link.",
  },
  magic_link: {
    title: "Your EkoLuxe sign-in link",
    preheader:
      "Sign in to EkoLuxe with one tap. The link works once and expires in 1 hour.",
    heading: "Your sign-in link",
    paragraphs: ["Tap the button below to sign in to EkoLuxe as {{ .Email }}."],
    link: { type: "magiclink", label: "Sign in to EkoLuxe" },
    unexpected:
      "If it wasn't you, ignore this email: nobody can sign in without this link.",
  },
  email_change: {
    title: "Confirm your new EkoLuxe email address",
    preheader: "Confirm the change of email address on your EkoLuxe account.",
    heading: "Confirm your new email address",
    paragraphs: [
      "You asked to change the email address of your EkoLuxe account from {{ .Email }} to {{ .NewEmail }}.",
      "{{ if eq .SendingTo .NewEmail }}This message went to your new address.{{ else }}This message went to your current address.{{ end }} For your security we sent a confirmation link to both addresses; confirm the change with the button below.",
    ],
    link: { type: "email_change", label: "Confirm the change" },
    unexpected:
      "Didn't ask for this? Don't tap the link, and contact us straight away so we can secure your account.",
  },
  reauthentication: {
    title: "Your EkoLuxe verification code",
    preheader: "Your EkoLuxe verification code. It expires in 1 hour.",
    heading: "Your verification code",
    paragraphs: ["To confirm it's you, enter this code in EkoLuxe:"],
    unexpected:
      "If it wasn't you, ignore this email and consider changing your password.",
  },
} satisfies Record<string, AuthEmail>;

export type AuthEmailName = keyof typeof AUTH_EMAILS;

/** Below the paragraphs: the button, its link written out and the code; or the code alone. */
function callToAction({ link }: AuthEmail): string {
  if (!link)
    return [
      code("Your one-time code:"),
      smallPrint("The code works once and expires in 1 hour."),
    ].join("\n");
  const url = confirmUrl(link.type);
  return [
    button(goText(link.label), url),
    smallPrint("This link works once and expires in 1 hour."),
    plainLink(url),
    code("If you are asked for a code, enter:"),
  ].join("\n");
}

/** The template as GoTrue reads it: the transactional mail's layout around Go template text. */
export function authEmailHtml(name: AuthEmailName): string {
  const email: AuthEmail = AUTH_EMAILS[name];
  const html = renderHtml({
    subject: email.title,
    preheader: goText(email.preheader),
    heading: goText(email.heading),
    paragraphs: [GREETING, ...email.paragraphs].map(goText),
    details: [],
    action: raw(callToAction(email)),
    closing: [],
    notes: [goText(email.unexpected), questions()],
    footerEmail: brand.defaultEmail,
  });
  return `{{/* Written by npm run email:templates from scripts/auth-email-templates/ and supabase/functions/send-email/templates/layout.ts: edit those, not this file. */ -}}
${html}
`;
}

/** Every template file, by its path from the project root. */
export function authEmailFiles(): { path: string; html: string }[] {
  return (Object.keys(AUTH_EMAILS) as AuthEmailName[]).map((name) => ({
    path: `supabase/templates/${name}.html`,
    html: authEmailHtml(name),
  }));
}

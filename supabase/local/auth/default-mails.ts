/** The mails GoTrue sends with a one-time token: the link mails, and the reauthentication code. */
export type MailType =
  | "signup"
  | "invite"
  | "recovery"
  | "magiclink"
  | "email_change"
  | "reauthentication";

/**
 * What the runtime mails when config.toml sets no template: GoTrue's defaults as the CLI's Auth
 * image sends them (mailer/templatemailer: "Follow this link…", plus the code), with a plain-text
 * part for tests and terminals.
 */
interface DefaultMail {
  subject: string;
  heading: string;
  intro: string;
  action: string;
  text(link: string | undefined, otp: string): string;
}

const linkMail = (
  subject: string,
  heading: string,
  intro: string,
  action: string,
): DefaultMail => ({
  subject,
  heading,
  intro,
  action,
  text: (link, otp) =>
    `${heading}\n\n${intro}\n${link ?? ""}\n\nAlternatively, enter the code: ${otp}`,
});

export const DEFAULT_MAILS: Record<MailType, DefaultMail> = {
  signup: linkMail(
    "Confirm Your Signup",
    "Confirm your signup",
    "Follow this link to confirm your user:",
    "Confirm your mail",
  ),
  invite: linkMail(
    "You have been invited",
    "You have been invited",
    "You have been invited to create a user. Follow this link to accept the invite:",
    "Accept the invite",
  ),
  recovery: linkMail(
    "Reset Your Password",
    "Reset Password",
    "Follow this link to reset the password for your user:",
    "Reset Password",
  ),
  magiclink: linkMail(
    "Your Magic Link",
    "Magic Link",
    "Follow this link to login:",
    "Log In",
  ),
  email_change: linkMail(
    "Confirm Email Change",
    "Confirm Change of Email",
    "Follow this link to confirm the update of your email address:",
    "Change Email",
  ),
  reauthentication: {
    subject: "Confirm reauthentication",
    heading: "Confirm reauthentication",
    intro: "",
    action: "",
    text: (_link, otp) => `Confirm reauthentication\n\nEnter the code: ${otp}`,
  },
};

const html = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");

export function defaultHtml(
  type: MailType,
  link: string | undefined,
  otp: string,
): string {
  const mail = DEFAULT_MAILS[type];
  if (link === undefined)
    return `<h2>${mail.heading}</h2>\n<p>Enter the code: ${otp}</p>`;
  return (
    `<h2>${mail.heading}</h2>\n<p>${mail.intro}</p>\n` +
    `<p><a href="${html(link)}">${mail.action}</a></p>\n` +
    `<p>Alternatively, enter the code: ${otp}</p>`
  );
}

import { z } from "@/lib/zod";

/** RFC 5321's limits: a whole address, and the part before the @. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

// The same rule as public.is_valid_email() in the database: a dot-atom local part, and a domain of
// two or more labels whose last one is letters only.
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp(`^${ATOM}(?:\\.${ATOM})*$`);
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_LABEL = /^[A-Za-z]{2,63}$/;

export type EmailProblem =
  "required" | "tooLong" | "localPartTooLong" | "invalid";

/** What is wrong with an address (already trimmed), or null when the database will accept it. */
export function emailProblem(address: string): EmailProblem | null {
  if (address === "") return "required";
  if (address.length > EMAIL_MAX_LENGTH) return "tooLong";
  const at = address.indexOf("@");
  if (at > EMAIL_LOCAL_PART_MAX_LENGTH) return "localPartTooLong";
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split(".");
  const valid =
    at > 0 &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_LABEL.test(labels.at(-1)!);
  return valid ? null : "invalid";
}

export function isValidEmail(address: string): boolean {
  return emailProblem(address) === null;
}

export interface EmailMessages {
  required: string;
  invalid: string;
}

const lengthMessages = {
  tooLong: `An email address can be at most ${EMAIL_MAX_LENGTH} characters long.`,
  localPartTooLong: `The part of an email address before the @ can be at most ${EMAIL_LOCAL_PART_MAX_LENGTH} characters long.`,
} as const;

/** A trimmed e-mail field that reports one problem at a time, in each form's own words. */
export function emailSchema(messages: EmailMessages) {
  const text = { ...lengthMessages, ...messages };
  return z
    .string()
    .trim()
    .superRefine((address, ctx) => {
      const problem = emailProblem(address);
      if (problem) ctx.addIssue({ code: "custom", message: text[problem] });
    });
}

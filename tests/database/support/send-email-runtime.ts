import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { FunctionsHttpError } from "@supabase/supabase-js";
import { expect } from "vitest";

import { handler } from "../../../supabase/functions/send-email/handler.ts";
import {
  DEFAULT_LIMITS,
  type EmailLimits,
} from "../../../supabase/functions/send-email/limits.ts";
import { localProvider } from "../../../supabase/functions/send-email/providers/local.ts";
import { supabaseEmailStore } from "../../../supabase/functions/send-email/store.ts";
import {
  anonClient,
  runtime,
  serviceClient,
} from "../../local-backend/support.ts";

/** Helpers for the send-email tests that run against the local runtime and its mail sink. */

export const OPS = "hello@ekoluxe.ng";

export interface SinkMessage {
  id: string;
  from: string;
  to: string[];
  subject: string;
  html: string | null;
  text: string | null;
  source: string | null;
}

export interface OutboxRow {
  type: string;
  to_email: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  provider: string;
  status: string;
  error: string | null;
  related_id: string | null;
  sent_at: string | null;
}

/** An address as e-mails show what people typed: the dots of its domain defanged. */
export const shown = (email: string) => email.replace(/\.(?=[a-z])/g, "[.]");

export async function inbox(to: string): Promise<SinkMessage[]> {
  const url = `${runtime().mailUrl}/api/messages?to=${encodeURIComponent(to)}&limit=500`;
  return (await (await fetch(url)).json()) as SinkMessage[];
}

/** The operations e-mails whose text contains `part`. */
export async function opsMessages(part: string): Promise<SinkMessage[]> {
  return (await inbox(OPS)).filter((m) => m.text?.includes(part));
}

export async function outbox(relatedId: string): Promise<OutboxRow[]> {
  const { data, error } = await serviceClient()
    .from("email_outbox")
    .select(
      "type, to_email, reply_to, subject, html, text, provider, status, error, related_id, sent_at",
    )
    .eq("related_id", relatedId)
    .order("created_at");
  expect(error).toBeNull();
  return data as OutboxRow[];
}

/** The function as the browser calls it, through the runtime's functions relay. */
export async function invoke(body: Record<string, unknown>) {
  return anonClient().functions.invoke("send-email", { body });
}

/** The handler in-process against the runtime's database and mail sink, with other caps. */
export async function invokeWithLimits(
  body: Record<string, unknown>,
  limits: Partial<EmailLimits>,
  mailUrl = runtime().mailUrl,
): Promise<Response> {
  return handler(
    new Request("http://localhost/send-email", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
    {
      store: supabaseEmailStore(serviceClient()),
      provider: localProvider({ mailUrl }),
      opsEmail: OPS,
      fromEmail: `EkoLuxe <${OPS}>`,
      limits: { ...DEFAULT_LIMITS, ...limits },
    },
  );
}

export async function errorBody(error: unknown) {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return {
    status: response.status,
    body: (await response.json()) as {
      error: { message: string; code: string };
    },
  };
}

export type SubmissionRow = Record<string, unknown> & {
  form_type: string;
  name: string;
  email: string;
};

/**
 * Stores a submission as the browser does: the id is made here and the row inserted without
 * reading it back (anon), or with the service role when the test needs to set created_at.
 */
export async function storeSubmission(
  row: SubmissionRow,
  as: "anon" | "service" = "anon",
): Promise<string> {
  const id = randomUUID();
  const client = as === "anon" ? anonClient() : serviceClient();
  const { error } = await client
    .from("contact_submissions")
    .insert({ ...row, id });
  expect(error).toBeNull();
  return id;
}

/** The site the runtime's e-mails link to: SITE_URL, else [auth] site_url of supabase/config.toml. */
export function siteUrl(): string {
  if (process.env.SITE_URL) return process.env.SITE_URL.replace(/\/+$/, "");
  const config = readFileSync("supabase/config.toml", "utf8");
  const match = /^site_url\s*=\s*"([^"]+)"/m.exec(config);
  expect(match).not.toBeNull();
  return match![1]!.replace(/\/+$/, "");
}

/** The rider's live ride page for a booking: `<site>/ride/<reference>/<manage token>`. */
export async function rideLinkFor(bookingId: string): Promise<string> {
  const client = serviceClient();
  const [{ data: booking }, { data: link }] = await Promise.all([
    client.from("bookings").select("reference").eq("id", bookingId).single(),
    client
      .from("ride_links")
      .select("manage_token")
      .eq("booking_id", bookingId)
      .single(),
  ]);
  expect(link?.manage_token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
  return `${siteUrl()}/ride/${booking!.reference}/${link!.manage_token}`;
}

/** An e-mail body with the ride page button and its printed address taken out. */
export function withoutRideLink(body: string, link: string): string {
  return body
    .replace(/<a href="[^"]*"[^>]*>[^<]*<\/a>/, (anchor) =>
      anchor.includes(`href="${link}"`) ? "" : anchor,
    )
    .replaceAll(link, "");
}

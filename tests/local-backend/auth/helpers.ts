import type { StoredMail } from "../../../supabase/local/index.ts";
import { runtime } from "../support.ts";

/** The mail sink's messages for `to`, newest first, as the mail viewer serves them. */
export async function mailTo(to: string): Promise<StoredMail[]> {
  const response = await fetch(
    `${runtime().mailUrl}/api/messages?to=${encodeURIComponent(to)}`,
  );
  return (await response.json()) as StoredMail[];
}

/** The verify link of an auth e-mail (HTML-escaped in the body). */
export function linkIn(mail: StoredMail | undefined): string {
  const href = /href="([^"]+)"/.exec(mail?.html ?? "")?.[1];
  if (!href) throw new Error(`no link in mail ${JSON.stringify(mail)}`);
  return href.replace(/&amp;/g, "&");
}

export function codeIn(mail: StoredMail | undefined): string {
  const code = /enter the code: (\d{6})/.exec(mail?.text ?? "")?.[1];
  if (!code) throw new Error(`no code in mail ${JSON.stringify(mail)}`);
  return code;
}

/** Follows nothing: returns the 303 of a verify link and the parameters of its fragment. */
export async function openLink(
  link: string,
): Promise<{ status: number; location: URL; fragment: URLSearchParams }> {
  const response = await fetch(link, { redirect: "manual" });
  const location = new URL(response.headers.get("location") ?? "");
  return {
    status: response.status,
    location,
    fragment: new URLSearchParams(location.hash.slice(1)),
  };
}

/** A raw request to the auth API, the way auth-js sends it unless told otherwise. */
export function authFetch(
  path: string,
  init: {
    method?: string;
    body?: string;
    bearer?: string;
    headers?: Record<string, string>;
    apiUrl?: string;
  } = {},
): Promise<Response> {
  const { apiUrl, anonKey } = runtime();
  return fetch(`${init.apiUrl ?? apiUrl}/auth/v1${path}`, {
    method: init.method ?? "GET",
    body: init.body,
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${init.bearer ?? anonKey}`,
      "content-type": "application/json;charset=UTF-8",
      "x-supabase-api-version": "2024-01-01",
      ...init.headers,
    },
  });
}

export function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(
    Buffer.from(jwt.split(".")[1]!, "base64url").toString("utf8"),
  ) as Record<string, unknown>;
}

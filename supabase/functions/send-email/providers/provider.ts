/** One e-mail as every provider takes it. */
export interface OutgoingEmail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailProvider {
  /** Recorded in email_outbox.provider. */
  readonly name: string;
  /** Resolves with the provider's message id; rejects with a readable reason. */
  send(email: OutgoingEmail): Promise<{ id?: string }>;
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** A short, readable reason from a provider's error answer. */
export async function describeFailure(
  provider: string,
  response: Response,
): Promise<string> {
  const body = await response.text().catch(() => "");
  let detail = body.slice(0, 300);
  try {
    const parsed = JSON.parse(body) as {
      message?: unknown;
      error?: unknown;
    };
    const found = parsed.message ?? parsed.error;
    if (typeof found === "string") detail = found;
  } catch {
    // not JSON: keep the text
  }
  return `${provider} answered ${response.status}${detail ? `: ${detail}` : ""}`;
}

export async function postJson(
  fetcher: Fetch,
  provider: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  try {
    return await fetcher(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${provider} could not be reached (${reason})`);
  }
}

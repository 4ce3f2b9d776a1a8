import {
  describeFailure,
  postJson,
  type Fetch,
  type MailProvider,
} from "./provider.ts";

export const RESEND_ENDPOINT = "https://api.resend.com/emails";

/** Resend's HTTP API: `POST /emails` with a bearer API key; answers `{ id }`. */
export function resendProvider(options: {
  apiKey: string;
  fetch?: Fetch;
}): MailProvider {
  const fetcher = options.fetch ?? fetch;
  return {
    name: "resend",
    async send(email) {
      if (!options.apiKey)
        throw new Error("Resend is selected but RESEND_API_KEY is not set");
      const response = await postJson(
        fetcher,
        "Resend",
        RESEND_ENDPOINT,
        {
          from: email.from,
          to: [email.to],
          subject: email.subject,
          html: email.html,
          text: email.text,
          ...(email.replyTo ? { reply_to: email.replyTo } : {}),
        },
        { Authorization: `Bearer ${options.apiKey}` },
      );
      if (!response.ok)
        throw new Error(await describeFailure("Resend", response));
      const sent = (await response.json().catch(() => ({}))) as { id?: string };
      return { id: sent.id };
    },
  };
}

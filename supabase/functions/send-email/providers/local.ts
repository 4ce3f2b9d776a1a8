import {
  describeFailure,
  postJson,
  type Fetch,
  type MailProvider,
} from "./provider.ts";

/** The local runtime's mail sink: `POST <mail viewer>/api/send`, shown on the local mail page. */
export function localProvider(options: {
  mailUrl: string;
  fetch?: Fetch;
}): MailProvider {
  const fetcher = options.fetch ?? fetch;
  const endpoint = `${options.mailUrl.replace(/\/+$/, "")}/api/send`;
  return {
    name: "local",
    async send(email) {
      const response = await postJson(
        fetcher,
        "The local mail sink",
        endpoint,
        {
          from: email.from,
          to: [email.to],
          subject: email.subject,
          html: email.html,
          text: email.text,
          source: "function.send-email",
        },
      );
      if (!response.ok)
        throw new Error(await describeFailure("The local mail sink", response));
      const stored = (await response.json().catch(() => ({}))) as {
        id?: string;
      };
      return { id: stored.id };
    },
  };
}

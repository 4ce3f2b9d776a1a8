/**
 * Asks send-email for a booking's `booking_update` once money moved (a charge recorded, a refund
 * processed): it sends whatever e-mail the booking's stored state calls for, each once. The
 * answer to Paystack or the rider never waits on the mail; a failure is only logged.
 */
export type Notify = (bookingReference: string) => void;

export interface NotifyConfig {
  supabaseUrl: string;
  serviceRoleKey: string;
  fetch?: typeof fetch;
}

export function sendEmailNotifier(config: NotifyConfig): Notify {
  const doFetch = config.fetch ?? fetch;
  const url = `${config.supabaseUrl.replace(/\/+$/, "")}/functions/v1/send-email`;
  return (reference) => {
    const work = doFetch(url, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${config.serviceRoleKey}`,
        apikey: config.serviceRoleKey,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ type: "booking_update", data: { reference } }),
    })
      .then(async (res) => {
        const text = await res.text();
        if (!res.ok)
          console.error(
            `send-email for ${reference} answered ${res.status}: ${text.slice(0, 200)}`,
          );
      })
      .catch((error: unknown) =>
        console.error(`send-email for ${reference} failed: ${String(error)}`),
      );
    inBackground(work);
  };
}

type EdgeRuntimeGlobal = {
  EdgeRuntime?: { waitUntil(promise: Promise<unknown>): void };
};

/** The hosted runtime keeps a worker alive for work handed to waitUntil; locally it lives on anyway. */
function inBackground(work: Promise<unknown>): void {
  (globalThis as EdgeRuntimeGlobal).EdgeRuntime?.waitUntil(work);
}

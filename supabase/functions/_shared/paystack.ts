import { HttpError } from "./http.ts";
import { allBanks } from "./paystack-banks.ts";
import type {
  CreateRecipientRequest,
  CreateRefundRequest,
  InitializedTransaction,
  InitializeTransactionRequest,
  InitiateTransferRequest,
  PaystackBank,
  PaystackEnvelope,
  PaystackRefund,
  PaystackTransaction,
  PaystackTransfer,
  ResolvedAccount,
  TransferRecipient,
} from "./paystack-types.ts";

export type * from "./paystack-types.ts";
export {
  isPaystackSignature,
  paystackSignature,
} from "./paystack-signature.ts";

/** Production's API; locally the runtime sets PAYSTACK_BASE_URL to its stand-in. */
export const PAYSTACK_BASE_URL = "https://api.paystack.co";
export const PAYSTACK_UNAVAILABLE =
  "The payment service is not answering. Please try again.";
export const ACCOUNT_NOT_FOUND =
  "We could not find that account. Check the number and bank.";

export interface PaystackConfig {
  baseUrl: string;
  secretKey: string;
  fetch?: typeof fetch;
  /** A call that takes longer is an outage (502); Paystack answers in well under a second. */
  timeoutMs?: number;
}

/**
 * A documented refusal (`{status: false, message}` with a 4xx other than 401): the request was
 * understood and declined, e.g. a refund larger than what is left. The caller decides what it
 * means; anything else (network, 5xx, our key refused, a body that is not Paystack's) is a 502.
 */
export class PaystackRefusal extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "PaystackRefusal";
    this.status = status;
  }
}

export interface PaystackClient {
  initializeTransaction(
    body: InitializeTransactionRequest,
  ): Promise<InitializedTransaction>;
  /** null when Paystack has no transaction with this reference. */
  verifyTransaction(reference: string): Promise<PaystackTransaction | null>;
  /** Throws PaystackRefusal when Paystack declines it (already refunded, too much). */
  createRefund(body: CreateRefundRequest): Promise<PaystackRefund>;
  listBanks(): Promise<PaystackBank[]>;
  /** An account Paystack cannot resolve is the caller's mistake: HttpError 400. */
  resolveAccount(
    accountNumber: string,
    bankCode: string,
  ): Promise<ResolvedAccount>;
  createTransferRecipient(
    body: CreateRecipientRequest,
  ): Promise<TransferRecipient>;
  /** Throws PaystackRefusal when Paystack declines it (balance, recipient, reference). */
  initiateTransfer(body: InitiateTransferRequest): Promise<PaystackTransfer>;
  /** null when Paystack has no transfer with this reference. */
  verifyTransfer(reference: string): Promise<PaystackTransfer | null>;
}

const outage = (why: string): HttpError => {
  console.error(`paystack: ${why}`);
  return new HttpError(
    502,
    "payment_service_unavailable",
    PAYSTACK_UNAVAILABLE,
  );
};

/** A fetch-based client of the endpoints the functions use, with the secret key as Bearer. */
export function createPaystackClient(config: PaystackConfig): PaystackClient {
  const base = config.baseUrl.replace(/\/+$/, "");
  const doFetch = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? 15_000;

  async function call<T>(
    method: "GET" | "POST",
    path: string,
    body?: unknown,
  ): Promise<PaystackEnvelope<T>> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${config.secretKey}`,
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw outage(`${method} ${path} failed: ${String(error)}`);
    }
    const text = await response.text().catch(() => "");
    let envelope: PaystackEnvelope<T> | undefined;
    try {
      envelope = JSON.parse(text) as PaystackEnvelope<T>;
    } catch {
      envelope = undefined;
    }
    const message =
      typeof envelope?.message === "string" ? envelope.message : "";
    // 401 (our key) and 429 (Paystack's rate limit) are outages to retry, not the caller's doing.
    if (
      response.status >= 400 &&
      response.status < 500 &&
      response.status !== 401 &&
      response.status !== 429 &&
      envelope?.status === false
    )
      throw new PaystackRefusal(response.status, message || "Declined");
    if (!response.ok || envelope?.status !== true || envelope.data == null)
      throw outage(
        `${method} ${path} answered ${response.status}: ${message || text.slice(0, 200)}`,
      );
    return envelope;
  }

  const notFoundAsNull = async <T>(
    run: () => Promise<T>,
  ): Promise<T | null> => {
    try {
      return await run();
    } catch (error) {
      if (
        error instanceof PaystackRefusal &&
        (error.status === 400 || error.status === 404)
      )
        return null;
      throw error;
    }
  };

  /** Refusals where none is expected are ours to fix, not the caller's: a 502 that logs why. */
  const refusalIsOutage = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof PaystackRefusal)
        throw outage(`refused (${error.status}): ${error.message}`);
      throw error;
    }
  };

  const path = (value: string) => encodeURIComponent(value);

  return {
    initializeTransaction: (body) =>
      refusalIsOutage(
        async () =>
          (
            await call<InitializedTransaction>(
              "POST",
              "/transaction/initialize",
              body,
            )
          ).data,
      ),
    verifyTransaction: (reference) =>
      notFoundAsNull(
        async () =>
          (
            await call<PaystackTransaction>(
              "GET",
              `/transaction/verify/${path(reference)}`,
            )
          ).data,
      ),
    createRefund: async (body) =>
      (await call<PaystackRefund>("POST", "/refund", body)).data,
    listBanks: () => refusalIsOutage(() => allBanks(call)),
    resolveAccount: async (accountNumber, bankCode) => {
      const query = new URLSearchParams({
        account_number: accountNumber,
        bank_code: bankCode,
      });
      try {
        const { data } = await call<ResolvedAccount>(
          "GET",
          `/bank/resolve?${query}`,
        );
        if (!data.account_name?.trim()) throw new PaystackRefusal(422, "");
        return {
          account_number: String(data.account_number),
          account_name: data.account_name.trim(),
        };
      } catch (error) {
        if (error instanceof PaystackRefusal)
          throw new HttpError(400, "account_not_found", ACCOUNT_NOT_FOUND);
        throw error;
      }
    },
    createTransferRecipient: (body) =>
      refusalIsOutage(
        async () =>
          (await call<TransferRecipient>("POST", "/transferrecipient", body))
            .data,
      ),
    initiateTransfer: async (body) =>
      (await call<PaystackTransfer>("POST", "/transfer", body)).data,
    verifyTransfer: (reference) =>
      notFoundAsNull(
        async () =>
          (
            await call<PaystackTransfer>(
              "GET",
              `/transfer/verify/${path(reference)}`,
            )
          ).data,
      ),
  };
}

import type { PaystackBank, PaystackEnvelope } from "./paystack-types.ts";

/** The client's request step, as `allBanks` needs it. */
export type Call = <T>(
  method: "GET" | "POST",
  path: string,
) => Promise<PaystackEnvelope<T>>;

/** Every active Nigerian bank, following the cursor (the list is paged, a few hundred long). */
export async function allBanks(call: Call): Promise<PaystackBank[]> {
  const banks: PaystackBank[] = [];
  let cursor: string | null | undefined;
  for (let page = 0; page < 20; page++) {
    const query = new URLSearchParams({
      country: "nigeria",
      currency: "NGN",
      perPage: "100",
      use_cursor: "true",
    });
    if (cursor) query.set("next", cursor);
    const { data, meta } = await call<PaystackBank[]>("GET", `/bank?${query}`);
    banks.push(...data);
    cursor = meta?.next;
    if (!cursor) break;
  }
  return banks
    .filter((bank) => bank.active !== false && bank.is_deleted !== true)
    .map(({ name, code }) => ({ name, code }));
}

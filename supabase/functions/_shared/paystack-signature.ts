/**
 * Paystack signs each webhook with `x-paystack-signature`: the hex HMAC-SHA512 of the raw request
 * body keyed with the secret key. WebCrypto, so Deno and Node (the tests) run the same code.
 */

const keys = new Map<string, Promise<CryptoKey>>();

// Importing the key costs more than the HMAC itself; a worker serves one secret for its life.
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-512" },
      false,
      ["sign"],
    );
    keys.set(secret, key);
  }
  return key;
}

export async function paystackSignature(
  secret: string,
  body: ArrayBuffer | string,
): Promise<string> {
  const bytes =
    typeof body === "string" ? new TextEncoder().encode(body) : body;
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret), bytes);
  return Array.from(new Uint8Array(mac), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("");
}

/**
 * Whether `header` is the signature of exactly these bytes. The comparison takes the same time
 * wherever the strings differ, so timing tells a forger nothing about how close a guess was.
 */
export async function isPaystackSignature(
  secret: string,
  body: ArrayBuffer,
  header: string | null,
): Promise<boolean> {
  if (!header || !secret) return false;
  const expected = await paystackSignature(secret, body);
  const given = header.trim().toLowerCase();
  if (given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i++)
    difference |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return difference === 0;
}

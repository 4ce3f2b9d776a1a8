import { createClient } from "@supabase/supabase-js";

import { authStorageKey } from "../src/features/auth/session.ts";

interface Target {
  id: string;
  webSocketDebuggerUrl: string;
}

/** The local seed's demo accounts that the signed-in audits use (README, "Demo accounts"). */
export const DEMO_ACCOUNTS = {
  admin: "admin@ekoluxe.ng",
  owner: "owner@ekoluxe.ng",
} as const;
const DEMO_PASSWORD = "ekoluxe-demo";

/** A demo account's session, signed in through the runtime's Auth API (as e2e does). */
export async function signInDemo(
  apiUrl: string,
  anonKey: string,
  account: keyof typeof DEMO_ACCOUNTS,
): Promise<string> {
  const client = createClient(apiUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await client.auth.signInWithPassword({
    email: DEMO_ACCOUNTS[account],
    password: DEMO_PASSWORD,
  });
  if (error) throw error;
  return JSON.stringify(data.session);
}

/** The demo administrator's session. */
export function signInDemoAdmin(
  apiUrl: string,
  anonKey: string,
): Promise<string> {
  return signInDemo(apiUrl, anonKey, "admin");
}

/** The demo owner's session (the owner portal). */
export function signInDemoOwner(
  apiUrl: string,
  anonKey: string,
): Promise<string> {
  return signInDemo(apiUrl, anonKey, "owner");
}

/** A minimal Chrome DevTools Protocol client over one target's WebSocket. */
async function connect(target: Target) {
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let nextId = 0;
  const send = (method: string, params: object = {}) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = ++nextId;
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data));
        if (message.id !== id) return;
        socket.removeEventListener("message", onMessage);
        if (message.error) reject(new Error(message.error.message));
        else resolve(message.result);
      };
      socket.addEventListener("message", onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { send, close: () => socket.close() };
}

/**
 * Leaves `session` where supabase-js reads it for the app at `origin`, in the browser Lighthouse
 * drives, and empties the HTTP cache so the next audit still loads cold. Lighthouse's own storage
 * reset would remove the session, so the audit runs with it turned off and this stands in for it.
 */
export async function prepareSignedInRun(
  debuggingPort: number,
  origin: string,
  apiUrl: string,
  session: string,
): Promise<void> {
  const devtools = `http://127.0.0.1:${debuggingPort}/json`;
  // A static file of the app's origin: storage belongs to the origin, and no app code runs.
  const response = await fetch(`${devtools}/new?${origin}/robots.txt`, {
    method: "PUT",
  });
  const target = (await response.json()) as Target;
  const cdp = await connect(target);
  try {
    const key = JSON.stringify(authStorageKey(apiUrl));
    const expression = `location.origin === ${JSON.stringify(origin)} && (localStorage.setItem(${key}, ${JSON.stringify(session)}), true)`;
    for (let attempt = 0; ; attempt++) {
      // Until the new tab has committed the navigation, the page is still about:blank.
      const result = await cdp
        .send("Runtime.evaluate", { expression, returnByValue: true })
        .catch(() => null);
      if ((result?.result as { value?: unknown } | undefined)?.value === true)
        break;
      if (attempt === 100) throw new Error(`${origin} did not open`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await cdp.send("Network.clearBrowserCache");
  } finally {
    cdp.close();
    await fetch(`${devtools}/close/${target.id}`);
  }
}

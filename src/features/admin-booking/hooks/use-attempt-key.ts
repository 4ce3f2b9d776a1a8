import { useCallback, useRef } from "react";

interface Attempt {
  key: string;
  /** The request this key was first sent with. */
  request?: string;
}

const newAttempt = (): Attempt => ({ key: crypto.randomUUID() });

/**
 * An idempotency key per booking attempt: the same key while the operator retries the same
 * request (so a lost answer never books twice), a new one once the request changes or succeeds.
 */
export function useAttemptKey() {
  const attempt = useRef<Attempt>(newAttempt());
  const keyFor = useCallback((values: unknown) => {
    const request = JSON.stringify(values);
    const current = attempt.current;
    attempt.current =
      current.request === undefined || current.request === request
        ? { ...current, request }
        : { ...newAttempt(), request };
    return attempt.current.key;
  }, []);
  const renew = useCallback(() => {
    attempt.current = newAttempt();
  }, []);
  return { keyFor, renew };
}

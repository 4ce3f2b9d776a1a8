import { invokeFunction } from "@/lib/edge-functions";

/** Calls the admin-users edge function; a refusal throws with the function's own sentence. */
export function invokeAdminUsers<T>(body: Record<string, unknown>): Promise<T> {
  return invokeFunction<T>("admin-users", body);
}

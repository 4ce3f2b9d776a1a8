import { withStatus } from "@/lib/errors";

interface RpcError {
  message: string;
  code?: string;
}

/**
 * The driver functions refuse with a sentence written for the driver ("This trip is not assigned
 * to you."); a 42501 would otherwise be shown as the generic "no permission" text, so that code is
 * dropped and the sentence kept. Other errors pass through unchanged.
 */
export function driverRpcError(
  error: RpcError,
  status: number,
): Error | RpcError {
  if (error.code === "42501" && error.message)
    return withStatus(new Error(error.message), status);
  return withStatus(error, status);
}

import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";

import { toUserMessage } from "./errors";
import { adoptPrerenderedQueries } from "./prerendered-queries";
import { notify } from "./toast";

interface AppMeta extends Record<string, unknown> {
  /** Toast title shown when the request fails, in the spec's wording. */
  errorTitle?: string;
  /** Set to false when the call site shows the failure itself. */
  toast?: boolean;
  /**
   * Also toast when a query fails before it has any data: for screens where the spec's toast is
   * the only sign of the failure (their cards and charts have no error text of their own).
   */
  toastFirstLoad?: boolean;
  /** Set to false for a toast with the title alone, where the spec words it without a reason. */
  errorDetail?: boolean;
}

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

function notifyFailure(title: string, error: unknown, meta?: AppMeta) {
  const detail = meta?.errorDetail === false ? undefined : toUserMessage(error);
  notify(title, detail, { variant: "destructive" });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // A first load that fails renders an error state in place; only a failed background
      // refresh of data already on screen needs a toast, unless the query asks for first loads
      // too. The cache calls this once per failed fetch (after its retries), so one failure is
      // one toast however often the screen renders.
      onError: (error, query) => {
        const meta = query.meta;
        if (meta?.toast === false) return;
        if (query.state.data === undefined && !meta?.toastFirstLoad) return;
        notifyFailure(meta?.errorTitle ?? "Error fetching data", error, meta);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.toast === false) return;
        notifyFailure(
          mutation.meta?.errorTitle ?? "Submission Failed",
          error,
          mutation.meta,
        );
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
adoptPrerenderedQueries(queryClient);

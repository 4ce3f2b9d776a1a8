import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";

import { toUserMessage } from "./errors";
import { notify } from "./toast";

interface AppMeta extends Record<string, unknown> {
  /** Toast title shown when the request fails, in the spec's wording. */
  errorTitle?: string;
  /** Set to false when the call site shows the failure itself. */
  toast?: boolean;
}

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

function notifyFailure(title: string, error: unknown) {
  notify(title, toUserMessage(error), { variant: "destructive" });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // A first load that fails renders an error state in place; only a failed background
      // refresh of data already on screen needs a toast.
      onError: (error, query) => {
        if (query.state.data === undefined || query.meta?.toast === false)
          return;
        notifyFailure(query.meta?.errorTitle ?? "Error fetching data", error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.toast === false) return;
        notifyFailure(mutation.meta?.errorTitle ?? "Submission Failed", error);
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

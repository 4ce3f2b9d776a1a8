import { useContext, type ReactNode } from "react";
import { QueryClientContext, QueryClientProvider } from "@tanstack/react-query";

import { queryClient as appQueryClient } from "@/lib/query-client";

/**
 * Provides the app's query client to the parts that fetch or mutate. It is loaded with them, so
 * pages that never query (the home page) ship without TanStack Query. A client provided further
 * up (a test's) is kept, so every boundary shares one cache.
 */
export function QueryBoundary({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  return (
    <QueryClientProvider client={outer ?? appQueryClient}>
      {children}
    </QueryClientProvider>
  );
}

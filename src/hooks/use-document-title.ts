import { createContext, useContext, useEffect } from "react";

import { site } from "@/config/site";

export function formatDocumentTitle(title: string): string {
  return `${title} | ${site.name}`;
}

/**
 * Where a page's title goes when it is rendered ahead of time: effects do not run on the server,
 * so the pre-renderer provides this and writes what the page declared into the HTML's <title>.
 */
export const DocumentTitleSink = createContext<
  ((title: string) => void) | null
>(null);

export function useDocumentTitle(title: string): void {
  const sink = useContext(DocumentTitleSink);
  sink?.(formatDocumentTitle(title));
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}

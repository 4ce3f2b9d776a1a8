import { useEffect } from "react";

import { site } from "@/config/site";

export function formatDocumentTitle(title: string): string {
  return `${title} | ${site.name}`;
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}

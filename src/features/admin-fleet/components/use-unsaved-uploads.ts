import { useEffect, useMemo, useRef } from "react";

import { discardFleetImages } from "../api/mutations";

/**
 * Pictures uploaded while the form is open belong to no vehicle until it is saved: those the
 * saved vehicle does not use, and all of them when the form closes unsaved, are deleted.
 */
export function useUnsavedUploads() {
  const pending = useRef(new Set<string>());

  useEffect(() => {
    const urls = pending.current;
    return () => {
      if (urls.size) void discardFleetImages([...urls]);
      urls.clear();
    };
  }, []);

  return useMemo(
    () => ({
      track(urls: readonly string[]) {
        for (const url of urls) pending.current.add(url);
      },
      settle(saved: readonly string[]) {
        const unused = [...pending.current].filter(
          (url) => !saved.includes(url),
        );
        pending.current.clear();
        if (unused.length) void discardFleetImages(unused);
      },
    }),
    [],
  );
}

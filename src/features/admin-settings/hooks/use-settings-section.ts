import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";

import { searchParams, SETTINGS_SECTIONS } from "@/config/search-params";

export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

function isSection(value: string): value is SettingsSection {
  return (SETTINGS_SECTIONS as readonly string[]).includes(value);
}

/**
 * The open section of Settings, held in the URL (`?section=action-log`) beside the log's filters,
 * which a change of section keeps; the first section is the default and leaves the URL bare.
 */
export function useSettingsSection() {
  const [params, setParams] = useSearchParams();
  const { section } = searchParams.adminSettings.parse(params);
  const select = useCallback(
    (next: string) => {
      if (!isSection(next)) return;
      setParams((previous) =>
        searchParams.adminSettings.update(previous, { section: next }),
      );
    },
    [setParams],
  );
  return [section, select] as const;
}

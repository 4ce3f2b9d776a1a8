import { useEffect, useState } from "react";

import { addDaysToDate, combineLagosDateTime, lagosDate } from "@/lib/dates";

/** Today's date in Lagos, turning over at Lagos midnight while the page stays open. */
export function useLagosToday(): string {
  const [today, setToday] = useState(() => lagosDate());
  useEffect(() => {
    const midnight = Date.parse(
      combineLagosDateTime(addDaysToDate(today, 1), "00:00"),
    );
    const timer = setTimeout(
      () => setToday(lagosDate()),
      Math.max(1_000, midnight - Date.now() + 1_000),
    );
    return () => clearTimeout(timer);
  }, [today]);
  return today;
}

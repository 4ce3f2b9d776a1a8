import { useMutation, useQueryClient } from "@tanstack/react-query";

import { supabaseRequest } from "@/lib/supabase-request";
import { notify } from "@/lib/toast";

import type { DriverCardRow, DriverWrite } from "../types";
import { driverCardColumns, driverQueries } from "./queries";

const addDriver = (driver: DriverWrite): Promise<DriverCardRow> =>
  supabaseRequest((supabase) =>
    supabase.from("drivers").insert(driver).select(driverCardColumns).single(),
  );

const updateDriver = (edit: { id: string; driver: DriverWrite }) =>
  supabaseRequest<DriverCardRow>((supabase) =>
    supabase
      .from("drivers")
      .update(edit.driver)
      .eq("id", edit.id)
      .select(driverCardColumns)
      .single(),
  );

/** The cards, the vehicle choices and any open documents all show the change. */
export function useRefreshDrivers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: driverQueries.all() });
}

export function useAddDriver() {
  const refresh = useRefreshDrivers();
  return useMutation({
    mutationFn: addDriver,
    meta: { errorTitle: "Error adding driver" },
    onSuccess: (driver) => {
      notify(
        "Driver Added",
        `${driver.name} joins the team. Their licence and insurance await review.`,
      );
      return refresh();
    },
  });
}

export function useUpdateDriver() {
  const refresh = useRefreshDrivers();
  return useMutation({
    mutationFn: updateDriver,
    meta: { errorTitle: "Error updating driver" },
    onSuccess: (driver) => {
      notify("Driver Updated", `${driver.name}'s details are saved.`);
      return refresh();
    },
  });
}

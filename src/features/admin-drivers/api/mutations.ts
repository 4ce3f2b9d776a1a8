import { useMutation, useQueryClient } from "@tanstack/react-query";

import { withStatus } from "@/lib/errors";
import { loadSupabase } from "@/lib/load-supabase";
import { notify } from "@/lib/toast";

import type { DriverCardRow, DriverWrite } from "../types";
import { driverCardColumns, driverQueries } from "./queries";

async function addDriver(driver: DriverWrite): Promise<DriverCardRow> {
  const supabase = await loadSupabase();
  const { data, error, status } = await supabase
    .from("drivers")
    .insert(driver)
    .select(driverCardColumns)
    .single();
  if (error) throw withStatus(error, status);
  return data;
}

async function updateDriver({
  id,
  driver,
}: {
  id: string;
  driver: DriverWrite;
}): Promise<DriverCardRow> {
  const supabase = await loadSupabase();
  const { data, error, status } = await supabase
    .from("drivers")
    .update(driver)
    .eq("id", id)
    .select(driverCardColumns)
    .single();
  if (error) throw withStatus(error, status);
  return data;
}

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

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { loadSupabase } from "@/lib/load-supabase";
import { supabaseRequest } from "@/lib/supabase-request";
import { notify } from "@/lib/toast";
import { fleetQueries } from "@/features/fleet/api/queries";

import { FLEET_IMAGE_BUCKET, IMAGE_TYPES } from "../image-rules";
import type { AdminVehicle, VehicleWrite } from "../types";
import { vehicleColumns } from "./queries";

const addVehicle = (vehicle: VehicleWrite): Promise<AdminVehicle> =>
  supabaseRequest((supabase) =>
    supabase.from("fleets").insert(vehicle).select(vehicleColumns).single(),
  );

const updateVehicle = (edit: { id: string; vehicle: VehicleWrite }) =>
  supabaseRequest<AdminVehicle>((supabase) =>
    supabase
      .from("fleets")
      .update(edit.vehicle)
      .eq("id", edit.id)
      .select(vehicleColumns)
      .single(),
  );

const removeVehicle = (id: string) =>
  supabaseRequest((supabase) => supabase.from("fleets").delete().eq("id", id));

/** Uploads one checked image to the public bucket and answers its public URL. */
export async function uploadFleetImage(file: File): Promise<string> {
  const supabase = await loadSupabase();
  const bucket = supabase.storage.from(FLEET_IMAGE_BUCKET);
  const path = `vehicles/${crypto.randomUUID()}.${IMAGE_TYPES[file.type] ?? "img"}`;
  const { error } = await bucket.upload(path, file, {
    contentType: file.type,
    cacheControl: "31536000",
  });
  if (error) throw error;
  return bucket.getPublicUrl(path).data.publicUrl;
}

/**
 * Deletes uploaded pictures that no vehicle kept (the form was closed, or the slot cleared before
 * saving). Best effort: a leftover object costs storage, never correctness.
 */
export async function discardFleetImages(urls: readonly string[]) {
  try {
    const supabase = await loadSupabase();
    const bucket = supabase.storage.from(FLEET_IMAGE_BUCKET);
    const prefix = bucket.getPublicUrl("x").data.publicUrl.slice(0, -1);
    const paths = urls
      .filter((url) => url.startsWith(prefix))
      .map((url) => url.slice(prefix.length));
    if (paths.length) await bucket.remove(paths);
  } catch {
    // Left for a later clean-up.
  }
}

/**
 * Every fleet list, the public Our Fleet one included, shows the change. Not awaited: the dialog
 * closes at once, so its toast is not hidden behind the modal while the lists load again.
 */
function useRefreshFleet() {
  const queryClient = useQueryClient();
  return () =>
    void queryClient.invalidateQueries({ queryKey: fleetQueries.all() });
}

export function useAddVehicle() {
  const refresh = useRefreshFleet();
  return useMutation({
    mutationFn: addVehicle,
    meta: { errorTitle: "Error adding vehicle" },
    onSuccess: (vehicle) => {
      notify(
        "Vehicle Added",
        `${vehicle.model} (${vehicle.registration_number}) is in the fleet.`,
      );
      refresh();
    },
  });
}

export function useUpdateVehicle() {
  const refresh = useRefreshFleet();
  return useMutation({
    mutationFn: updateVehicle,
    meta: { errorTitle: "Error updating vehicle" },
    onSuccess: (vehicle) => {
      notify(
        "Vehicle Updated",
        `${vehicle.model} (${vehicle.registration_number}) is saved.`,
      );
      refresh();
    },
  });
}

export function useRemoveVehicle() {
  const refresh = useRefreshFleet();
  return useMutation({
    mutationFn: (
      vehicle: Pick<AdminVehicle, "id" | "model" | "registration_number">,
    ) => removeVehicle(vehicle.id),
    meta: { errorTitle: "Error removing vehicle" },
    onSuccess: (_data, vehicle) => {
      notify(
        "Vehicle Removed",
        `${vehicle.model} (${vehicle.registration_number}) has left the fleet.`,
      );
      refresh();
    },
  });
}

export function useUploadFleetImages() {
  return useMutation({
    mutationFn: (files: File[]) => Promise.all(files.map(uploadFleetImage)),
    // The image section shows the failure beside the slots.
    meta: { toast: false },
  });
}

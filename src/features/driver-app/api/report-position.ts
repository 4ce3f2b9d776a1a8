import { loadSupabase } from "@/lib/load-supabase";

import type { PositionReport } from "../position-fix";
import { driverRpcError } from "./server-error";

/** Sends one fix for the driver's assigned vehicle (the server picks the vehicle). */
export async function reportPosition(report: PositionReport): Promise<void> {
  const supabase = await loadSupabase();
  const { error, status } = await supabase.rpc("report_position", report);
  if (error) throw driverRpcError(error, status);
}

import { useMutation } from "@tanstack/react-query";

import { downloadFile } from "@/lib/download";
import { withStatus } from "@/lib/errors";
import { loadSupabase } from "@/lib/load-supabase";

import {
  exportFileName,
  myDataSchema,
  type ExportFormat,
  type MyData,
} from "../my-data";
import { deleteOwnAccount } from "./account-function";

async function fetchMyData(): Promise<MyData> {
  const supabase = await loadSupabase();
  const { data, error, status } = await supabase.rpc("export_my_data");
  if (error) throw withStatus(error, status);
  return { raw: data, summary: myDataSchema.parse(data) };
}

/** Reads everything held about the person, then hands it to the browser as a file. */
async function downloadMyData(format: ExportFormat): Promise<string> {
  const data = await fetchMyData();
  const name = exportFileName(data.summary.exported_at, format);
  if (format === "json") {
    downloadFile(
      name,
      `${JSON.stringify(data.raw, null, 2)}\n`,
      "application/json",
    );
  } else {
    // Papa Parse is loaded only by the people who ask for the CSV.
    const [{ downloadCsv }, { myRidesCsv }] = await Promise.all([
      import("@/lib/csv"),
      import("../my-data-csv"),
    ]);
    downloadCsv(name, myRidesCsv(data.summary));
  }
  return name;
}

export function useDownloadMyData() {
  return useMutation({
    mutationFn: downloadMyData,
    meta: { errorTitle: "Download Failed" },
  });
}

/** Deletes the person's own account; signing out and leaving the page is the caller's next step. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: deleteOwnAccount,
    meta: { errorTitle: "Account Not Deleted" },
  });
}

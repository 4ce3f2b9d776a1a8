import { FileBraces, FileSpreadsheet } from "lucide-react";

import { notify } from "@/lib/toast";
import { Button } from "@/components/ui/button";

import { useDownloadMyData } from "../api/mutations";
import type { ExportFormat } from "../my-data";

/** Download my data: the whole export as JSON, or the rides as a spreadsheet. */
export function DownloadMyData() {
  const download = useDownloadMyData();
  const pending = (format: ExportFormat) =>
    download.isPending && download.variables === format;
  const start = (format: ExportFormat) =>
    download.mutate(format, {
      onSuccess: (name) =>
        notify("Download Started", `Your data is saved as ${name}.`),
    });

  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button
        variant="outline"
        disabled={download.isPending}
        aria-busy={pending("json") || undefined}
        onClick={() => start("json")}
      >
        <FileBraces aria-hidden />
        {pending("json") ? "Preparing..." : "Download my data (JSON)"}
      </Button>
      <Button
        variant="outline"
        disabled={download.isPending}
        aria-busy={pending("csv") || undefined}
        onClick={() => start("csv")}
      >
        <FileSpreadsheet aria-hidden />
        {pending("csv") ? "Preparing..." : "Download my rides (CSV)"}
      </Button>
    </div>
  );
}

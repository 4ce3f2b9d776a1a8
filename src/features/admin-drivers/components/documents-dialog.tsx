import { useQuery } from "@tanstack/react-query";

import { toUserMessage } from "@/lib/errors";
import { Skeleton } from "@/components/ui/skeleton";
import { FormDialog } from "@/components/form-dialog";

import { driverQueries } from "../api/queries";
import { DOCUMENT_KINDS, type DriverCardRow } from "../types";
import { DocumentSection } from "./document-section";

/** The driver's licence and insurance: file, review and expiry of each. */
export function DocumentsDialog({
  open,
  onOpenChange,
  driver,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  driver: DriverCardRow | null;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Driver Documents"
      className="max-h-[92dvh] overflow-y-auto"
      description={
        driver
          ? `${driver.name}: a driver is offered for dispatch only with both documents verified and in date.`
          : null
      }
    >
      {driver ? <DocumentList driver={driver} /> : null}
    </FormDialog>
  );
}

function DocumentList({ driver }: { driver: DriverCardRow }) {
  const documents = useQuery(driverQueries.documents(driver.id));
  if (documents.isPending)
    return (
      <div className="grid gap-4" data-testid="documents-loading">
        <Skeleton className="h-40 rounded-xl" />
        <Skeleton className="h-40 rounded-xl" />
      </div>
    );
  if (documents.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        Error fetching drivers: {toUserMessage(documents.error)}
      </p>
    );
  return (
    <div className="grid gap-4">
      {DOCUMENT_KINDS.map((kind) => {
        const document = documents.data.find((d) => d.kind === kind);
        return document ? (
          <DocumentSection
            key={kind}
            driver={driver}
            kind={kind}
            document={document}
          />
        ) : null;
      })}
    </div>
  );
}

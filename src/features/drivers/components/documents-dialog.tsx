import { useQuery } from "@tanstack/react-query";

import { toUserMessage } from "@/lib/errors";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Driver Documents</DialogTitle>
          <DialogDescription>
            {driver
              ? `${driver.name}: a driver is offered for dispatch only with both documents verified and in date.`
              : null}
          </DialogDescription>
        </DialogHeader>
        {open && driver ? <DocumentList driver={driver} /> : null}
      </DialogContent>
    </Dialog>
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

import { useState } from "react";
import { CheckCircle2, Download, XCircle } from "lucide-react";

import { formatLagosDateTime } from "@/lib/dates";
import { Button } from "@/components/ui/button";
import { StatusBadge } from "@/components/status-badge";

import {
  useDownloadDocument,
  useReviewDocument,
} from "../api/document-mutations";
import { effectiveDocumentStatus } from "../expiry";
import {
  DOCUMENT_LABELS,
  type DocumentKind,
  type DriverCardRow,
  type DriverDocument,
} from "../types";
import { DocumentExpiryForm } from "./document-expiry-form";
import { DocumentUpload } from "./document-upload";
import { RejectDocumentForm } from "./reject-document-form";

/** One document: its state, file, expiry, and the verify and reject actions. */
export function DocumentSection({
  driver,
  kind,
  document,
}: {
  driver: DriverCardRow;
  kind: DocumentKind;
  document: DriverDocument;
}) {
  const label = DOCUMENT_LABELS[kind];
  const target = { driverId: driver.id, driverName: driver.name, kind };
  const review = useReviewDocument();
  const download = useDownloadDocument();
  const [rejecting, setRejecting] = useState(false);
  const headingId = `document-${kind}`;
  const status = effectiveDocumentStatus(document.status, document.expires_on);

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border border-border/80 bg-background/40 p-4"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-display text-lg">
          {label}
        </h3>
        <StatusBadge kind="document_status" value={status} />
      </header>
      {document.status === "Rejected" && document.rejection_reason ? (
        <p className="text-sm text-danger">
          Rejected: {document.rejection_reason}
        </p>
      ) : null}
      {document.reviewed_at ? (
        <p className="text-xs text-muted-foreground">
          Reviewed {formatLagosDateTime(document.reviewed_at)}
        </p>
      ) : null}
      <DocumentUpload
        target={target}
        label={label}
        previousPath={document.file_path}
      >
        {document.file_path ? (
          <Button
            variant="outline"
            size="sm"
            disabled={download.isPending}
            onClick={() => download.mutate(document.file_path!)}
          >
            <Download aria-hidden />
            View {label.toLowerCase()} file
          </Button>
        ) : (
          <span className="text-sm text-muted-foreground">
            No file uploaded yet.
          </span>
        )}
      </DocumentUpload>
      <DocumentExpiryForm
        target={target}
        label={label}
        expiresOn={document.expires_on}
      />
      {rejecting ? (
        <RejectDocumentForm
          target={target}
          label={label}
          onDone={() => setRejecting(false)}
        />
      ) : (
        <div className="flex flex-wrap gap-2 border-t border-border/60 pt-4">
          <Button
            size="sm"
            disabled={
              !document.file_path ||
              document.status === "Verified" ||
              review.isPending
            }
            onClick={() => review.mutate({ ...target, verdict: "Verified" })}
          >
            <CheckCircle2 aria-hidden />
            Verify {label.toLowerCase()}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={review.isPending}
            onClick={() => setRejecting(true)}
          >
            <XCircle aria-hidden />
            Reject {label.toLowerCase()}
          </Button>
          {!document.file_path ? (
            <span className="self-center text-xs text-muted-foreground">
              Upload a file before verifying.
            </span>
          ) : null}
        </div>
      )}
    </section>
  );
}

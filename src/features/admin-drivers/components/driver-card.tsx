import type { ReactNode } from "react";
import { FileCheck2, Pencil, Star } from "lucide-react";

import { Button } from "@/components/ui/button";
import { StatusBadge } from "@/components/status-badge";

import { effectiveDocumentStatus } from "../expiry";
import { DOCUMENT_KINDS, DOCUMENT_LABELS, type DriverCardRow } from "../types";
import { InviteDriverControl } from "./invite-driver-control";
import { LicenceExpiry } from "./licence-expiry";

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_1fr] items-baseline gap-2">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 text-foreground">{children}</dd>
    </div>
  );
}

function documentStatus(driver: DriverCardRow, kind: string) {
  const row = driver.driver_documents.find((d) => d.kind === kind);
  return row ? effectiveDocumentStatus(row.status, row.expires_on) : "Pending";
}

/** One driver: vehicle, licence, status, rating, trips and the documents' states. */
export function DriverCard({
  driver,
  onEdit,
  onDocuments,
}: {
  driver: DriverCardRow;
  onEdit: (driver: DriverCardRow) => void;
  onDocuments: (driver: DriverCardRow) => void;
}) {
  const headingId = `driver-${driver.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-border/80 bg-card p-5 text-sm shadow-soft"
    >
      <header className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="font-display text-lg leading-snug">
          {driver.name}
        </h2>
        <StatusBadge kind="driver_status" value={driver.status} />
      </header>
      <dl className="grid gap-2">
        <Detail term="Vehicle">
          {driver.vehicle ? (
            <>
              {driver.vehicle.model}{" "}
              <span className="text-muted-foreground">
                · {driver.vehicle.registration_number}
              </span>
            </>
          ) : (
            <span className="text-muted-foreground">No vehicle assigned</span>
          )}
        </Detail>
        <Detail term="Licence expiry">
          <LicenceExpiry expiresOn={driver.license_expiry} />
        </Detail>
        <Detail term="Rating">
          <span className="inline-flex items-center gap-1">
            <Star className="size-3.5 fill-primary text-primary" aria-hidden />
            {Number(driver.rating).toFixed(1)}
          </span>
        </Detail>
        <Detail term="Trips">{driver.trips.toLocaleString("en-NG")}</Detail>
        <Detail term="Driver app">
          {driver.user_id ? (
            "Login linked"
          ) : (
            <span className="text-muted-foreground">No login yet</span>
          )}
        </Detail>
        {DOCUMENT_KINDS.map((kind) => (
          <Detail key={kind} term={DOCUMENT_LABELS[kind]}>
            <StatusBadge
              kind="document_status"
              value={documentStatus(driver, kind)}
            />
          </Detail>
        ))}
      </dl>
      <footer className="mt-auto flex flex-wrap gap-2 border-t border-border/60 pt-4">
        <Button
          variant="outline"
          size="sm"
          aria-label={`Edit ${driver.name}`}
          onClick={() => onEdit(driver)}
        >
          <Pencil aria-hidden />
          Edit
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Docs of ${driver.name}`}
          onClick={() => onDocuments(driver)}
        >
          <FileCheck2 aria-hidden />
          Docs
        </Button>
        {driver.user_id ? null : <InviteDriverControl driver={driver} />}
      </footer>
    </article>
  );
}

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Plus, RotateCw, ShieldCheck } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

import { settingsQueries } from "../api/queries";
import { EnrolFactorDialog } from "./enrol-factor-dialog";
import { FactorList } from "./factor-list";

/** Two-factor authentication (TOTP): whether it is on, the authenticators, and adding one. */
export function TwoFactorSettings() {
  const factors = useQuery(settingsQueries.factors());
  const [enrolling, setEnrolling] = useState(false);
  const isOn = factors.data?.some((factor) => factor.status === "verified");

  return (
    <div className="grid max-w-2xl gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <ShieldCheck
            className={
              isOn
                ? "size-5 shrink-0 text-success"
                : "size-5 shrink-0 text-muted-foreground"
            }
            aria-hidden
          />
          <p className="text-sm text-muted-foreground">
            {isOn
              ? "Two-factor authentication is on: logging in asks for a code from your authenticator app, and the back office refuses changes from a session without it."
              : "Two-factor authentication is off. Turn it on so that a stolen password alone cannot open the back office."}
          </p>
        </div>
        <Button
          onClick={() => setEnrolling(true)}
          disabled={factors.isPending}
          className="w-full sm:w-fit"
        >
          <Plus aria-hidden />
          {isOn ? "Add authenticator" : "Set up 2FA"}
        </Button>
      </div>
      {factors.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : factors.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <p className="text-foreground">Error fetching data</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void factors.refetch()}
          >
            <RotateCw aria-hidden />
            Try again
          </Button>
        </div>
      ) : factors.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
          No authenticator set up yet.
        </p>
      ) : (
        <FactorList factors={factors.data} />
      )}
      <EnrolFactorDialog open={enrolling} onOpenChange={setEnrolling} />
    </div>
  );
}

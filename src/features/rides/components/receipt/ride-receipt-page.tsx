import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Printer } from "lucide-react";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { Button } from "@/components/ui/button";

import "./receipt-print.css";

import { isRideNotFound, rideQueries } from "../../api/queries";
import { RideNotFound } from "../ride-not-found";
import { RideFailed, RideLoading } from "../ride-page-parts";
import { ReceiptDocument } from "./receipt-document";

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;
const REFERENCE_SHAPE = /^[A-Za-z0-9-]{1,40}$/;

/**
 * /ride/:reference/:token/receipt: the printable receipt of a ride, from the rider's own link
 * (the share link sees no money, so it gets the "not valid" page). Print opens the browser's
 * dialog; the print stylesheet leaves only the receipt, black on white.
 */
export function RideReceiptPage({
  reference,
  token,
}: {
  reference: string;
  token: string;
}) {
  const wellFormed = REFERENCE_SHAPE.test(reference) && TOKEN_SHAPE.test(token);
  const ride = useQuery({
    ...rideQueries.status(reference, token),
    enabled: wellFormed,
    refetchInterval: false,
  });
  const payment = useQuery({
    ...rideQueries.payment(reference, token),
    enabled: wellFormed,
    refetchInterval: false,
  });
  const notFound =
    !wellFormed ||
    isRideNotFound(ride.error) ||
    isRideNotFound(payment.error) ||
    ride.data?.access === "share";
  useDocumentTitle(notFound ? "Ride link not valid" : `Receipt ${reference}`);
  const failed = ride.error ?? payment.error;
  let body;
  if (notFound) body = <RideNotFound />;
  else if (ride.data && payment.data)
    body = (
      <>
        <div
          data-print-hide
          className="mb-6 flex flex-wrap items-center justify-between gap-3"
        >
          <Link
            to={paths.ride.href(reference, token)}
            className="inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Back to your ride
          </Link>
          <Button type="button" onClick={() => window.print()}>
            <Printer aria-hidden />
            Print
          </Button>
        </div>
        <ReceiptDocument ride={ride.data} payment={payment.data} />
      </>
    );
  else if (failed)
    body = (
      <RideFailed
        error={failed}
        retry={() => {
          void ride.refetch();
          void payment.refetch();
        }}
      />
    );
  else body = <RideLoading />;
  return (
    <div className="container-page min-h-[100dvh] max-w-3xl pt-28 pb-16 md:pt-32 print:max-w-none print:p-0">
      {body}
    </div>
  );
}

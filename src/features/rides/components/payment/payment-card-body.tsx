import type { ReactNode } from "react";
import { AlertCircle, FileText, Loader2, RefreshCw } from "lucide-react";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { toUserMessage } from "@/lib/errors";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

import type { CheckoutReturn } from "../../hooks/use-checkout-return";
import {
  paymentStateWords,
  paymentSummary,
  refundLines,
  succeededCharges,
} from "../../payment-words";
import type { RidePayment, RideView } from "../../types";
import { PayNow } from "./pay-now";
import { PaymentLines } from "./payment-lines";

const badgeTone = {
  unpaid: "neutral",
  pending: "warning",
  paid: "success",
  part_paid: "warning",
  refund_pending: "info",
  refunded: "neutral",
  part_refunded: "neutral",
} as const satisfies Record<RidePayment["state"], string>;

function Frame({
  badge,
  children,
}: {
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="ride-payment-heading"
      className="grid gap-4 rounded-2xl border border-border/80 bg-card p-5 sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2
          id="ride-payment-heading"
          className="text-eyebrow font-semibold text-primary uppercase"
        >
          Payment
        </h2>
        {badge}
      </div>
      {children}
    </section>
  );
}

function Confirming({ waiting }: { waiting: boolean }) {
  return (
    <div role="status" className="grid gap-2">
      <p className="flex items-center gap-2 text-foreground">
        <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden />
        Confirming your payment…
      </p>
      {waiting ? (
        <p className="text-sm text-muted-foreground">
          Paystack is still waiting for your bank. This page updates by itself
          as soon as the payment is confirmed.
        </p>
      ) : null}
    </div>
  );
}

function NotConfirmed({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <>
      <p role="alert" className="text-sm text-foreground">
        We could not confirm your payment just now: {toUserMessage(error)} If
        money left your account, this page shows it as soon as it is confirmed.
      </p>
      <Button type="button" variant="outline" onClick={retry}>
        <RefreshCw aria-hidden />
        Try again
      </Button>
    </>
  );
}

/** Riders with money on the ride, or a finished ride, can print what a finance team needs. */
function ReceiptLink({ ride, token }: { ride: RideView; token: string }) {
  return (
    <Link
      to={paths.rideReceipt.href(ride.reference, token)}
      className="inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <FileText className="size-4" aria-hidden />
      Receipt
    </Link>
  );
}

/**
 * The ride's money on its own link: Pay now (or cash) while something is due, then how it was
 * paid, refunds on their way or made, and the receipt. Coming back from Paystack's checkout it
 * says "Confirming your payment…" until the server has verified the payment (`back`).
 */
export function PaymentCardBody({
  ride,
  token,
  back,
  payment,
}: {
  ride: RideView;
  token: string;
  back: CheckoutReturn;
  payment: RidePayment | undefined;
}) {
  const confirming = back.phase === "verifying" || back.phase === "waiting";
  if (confirming || back.phase === "failed")
    return (
      // One frame whatever the phase, so the region (and what a screen reader follows) stays put.
      <Frame>
        {back.phase === "failed" ? (
          <NotConfirmed error={back.error} retry={back.retry} />
        ) : (
          <Confirming waiting={back.phase === "waiting"} />
        )}
      </Frame>
    );
  if (!payment) return null;
  const charged = succeededCharges(payment).length > 0;
  // A cancelled ride nobody paid for has no money to show.
  if (ride.status === "cancelled" && !charged) return null;
  const due = payment.can_pay && payment.due_kobo > 0;
  return (
    <Frame
      badge={
        payment.state !== "unpaid" ? (
          <Badge variant={badgeTone[payment.state]}>
            {paymentStateWords[payment.state]}
          </Badge>
        ) : null
      }
    >
      {back.phase === "not_completed" ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm text-foreground"
        >
          <AlertCircle
            className="mt-0.5 size-4 shrink-0 text-warning"
            aria-hidden
          />
          Payment not completed. You have not been charged.
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">{paymentSummary(payment)}</p>
      <PaymentLines payment={payment} />
      {due && ride.status !== "cancelled" ? (
        <PayNow
          reference={ride.reference}
          token={token}
          offerCash={ride.stage !== "completed"}
        />
      ) : null}
      {charged ||
      refundLines(payment).length > 0 ||
      ride.stage === "completed" ? (
        <ReceiptLink ride={ride} token={token} />
      ) : null}
    </Frame>
  );
}

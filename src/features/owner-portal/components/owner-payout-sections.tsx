import { OwnerPayouts } from "./owner-payouts";
import { PayoutAccountPanel } from "./payout-account";

/**
 * The money sent to the owner, and the account it is sent to. The dashboard loads this module
 * lazily: the list, the account form (react-hook-form, the select, the schema) and their reads
 * come after the portal's figures.
 */
export default function OwnerPayoutSections() {
  return (
    <>
      <section aria-labelledby="owner-payouts-title" className="grid gap-3">
        <div className="grid gap-1">
          <h2 id="owner-payouts-title" className="text-lg text-foreground">
            Payouts
          </h2>
          <p className="text-sm text-muted-foreground">
            Each payout to you, newest month first, and where it stands.
          </p>
        </div>
        <OwnerPayouts />
      </section>
      <section
        aria-labelledby="owner-payout-account-title"
        className="grid gap-3"
      >
        <div className="grid gap-1">
          <h2
            id="owner-payout-account-title"
            className="text-lg text-foreground"
          >
            Payout account
          </h2>
          <p className="text-sm text-muted-foreground">
            Where we send your payouts by bank transfer.
          </p>
        </div>
        <PayoutAccountPanel />
      </section>
    </>
  );
}

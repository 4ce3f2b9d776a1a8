import { Link } from "react-router-dom";

import { paths } from "@/config/paths";

const listClass =
  "grid list-disc gap-1.5 pl-5 text-sm leading-relaxed text-muted-foreground marker:text-primary";

/** What deleting an account removes, and what the law makes us keep without the person's name. */
export function DeletionTerms() {
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold text-foreground">
          Deleted straight away
        </h3>
        <ul className={listClass}>
          <li>your sign-in, name and phone number;</li>
          <li>your rides still ahead, which are cancelled;</li>
          <li>
            the comments on your ratings, the e-mails we sent you and, for
            drivers, your consent to location sharing.
          </li>
        </ul>
      </div>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold text-foreground">
          Kept, anonymised
        </h3>
        <ul className={listClass}>
          <li>
            completed rides and payments, with their dates, places and amounts
            but without your name, phone or e-mail.
          </li>
        </ul>
        <p className="text-sm leading-relaxed text-muted-foreground">
          Nigerian tax and accounting law requires us to keep financial records
          for six years, and the vehicle owners&apos; payouts are calculated
          from them. Anonymised, they no longer say who you are. More in our{" "}
          <Link
            to={`${paths.privacy.href()}#what-we-collect`}
            className="rounded-sm text-primary underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </div>
  );
}

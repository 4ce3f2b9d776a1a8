import { ArrowRight, MailCheck, MailQuestion } from "lucide-react";
import { Link } from "react-router-dom";

import { Button } from "@/components/ui/button";

import { AuthCard } from "./auth-card";

/** Both addresses have confirmed: the account uses the new one. */
export function EmailChanged({
  email,
  continueTo,
}: {
  email: string | null;
  continueTo: string;
}) {
  return (
    <AuthCard
      icon={MailCheck}
      title="Your email address is changed"
      description={
        email
          ? `From now on, log in and receive our emails at ${email}.`
          : "From now on, log in and receive our emails at your new address."
      }
    >
      <Button asChild size="lg" className="w-full">
        <Link to={continueTo} replace>
          Continue
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </AuthCard>
  );
}

/** The first of the two links of a change of e-mail: the other address still has to confirm. */
export function EmailChangeHalfway() {
  return (
    <AuthCard
      icon={MailQuestion}
      title="One more step"
      description="This address is confirmed. Now open the link we sent to your other address: your email changes once both links are opened."
    />
  );
}

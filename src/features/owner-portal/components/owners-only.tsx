import type { ReactNode } from "react";
import { Car } from "lucide-react";

/**
 * What a signed-in customer, driver or administrator sees on /owner-portal: plainly, that the
 * portal is for vehicle owners. The caller supplies the ways out (home, their own area, sign out).
 */
export function OwnersOnly({
  email,
  children,
}: {
  email: string | null;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="owners-only-title"
      className="container-page grid place-items-center pt-28 pb-20 md:pt-36"
    >
      <div className="grid w-full max-w-lg justify-items-center gap-6 rounded-2xl border border-border bg-card/90 px-5 py-10 text-center shadow-elevated sm:px-10">
        <span className="grid size-12 place-items-center rounded-full bg-primary/10 text-primary">
          <Car className="size-6" aria-hidden />
        </span>
        <div className="grid gap-3">
          <h1 id="owners-only-title" className="text-3xl text-foreground">
            The Owner Portal is for vehicle owners
          </h1>
          <p className="text-pretty text-muted-foreground">
            You are signed in{email ? ` as ${email}` : ""}, which is not a
            vehicle owner account. If you own a vehicle on the EkoLuxe fleet,
            sign in with the account we set up for you.
          </p>
        </div>
        <div className="flex flex-wrap justify-center gap-2">{children}</div>
      </div>
    </section>
  );
}

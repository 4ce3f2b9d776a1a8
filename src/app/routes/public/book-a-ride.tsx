import { lazy, Suspense } from "react";

import { useDocumentTitle } from "@/hooks/use-document-title";
import { AfterFirstPaint } from "@/components/after-first-paint";
import { PageHeader } from "@/components/page-header";
import { useStoredSession } from "@/features/auth/hooks/use-stored-session";
import { BookingFormSkeleton } from "@/features/booking/components/booking-form-skeleton";

// The form's code (react-hook-form, Radix, the place search) is most of this page's weight. The
// Supabase client and the form's checks (zod) are not part of it: they load once the visitor
// starts on the form (or at once for a signed-in one, whose name and e-mail are filled in).
const BookingPage = lazy(async () => {
  const { BookingPage } =
    await import("@/features/booking/components/booking-page");
  return { default: BookingPage };
});

export function Component() {
  useDocumentTitle("Book a Ride");
  // Read without supabase-js; null on the server and in the first render, like the form itself.
  const signedIn = useStoredSession() !== null;
  return (
    <>
      <PageHeader
        eyebrow="Reservations"
        title="Book a Ride"
        description="Reserve a Standard, Premium, Airport & Hotel Transfer or Corporate ride across Lagos, with the fare agreed before you travel."
      />
      <section aria-label="Booking" className="container-page py-12 md:py-16">
        {/* The header paints first; the form's code is asked for after that paint. */}
        <Suspense fallback={<BookingFormSkeleton />}>
          <AfterFirstPaint fallback={<BookingFormSkeleton />}>
            <BookingPage signedIn={signedIn} />
          </AfterFirstPaint>
        </Suspense>
      </section>
    </>
  );
}

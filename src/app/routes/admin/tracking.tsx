import { lazy, Suspense, useState } from "react";

import { useDocumentTitle } from "@/hooks/use-document-title";
import { AdminPageHeader } from "@/components/admin-page-header";
import { TrackingPage } from "@/features/admin-tracking";

const TITLE = "Tracking";

// The booking sheet downloads when a booking reference is first opened.
const BookingDetailSheet = lazy(() =>
  import("@/features/admin-booking").then((m) => ({
    default: m.BookingDetailSheet,
  })),
);

export function Component() {
  useDocumentTitle(`${TITLE} · Admin`);
  const [viewing, setViewing] = useState<string | null>(null);
  return (
    <>
      <AdminPageHeader
        title={TITLE}
        description="Position, speed and status of every vehicle on the road."
      />
      <TrackingPage onViewBooking={setViewing} />
      <Suspense fallback={null}>
        {viewing ? (
          <BookingDetailSheet
            bookingId={viewing}
            open
            onOpenChange={() => setViewing(null)}
          />
        ) : null}
      </Suspense>
    </>
  );
}

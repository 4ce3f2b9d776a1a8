import { useDocumentTitle } from "@/hooks/use-document-title";
import { AdminPageHeader } from "@/components/admin-page-header";
import { BookingsTable, NewBookingDialog } from "@/features/admin-booking";

const TITLE = "Bookings";

export function Component() {
  useDocumentTitle(`${TITLE} · Admin`);
  return (
    <>
      <AdminPageHeader
        title={TITLE}
        description="Create bookings for customers and follow every ride from request to completion."
        actions={<NewBookingDialog />}
      />
      <BookingsTable />
    </>
  );
}

import { useDocumentTitle } from "@/hooks/use-document-title";
import { PageHeader } from "@/components/page-header";

export function Component() {
  useDocumentTitle("Book a Ride");
  return (
    <PageHeader
      eyebrow="Reservations"
      title="Book a Ride"
      description="Reserve a Standard, Premium, Airport & Hotel Transfer or Corporate ride across Lagos, with the fare agreed before you travel."
    />
  );
}

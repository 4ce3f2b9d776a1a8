import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/page-header";
import { CallToAction } from "@/features/marketing/components/call-to-action";
import { ServicesGrid } from "@/features/marketing/components/services-grid";

export function Component() {
  useDocumentTitle("Services");
  return (
    <>
      <PageHeader
        eyebrow="What we offer"
        title="Our Services"
        description="Standard and premium rides, airport and hotel transfers, corporate travel and fleet management, all with verified drivers and upfront pricing."
      />
      <ServicesGrid />
      <CallToAction
        id="services-book-title"
        title="Ready when you are"
        description="Choose your service, see your fare in naira and confirm in under a minute."
      >
        <Button asChild size="lg">
          <Link to={paths.bookARide.href()}>Book a Ride</Link>
        </Button>
      </CallToAction>
    </>
  );
}

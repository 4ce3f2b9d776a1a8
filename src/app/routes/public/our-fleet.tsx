import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/page-header";
import { FleetList } from "@/features/fleet/components/fleet-list";

export function Component() {
  useDocumentTitle("Our Fleet");
  return (
    <>
      <PageHeader
        eyebrow="The fleet"
        title="Our Fleet"
        description="Meet the vehicles that carry our riders across Lagos: clean, comfortable and maintained to a premium standard."
      >
        <Button asChild size="lg">
          <Link to={paths.bookARide.href()}>Book a Ride</Link>
        </Button>
      </PageHeader>
      <div className="container-page py-16 md:py-24">
        <FleetList />
      </div>
    </>
  );
}

import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/page-header";

export function Component() {
  useDocumentTitle("Drive with Us");
  return (
    <PageHeader
      eyebrow="Drivers"
      title="Drive with Us"
      description="Drive premium vehicles for Lagos’s most discerning riders, with steady trips, fair earnings and a team that has your back."
    >
      <Button asChild size="lg">
        <Link to={paths.driversApply.href()}>Apply to Drive</Link>
      </Button>
    </PageHeader>
  );
}

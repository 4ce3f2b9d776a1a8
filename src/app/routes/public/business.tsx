import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/page-header";

export function Component() {
  useDocumentTitle("Business");
  return (
    <PageHeader
      eyebrow="For business"
      title="EkoLuxe for Business"
      description="Dependable corporate rides for your team, clients and guests, with one point of contact and clear invoicing."
    >
      <Button asChild size="lg">
        <Link to={paths.contactSales.href()}>Contact Sales</Link>
      </Button>
    </PageHeader>
  );
}

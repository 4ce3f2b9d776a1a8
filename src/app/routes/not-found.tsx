import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/page-header";

export function Component() {
  useDocumentTitle("Page Not Found");
  return (
    <PageHeader
      eyebrow="Error 404"
      title="Page Not Found"
      description="The page you are looking for has moved or never existed. Let us get you back on the road."
      className="min-h-[70dvh]"
    >
      <Button asChild size="lg">
        <Link to={paths.home.href()}>Back to Home</Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to={paths.bookARide.href()}>Book a Ride</Link>
      </Button>
    </PageHeader>
  );
}

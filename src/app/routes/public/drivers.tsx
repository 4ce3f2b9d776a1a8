import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/page-header";
import { BenefitsSection } from "@/features/marketing/components/benefits-section";
import { CallToAction } from "@/features/marketing/components/call-to-action";
import { driverBenefits } from "@/features/marketing/content/drivers";

export function Component() {
  useDocumentTitle("Drive with Us");
  return (
    <>
      <PageHeader
        eyebrow="Drive with us"
        title="Drive with EkoLuxe"
        description="Join a professional team of verified drivers moving Lagos's business travellers, hotel guests and families."
      />
      <BenefitsSection
        id="driver-benefits-title"
        eyebrow="Why drive with us"
        title="Benefits for Drivers"
        items={driverBenefits}
      />
      <CallToAction
        id="driver-apply-title"
        title="Ready to get behind the wheel?"
        description="Apply in a few minutes. We will call you to arrange checks, training and your first shift."
      >
        <Button asChild size="lg">
          <Link to={paths.driversApply.href()}>Apply to Drive</Link>
        </Button>
      </CallToAction>
    </>
  );
}

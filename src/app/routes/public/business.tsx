import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/page-header";
import { BenefitsSection } from "@/features/marketing/components/benefits-section";
import { CallToAction } from "@/features/marketing/components/call-to-action";
import { businessBenefits } from "@/features/marketing/content/business";

export function Component() {
  useDocumentTitle("Business");
  return (
    <>
      <PageHeader
        eyebrow="For business"
        title="EkoLuxe for Business"
        description="Reliable, premium ground transport for your staff, clients and guests across Lagos, on one corporate account."
      />
      <BenefitsSection
        id="business-benefits-title"
        eyebrow="Why companies choose us"
        title="Benefits for Your Business"
        items={businessBenefits}
        columns={3}
      />
      <CallToAction
        id="business-sales-title"
        title="Set up a corporate account"
        description="Tell us how your team travels and our sales team will propose an account that fits."
      >
        <Button asChild size="lg">
          <Link to={paths.contactSales.href()}>Contact Sales</Link>
        </Button>
      </CallToAction>
    </>
  );
}

import { useDocumentTitle } from "@/hooks/use-document-title";
import { PageHeader } from "@/components/page-header";
import { NextStepsPanel } from "@/features/applications/components/next-steps-panel";
import { SalesRequestForm } from "@/features/applications/components/sales-request-form";
import { salesRequestSteps } from "@/features/applications/content";

export function Component() {
  useDocumentTitle("Contact Sales");
  return (
    <>
      <PageHeader
        eyebrow="For business"
        title="Contact Sales"
        description="Tell us about your company’s transport needs and our sales team will prepare a proposal for you."
      />
      <section className="container-page grid gap-12 py-16 md:py-24 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start lg:gap-16">
        <NextStepsPanel
          eyebrow="How it works"
          titleId="sales-steps-title"
          title="From first call to corporate account"
          steps={salesRequestSteps}
        />
        <SalesRequestForm />
      </section>
    </>
  );
}

import { useDocumentTitle } from "@/hooks/use-document-title";
import { PageHeader } from "@/components/page-header";
import { DriverApplicationForm } from "@/features/applications/components/driver-application-form";
import { NextStepsPanel } from "@/features/applications/components/next-steps-panel";
import { driverApplicationSteps } from "@/features/applications/content";

export function Component() {
  useDocumentTitle("Apply to Drive");
  return (
    <>
      <PageHeader
        eyebrow="Join the team"
        title="Apply to Drive"
        description="Tell us about yourself and your driving experience. Our recruitment team reviews every application personally."
      />
      <section className="container-page grid gap-12 py-16 md:py-24 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start lg:gap-16">
        <NextStepsPanel
          eyebrow="After you apply"
          titleId="driver-steps-title"
          title="What happens next"
          steps={driverApplicationSteps}
        />
        <DriverApplicationForm />
      </section>
    </>
  );
}

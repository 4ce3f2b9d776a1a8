import { useDocumentTitle } from "@/hooks/use-document-title";
import { PageHeader } from "@/components/page-header";
import { CareersList } from "@/features/marketing/components/careers-list";

export function Component() {
  useDocumentTitle("Careers");
  return (
    <>
      <PageHeader
        eyebrow="Join the team"
        title="Careers"
        description="Help us build the most trusted way to move around Lagos. These are the roles we are hiring for now."
      />
      <section
        aria-labelledby="openings-title"
        className="container-page max-w-4xl py-16 md:py-24"
      >
        <h2 id="openings-title" className="mb-8 text-3xl text-foreground">
          Open Positions
        </h2>
        <CareersList />
      </section>
    </>
  );
}

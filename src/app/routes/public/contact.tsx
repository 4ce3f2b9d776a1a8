import { useDocumentTitle } from "@/hooks/use-document-title";
import { PageHeader } from "@/components/page-header";
import { ContactDetails } from "@/features/applications/components/contact-details";
import { ContactForm } from "@/features/applications/components/contact-form";

export function Component() {
  useDocumentTitle("Contact Us");
  return (
    <>
      <PageHeader
        eyebrow="Get in touch"
        title="Contact Us"
        description="Questions, feedback or a special request? Send us a message and our team will get back to you."
      />
      <section className="container-page grid gap-12 py-16 md:py-24 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start lg:gap-16">
        <aside aria-labelledby="contact-details-title">
          <p className="mb-3 text-eyebrow font-semibold text-primary uppercase">
            Talk to us
          </p>
          <h2
            id="contact-details-title"
            className="mb-8 text-3xl text-foreground"
          >
            We are in Lagos, around the clock
          </h2>
          <ContactDetails />
        </aside>
        <ContactForm />
      </section>
    </>
  );
}

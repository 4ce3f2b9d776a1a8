import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { PageHeader } from "@/components/page-header";
import { FaqList } from "@/features/marketing/components/faq-list";

export function Component() {
  useDocumentTitle("FAQ");
  return (
    <>
      <PageHeader
        eyebrow="Help centre"
        title="Frequently Asked Questions"
        description="Booking, fares, payment, airport pickups, safety and corporate accounts: the answers riders ask for most."
      />
      <section
        aria-labelledby="faq-title"
        className="container-page max-w-3xl py-16 md:py-24"
      >
        <h2 id="faq-title" className="sr-only">
          Questions and answers
        </h2>
        <FaqList />
        <p className="mt-10 text-center text-muted-foreground">
          Still have a question?{" "}
          <Link
            to={paths.contact.href()}
            className="rounded-sm text-primary underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            Contact us
          </Link>
        </p>
      </section>
    </>
  );
}

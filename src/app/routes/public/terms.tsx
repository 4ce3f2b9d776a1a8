import { useDocumentTitle } from "@/hooks/use-document-title";
import { PageHeader } from "@/components/page-header";
import { LegalDocumentView } from "@/features/marketing/components/legal-document";
import { termsOfService } from "@/features/marketing/content/terms";

export function Component() {
  useDocumentTitle(termsOfService.title);
  return (
    <>
      <PageHeader
        eyebrow={termsOfService.eyebrow}
        title={termsOfService.title}
        description={termsOfService.description}
      />
      <LegalDocumentView document={termsOfService} />
    </>
  );
}

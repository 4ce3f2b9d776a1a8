import { useDocumentTitle } from "@/hooks/use-document-title";
import { PageHeader } from "@/components/page-header";
import { LegalDocumentView } from "@/features/marketing/components/legal-document";
import { privacyPolicy } from "@/features/marketing/content/privacy";

export function Component() {
  useDocumentTitle(privacyPolicy.title);
  return (
    <>
      <PageHeader
        eyebrow={privacyPolicy.eyebrow}
        title={privacyPolicy.title}
        description={privacyPolicy.description}
      />
      <LegalDocumentView document={privacyPolicy} />
    </>
  );
}

import { useDocumentTitle } from "@/hooks/use-document-title";
import { PageHeader } from "@/components/page-header";

export function Component() {
  useDocumentTitle("Apply to Drive");
  return (
    <PageHeader
      eyebrow="Join the team"
      title="Apply to Drive"
      description="Tell us about yourself and your driving experience. Our recruitment team reviews every application personally."
    />
  );
}

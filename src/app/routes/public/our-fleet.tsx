import { useDocumentTitle } from "@/hooks/use-document-title";
import { PageHeader } from "@/components/page-header";

export function Component() {
  useDocumentTitle("Our Fleet");
  return (
    <PageHeader
      eyebrow="The fleet"
      title="Our Fleet"
      description="Meet the vehicles that carry our riders across Lagos: clean, comfortable and maintained to a premium standard."
    />
  );
}

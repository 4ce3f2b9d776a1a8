import { useDocumentTitle } from "@/hooks/use-document-title";
import { HomeHero } from "@/features/marketing/components/home-hero";

export function Component() {
  useDocumentTitle("Premium E-Hailing in Lagos");
  return <HomeHero />;
}

import { lazy, Suspense } from "react";

import { useDocumentTitle } from "@/hooks/use-document-title";
import { AfterFirstPaint } from "@/components/after-first-paint";
import { HomeHero } from "@/features/marketing/components/home-hero";

// Its own chunk: the pre-rendered HTML already shows it, so its code is not on the first download;
// React adopts that HTML once the chunk has arrived.
const HomeSections = lazy(async () => ({
  default: (await import("@/features/marketing/components/home-sections"))
    .HomeSections,
}));

export function Component() {
  useDocumentTitle("Premium E-Hailing in Lagos");
  return (
    <>
      <HomeHero />
      {/* In the pre-rendered HTML for search engines and previews; deferred on in-app visits. */}
      <AfterFirstPaint prerendered>
        <Suspense fallback={null}>
          <HomeSections />
        </Suspense>
      </AfterFirstPaint>
    </>
  );
}

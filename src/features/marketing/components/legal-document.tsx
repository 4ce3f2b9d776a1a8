import { Link } from "react-router-dom";

import { formatIsoDateLong } from "@/lib/dates";

import type { LegalDocument } from "../content/legal";
import { LegalBlockView } from "./legal-blocks";

const linkClass =
  "rounded-sm text-sm text-muted-foreground transition-colors outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/60";

/** A legal page's body: its date, a table of contents and the numbered sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <div className="container-page grid max-w-5xl gap-10 py-12 md:py-16 lg:grid-cols-[15rem_1fr] lg:gap-14">
      <aside className="lg:sticky lg:top-28 lg:self-start">
        <p className="text-sm text-muted-foreground">
          Last updated{" "}
          <time dateTime={document.effective}>
            {formatIsoDateLong(document.effective)}
          </time>
        </p>
        <nav
          aria-label="On this page"
          className="mt-6 rounded-2xl border border-border/80 bg-card/60 p-5"
        >
          <h2 className="mb-3 text-eyebrow font-semibold text-foreground uppercase">
            On this page
          </h2>
          <ol className="grid gap-2">
            {document.sections.map((section, index) => (
              <li key={section.id} className="flex gap-2">
                <span aria-hidden className="text-sm text-primary tabular-nums">
                  {index + 1}.
                </span>
                <Link to={`#${section.id}`} className={linkClass}>
                  {section.title}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
      </aside>
      <div className="grid min-w-0 gap-12">
        {document.sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="grid scroll-mt-28 gap-4"
          >
            <h2
              id={`${section.id}-title`}
              className="font-display text-2xl text-foreground md:text-3xl"
            >
              <span aria-hidden className="mr-2 text-primary">
                {index + 1}.
              </span>
              {section.title}
            </h2>
            {section.blocks.map((block, blockIndex) => (
              <LegalBlockView key={blockIndex} block={block} />
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}

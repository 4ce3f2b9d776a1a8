import type { LegalBlock, ProcessingActivity } from "../content/legal";
import { LegalTextView } from "./legal-text";

const PROCESSING_FIELDS = [
  ["data", "What we collect"],
  ["purpose", "Why"],
  ["basis", "Lawful basis"],
  ["retention", "How long we keep it"],
] as const satisfies readonly (readonly [keyof ProcessingActivity, string])[];

function ProcessingCard({ activity }: { activity: ProcessingActivity }) {
  const titleId = `processing-${activity.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-border/80 bg-card p-5 shadow-soft"
    >
      <h3 id={titleId} className="font-display text-xl text-foreground">
        {activity.title}
      </h3>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[10rem_1fr] sm:gap-x-6">
        {PROCESSING_FIELDS.map(([field, label]) => (
          <div key={field} className="contents">
            <dt className="font-semibold text-foreground">{label}</dt>
            <dd className="mb-2 leading-relaxed text-muted-foreground sm:mb-0">
              {activity[field]}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/** One block of a legal section: a paragraph, a list, named terms or the processing cards. */
export function LegalBlockView({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p className="leading-relaxed text-muted-foreground">
          <LegalTextView text={block.text} />
        </p>
      );
    case "list":
      return (
        <ul className="grid list-disc gap-2 pl-5 leading-relaxed text-muted-foreground marker:text-primary">
          {block.items.map((item, index) => (
            <li key={index}>
              <LegalTextView text={item} />
            </li>
          ))}
        </ul>
      );
    case "terms":
      return (
        <dl className="grid gap-4">
          {block.items.map((item) => (
            <div key={item.term}>
              <dt className="font-semibold text-foreground">{item.term}</dt>
              <dd className="mt-1 leading-relaxed text-muted-foreground">
                <LegalTextView text={item.text} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case "processing":
      return (
        <div className="grid gap-4">
          {block.items.map((activity) => (
            <ProcessingCard key={activity.id} activity={activity} />
          ))}
        </div>
      );
  }
}

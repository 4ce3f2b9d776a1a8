import { FareBreakdown } from "./fare-breakdown";

interface FieldShape {
  wide?: boolean;
  described?: boolean;
}

const contactShape: FieldShape[] = [{ wide: true }, {}, {}];
const tripShape: FieldShape[] = [
  { wide: true },
  { wide: true },
  {},
  { described: true },
  { wide: true },
];

/** A label line over an input box, at the real field's size. */
function FieldBones({ wide, described }: FieldShape) {
  return (
    <div className={wide ? "grid gap-2 sm:col-span-2" : "grid gap-2"}>
      <div className="h-3.5 w-28 rounded bg-muted" />
      <div className="h-11 rounded-lg border border-input bg-background/60" />
      {described ? <div className="h-4 w-24 rounded bg-muted" /> : null}
    </div>
  );
}

function FieldsBones({ fields }: { fields: FieldShape[] }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {fields.map((shape, index) => (
        <FieldBones key={index} {...shape} />
      ))}
    </div>
  );
}

function GroupBones({ fields }: { fields: FieldShape[] }) {
  return (
    <div>
      <div className="mb-5 h-8 w-40 rounded bg-muted" />
      <FieldsBones fields={fields} />
    </div>
  );
}

/** The trip fields' place, while the form's first half is already on screen. */
export function TripFieldsSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="animate-pulse motion-reduce:animate-none"
    >
      <FieldsBones fields={tripShape} />
    </div>
  );
}

/**
 * Holds the booking form's place, row for row, while its code downloads, so the page header can
 * paint first and nothing moves when the form arrives. The fare card is the real one: before any
 * places are chosen it reads the same either way.
 */
export function BookingFormSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div
        aria-hidden="true"
        className="grid animate-pulse gap-8 rounded-2xl border border-border bg-background p-5 shadow-soft motion-reduce:animate-none sm:p-8"
      >
        <GroupBones fields={contactShape} />
        <GroupBones fields={tripShape} />
        <div className="h-12 rounded-lg bg-muted sm:w-44 sm:justify-self-start" />
      </div>
      <aside className="lg:sticky lg:top-28">
        <FareBreakdown
          quote={undefined}
          ready={false}
          unknownPlace={false}
          loading={false}
          error={null}
        />
      </aside>
    </div>
  );
}

import { enumLabel, enumTone, type LabelledEnum } from "@/lib/vocabulary";
import { Badge } from "@/components/ui/badge";

/** A value of an enumeration as a badge, in the shared vocabulary's words and tone. */
export function StatusBadge({
  kind,
  value,
  className,
}: {
  kind: LabelledEnum;
  value: string;
  className?: string;
}) {
  return (
    <Badge
      variant={enumTone(kind, value)}
      data-value={value}
      className={className}
    >
      {enumLabel(kind, value)}
    </Badge>
  );
}

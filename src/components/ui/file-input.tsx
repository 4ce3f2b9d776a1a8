import * as React from "react";
import { FileText, UploadCloud, X } from "lucide-react";

import { useHydrated } from "@/hooks/use-hydrated";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, "")} MB`;
}

type FileInputProps = Omit<
  React.ComponentProps<"input">,
  "type" | "value" | "defaultValue" | "onChange" | "children"
> & {
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The call to action in the empty drop zone. */
  prompt?: React.ReactNode;
};

/**
 * A drop zone over a real file input: the invisible input covers the zone, so a click anywhere
 * opens the picker, a dropped file lands in it natively, and keyboard focus rings the whole zone.
 */
function FileInput({
  className,
  file,
  onFileChange,
  prompt = "Drag a file here, or click to browse",
  disabled,
  ref,
  ...props
}: FileInputProps) {
  const inputRef = React.useRef<HTMLInputElement | null>(null);
  // A file chosen before the page is live would never reach the form: the picker opens once it is.
  const live = useHydrated();
  const [dragging, setDragging] = React.useState(false);

  React.useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  React.useEffect(() => {
    // Clearing the native value lets the same file be chosen again after a reset or removal.
    if (!file && inputRef.current) inputRef.current.value = "";
  }, [file]);

  return (
    <div
      data-slot="file-input"
      data-dragging={dragging || undefined}
      data-disabled={disabled || undefined}
      className={cn(
        "relative rounded-xl border border-dashed border-input bg-background/40 px-4 py-5 transition-[border-color,background-color,box-shadow] duration-200",
        "hover:border-primary/60 data-dragging:border-primary data-dragging:bg-primary/5",
        "has-[input:focus-visible]:border-ring has-[input:focus-visible]:ring-[3px] has-[input:focus-visible]:ring-ring/40",
        "has-[input[aria-invalid=true]]:border-destructive data-disabled:opacity-50",
        className,
      )}
    >
      <input
        ref={inputRef}
        type="file"
        data-slot="file-input-control"
        disabled={disabled || !live}
        className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
        onDragEnter={() => setDragging(true)}
        onDragLeave={() => setDragging(false)}
        onDrop={() => setDragging(false)}
        {...props}
      />
      <div aria-live="polite" className="pointer-events-none">
        {file ? (
          <div className="flex items-center gap-3 pr-12 sm:pr-28">
            <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
              <FileText aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-foreground">
                {file.name}
              </p>
              <p className="text-xs text-muted-foreground">
                {formatBytes(file.size)} · click or drop to replace
              </p>
            </div>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-2 text-center">
            <UploadCloud className="size-6 text-primary" aria-hidden />
            <p className="text-sm text-foreground">{prompt}</p>
          </div>
        )}
      </div>
      {file ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={disabled}
          className="absolute top-1/2 right-3 z-10 -translate-y-1/2"
          aria-label={`Remove ${file.name}`}
          onClick={() => {
            onFileChange(null);
            inputRef.current?.focus();
          }}
        >
          <X aria-hidden />
          <span className="max-sm:sr-only">Remove</span>
        </Button>
      ) : null}
    </div>
  );
}

export { FileInput, formatBytes };

import { useId, useState, type ReactNode } from "react";
import { Upload } from "lucide-react";

import { cn } from "@/lib/utils";
import { buttonVariants } from "@/components/ui/button";

import { useUploadDocument } from "../api/document-mutations";
import { DOCUMENT_ACCEPT, documentFileProblem } from "../document-file";
import type { DocumentKind } from "../types";

/** Picks a PDF, JPEG or PNG, checks it (name, size, bytes), then uploads it at once. */
export function DocumentUpload({
  target,
  label,
  previousPath,
  children,
}: {
  target: { driverId: string; driverName: string; kind: DocumentKind };
  label: string;
  previousPath: string | null;
  /** What sits before the upload button: the current file's link, or a note that there is none. */
  children: ReactNode;
}) {
  const id = useId();
  const upload = useUploadDocument();
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const busy = checking || upload.isPending;

  async function onChoose(input: HTMLInputElement) {
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    setChecking(true);
    const found = await documentFileProblem(file);
    setChecking(false);
    setProblem(found);
    if (!found) upload.mutate({ ...target, file, previousPath });
  }

  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-center gap-2">
        {children}
        <input
          id={id}
          type="file"
          accept={DOCUMENT_ACCEPT}
          className="peer sr-only"
          disabled={busy}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
          onChange={(event) => void onChoose(event.currentTarget)}
        />
        <label
          htmlFor={id}
          className={cn(
            buttonVariants({ variant: "outline", size: "sm" }),
            "cursor-pointer peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/60 peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
          )}
        >
          <Upload aria-hidden />
          {busy ? "Uploading..." : `Upload ${label.toLowerCase()} file`}
        </label>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-xs text-danger">
          {problem}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          PDF, JPEG or PNG, up to 10 MB.
        </p>
      )}
    </div>
  );
}

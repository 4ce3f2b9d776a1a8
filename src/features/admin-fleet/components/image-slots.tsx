import { useId, useRef, useState } from "react";
import { ArrowDown, ArrowUp, ImagePlus, X } from "lucide-react";
import {
  Controller,
  useWatch,
  type Control,
  type UseFormSetValue,
} from "react-hook-form";

import { toUserMessage } from "@/lib/errors";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

import { useUploadFleetImages } from "../api/mutations";
import {
  fillSlots,
  IMAGE_TYPES,
  imageFileProblem,
  imageMessages,
  isImageUrl,
  moveSlot,
} from "../image-rules";
import type { VehicleFormInput } from "../schemas";

/**
 * The spec's six image URL slots, each with a preview, a move up/down and a remove; uploaded
 * files fill the first empty slots with their public URLs.
 */
export function ImageSlots({
  control,
  setValue,
  onUploaded,
}: {
  control: Control<VehicleFormInput>;
  setValue: UseFormSetValue<VehicleFormInput>;
  onUploaded: (urls: string[]) => void;
}) {
  const headingId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadFleetImages();
  const slots = useWatch({ control, name: "images" });
  const free = slots.filter((slot) => !slot.trim()).length;

  const update = (next: string[]) =>
    setValue("images", next, { shouldDirty: true, shouldValidate: true });

  async function addFiles(files: File[]) {
    setProblem(null);
    if (!files.length) return;
    const refused = files.map(imageFileProblem).find(Boolean);
    if (refused) return setProblem(refused);
    if (files.length > free) return setProblem(imageMessages.full);
    try {
      const urls = await upload.mutateAsync(files);
      onUploaded(urls);
      update(fillSlots(slots, urls));
    } catch (error) {
      setProblem(`The upload failed: ${toUserMessage(error)}`);
    }
  }

  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className="grid gap-3 sm:col-span-2"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={headingId} className="text-sm font-medium">
          Images
          <span className="ml-2 font-normal text-muted-foreground">
            {6 - free} of 6
          </span>
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={upload.isPending || free === 0}
          aria-busy={upload.isPending || undefined}
          onClick={() => fileInput.current?.click()}
        >
          <ImagePlus aria-hidden="true" />
          {upload.isPending ? "Uploading..." : "Upload images"}
        </Button>
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          accept={Object.keys(IMAGE_TYPES).join(",")}
          aria-label="Upload images"
          data-testid="fleet-image-upload"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = "";
            void addFiles(files);
          }}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        JPEG, PNG, WebP or AVIF up to 5 MB, or paste an image address. Empty
        slots are left out when you save.
      </p>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <ol className="grid gap-2">
        {slots.map((_, index) => (
          <ImageSlot
            key={index}
            control={control}
            index={index}
            onMove={(to) => update(moveSlot(slots, index, to))}
            onRemove={() => update(slots.map((s, i) => (i === index ? "" : s)))}
          />
        ))}
      </ol>
    </div>
  );
}

function ImageSlot({
  control,
  index,
  onMove,
  onRemove,
}: {
  control: Control<VehicleFormInput>;
  index: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const label = `Image ${index + 1}`;
  const errorId = `${id}-error`;
  return (
    <Controller
      control={control}
      name={`images.${index}`}
      render={({ field, fieldState }) => {
        const url = field.value.trim();
        return (
          <li className="grid grid-cols-[3.5rem_1fr_auto] items-start gap-2">
            <div className="flex h-10 w-14 items-center justify-center overflow-hidden rounded-md border border-border bg-muted text-xs text-muted-foreground">
              {url && isImageUrl(url) ? (
                <img
                  src={url}
                  alt={`Preview of slot ${index + 1}`}
                  className="size-full object-cover"
                />
              ) : (
                index + 1
              )}
            </div>
            <div className="grid gap-1">
              <Input
                id={id}
                aria-label={label}
                placeholder="https://"
                inputMode="url"
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                aria-invalid={fieldState.invalid}
                aria-describedby={fieldState.error ? errorId : undefined}
                className="h-10"
              />
              {fieldState.error ? (
                <p id={errorId} className="text-xs text-danger">
                  {fieldState.error.message}
                </p>
              ) : null}
            </div>
            <div className="flex">
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-10"
                aria-label={`Move ${label.toLowerCase()} up`}
                disabled={index === 0}
                onClick={() => onMove(index - 1)}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-10"
                aria-label={`Move ${label.toLowerCase()} down`}
                disabled={index === 5}
                onClick={() => onMove(index + 1)}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-10"
                aria-label={`Remove ${label.toLowerCase()}`}
                disabled={!url}
                onClick={onRemove}
              >
                <X aria-hidden="true" />
              </Button>
            </div>
          </li>
        );
      }}
    />
  );
}

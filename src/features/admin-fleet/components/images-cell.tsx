import { ImageOff } from "lucide-react";

import type { AdminVehicle } from "../types";

/** The first image as a thumbnail, and how many there are. */
export function ImagesCell({ vehicle }: { vehicle: AdminVehicle }) {
  const [first] = vehicle.images;
  const count = vehicle.images.length;
  return (
    <div className="flex items-center gap-2">
      <div className="flex h-9 w-14 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-muted">
        {first ? (
          <img
            src={first}
            alt=""
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <ImageOff className="size-4 text-muted-foreground" aria-hidden />
        )}
      </div>
      <span className="text-xs whitespace-nowrap text-muted-foreground">
        {count === 0
          ? "No images"
          : count === 1
            ? "1 image"
            : `${count} images`}
      </span>
    </div>
  );
}

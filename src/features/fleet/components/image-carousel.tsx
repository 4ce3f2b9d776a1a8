import { useRef, useState, type KeyboardEvent, type TouchEvent } from "react";
import { ChevronLeft, ChevronRight, ImageOff } from "lucide-react";

import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";

const WIDTH = 800;
// Horizontal travel, in CSS pixels, that counts as a swipe rather than a tap or a scroll.
const SWIPE_DISTANCE = 40;
const HEIGHT = 500;

interface ImageCarouselProps {
  images: readonly string[];
  /** Names the vehicle in the alt text and in the carousel's label. */
  label: string;
  /** For cards above the fold: load at once instead of lazily. */
  priority?: boolean;
  className?: string;
}

export function ImageCarousel({
  images,
  label,
  priority = false,
  className,
}: ImageCarouselProps) {
  const [index, setIndex] = useState(0);
  const touchStartX = useRef<number | null>(null);
  const frame = cn(
    "relative aspect-[8/5] w-full overflow-hidden bg-muted",
    className,
  );

  if (images.length === 0) {
    return (
      <div
        className={cn(frame, "grid place-items-center text-muted-foreground")}
      >
        <div className="flex flex-col items-center gap-2">
          <ImageOff className="size-8" aria-hidden />
          <p className="text-sm font-medium">Image Coming Soon</p>
        </div>
      </div>
    );
  }

  const count = images.length;
  const current = Math.min(index, count - 1);
  const many = count > 1;
  const move = (step: number) => setIndex((current + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") move(1);
    if (event.key === "ArrowLeft") move(-1);
  };
  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start == null || end == null) return;
    if (Math.abs(end - start) >= SWIPE_DISTANCE) move(end < start ? 1 : -1);
  };

  return (
    <div
      role={many ? "group" : undefined}
      aria-roledescription={many ? "carousel" : undefined}
      aria-label={many ? `${label} photos` : undefined}
      className={frame}
      onKeyDown={many ? onKeyDown : undefined}
      onTouchStart={many ? onTouchStart : undefined}
      onTouchEnd={many ? onTouchEnd : undefined}
    >
      <div
        role={many ? "group" : undefined}
        aria-roledescription={many ? "slide" : undefined}
        aria-label={many ? `${current + 1} of ${count}` : undefined}
        aria-live={many ? "polite" : undefined}
        className="size-full"
      >
        <img
          key={images[current]}
          src={images[current]}
          alt={many ? `${label}, image ${current + 1} of ${count}` : label}
          width={WIDTH}
          height={HEIGHT}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority && current === 0 ? "high" : undefined}
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      {many ? (
        <>
          <Button
            type="button"
            variant="secondary"
            size="icon"
            aria-label={`Previous image of ${label}`}
            onClick={() => move(-1)}
            className="absolute top-1/2 left-3 size-9 -translate-y-1/2 bg-background/70 backdrop-blur hover:bg-background/90"
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button
            type="button"
            variant="secondary"
            size="icon"
            aria-label={`Next image of ${label}`}
            onClick={() => move(1)}
            className="absolute top-1/2 right-3 size-9 -translate-y-1/2 bg-background/70 backdrop-blur hover:bg-background/90"
          >
            <ChevronRight aria-hidden />
          </Button>
          <div
            aria-hidden="true"
            className="absolute inset-x-0 bottom-3 flex justify-center gap-1.5"
          >
            {images.map((image, position) => (
              <span
                key={`${image}-${position}`}
                className={cn(
                  "h-1.5 rounded-full bg-foreground/40 transition-all",
                  position === current ? "w-5 bg-primary" : "w-1.5",
                )}
              />
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}

import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { cn } from "@/lib/utils";

export function BrandLogo({
  className,
  onClick,
}: {
  className?: string;
  onClick?: () => void;
}) {
  return (
    <Link
      to={paths.home.href()}
      onClick={onClick}
      aria-label={`${site.name} home`}
      className={cn(
        "group inline-flex items-center gap-2.5 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60",
        className,
      )}
    >
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect
          x="1"
          y="1"
          width="30"
          height="30"
          rx="9"
          className="fill-primary/10 stroke-primary/60"
        />
        <path
          d="M11 9.5h10M11 16h7.5M11 22.5h10M11 9.5v13"
          className="fill-none stroke-primary"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      </svg>
      <span className="font-display text-xl tracking-tight text-foreground">
        Eko<span className="text-primary">Luxe</span>
      </span>
    </Link>
  );
}

import { Link } from "react-router-dom";

import type { LegalLink, LegalText } from "../content/legal";

const linkClass =
  "rounded-sm text-primary underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60";

function LegalAnchor({ link }: { link: LegalLink }) {
  if (link.href.startsWith("/"))
    return (
      <Link to={link.href} className={linkClass}>
        {link.text}
      </Link>
    );
  const external = link.href.startsWith("https:");
  return (
    <a
      href={link.href}
      className={linkClass}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {link.text}
    </a>
  );
}

/** A sentence of a legal page, with its links: the site's own pages open in the app. */
export function LegalTextView({ text }: { text: LegalText }) {
  if (typeof text === "string") return text;
  return text.map((segment, index) =>
    typeof segment === "string" ? (
      segment
    ) : (
      <LegalAnchor key={`${segment.href}-${index}`} link={segment} />
    ),
  );
}

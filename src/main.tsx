import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

import { App } from "@/app/app";

import "@/styles/index.css";

const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html");

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Public pages arrive rendered (scripts/prerender): React adopts that HTML. Every other address is
// served the empty shell, and the app renders into it, as a transition: the first page is shown
// whole as soon as its code is in, rather than after an empty fallback React would hold on screen
// for a moment.
if (container.hasChildNodes()) hydrateRoot(container, app);
else {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

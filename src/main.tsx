import { StrictMode } from "react";
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
// served the empty shell, and the app renders into it.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);

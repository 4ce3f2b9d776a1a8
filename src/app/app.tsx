import { BrowserRouter, useRoutes } from "react-router-dom";

import { AppProviders } from "./providers";
import { routes } from "./router";

function AppRoutes() {
  return useRoutes(routes);
}

/** The app below its router: the browser's router in the page, a static one when pre-rendering. */
export function AppContent() {
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppContent />
    </BrowserRouter>
  );
}

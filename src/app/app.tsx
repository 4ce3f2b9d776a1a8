import { BrowserRouter, useRoutes } from "react-router-dom";

import { AppProviders } from "./providers";
import { routes } from "./router";

function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <BrowserRouter>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}

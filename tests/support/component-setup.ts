import "@testing-library/jest-dom/vitest";

import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, vi } from "vitest";

import { server } from "./msw-server";
import { installNodeFormData } from "./node-form-data";

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  await installNodeFormData();
  // jsdom has no layout; the router's scroll restoration only needs the call to exist.
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  // Radix primitives call pointer-capture and scrolling APIs that jsdom lacks.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterAll(() => server.close());

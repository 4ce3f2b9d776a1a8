import { setupServer } from "msw/node";

/** Component tests never reach a network; tests add handlers for loading and error states. */
export const server = setupServer();

/** Ports of the e2e stack, apart from the dev servers (5173, 54321) so both can run at once. */
export const E2E_API_PORT = 54451;
export const E2E_MAIL_PORT = 54452;
export const E2E_APP_PORT = 4451;

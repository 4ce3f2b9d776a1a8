/**
 * Ports of the e2e stack, apart from the dev servers (5173, 54321) so both can run at once.
 * `E2E_PORT_OFFSET` moves all three, so two e2e runs can share a machine.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const E2E_API_PORT = 54451 + offset;
export const E2E_MAIL_PORT = 54452 + offset;
export const E2E_APP_PORT = 4451 + offset;

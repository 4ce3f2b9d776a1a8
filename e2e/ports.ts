/**
 * Ports of the e2e stack, apart from the dev servers (5173, 54321) so both can run at once.
 * `E2E_PORT_OFFSET` moves all four, so two e2e runs can share a machine.
 *
 * All four sit below Linux's ephemeral range (32768–60999): a port in it can already be the
 * local end of some outgoing connection when the stack starts, and its listen then fails with
 * EADDRINUSE.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const E2E_API_PORT = 24451 + offset;
export const E2E_MAIL_PORT = 24452 + offset;
export const E2E_APP_PORT = 4451 + offset;
/** The stack's Paystack stand-in: where "Pay now" lands, and its `/__standin/` control surface. */
export const E2E_PAYSTACK_PORT = 24453 + offset;

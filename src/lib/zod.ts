// The one place zod is imported directly.
// eslint-disable-next-line no-restricted-imports
import { z } from "zod";

// zod probes `new Function` to compile fast object parsers; the Content-Security-Policy forbids
// eval, so the probe itself is reported as a violation. Parsing without it is just as correct.
z.config({ jitless: true });

export { z };

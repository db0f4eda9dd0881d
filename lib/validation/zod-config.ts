import { z } from "zod";

// zod compiles object parsers with `new Function` unless told not to, and probes for it the first
// time any object schema is built. The site's CSP has no 'unsafe-eval', so in the browser that
// probe is reported as a CSP violation. Modules whose schemas run in the browser import this file
// first (a side-effect import, so each keeps `import { z } from "zod"` and zod stays tree-shaken).
z.config({ jitless: true });

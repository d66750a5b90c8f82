// zod compiles a fast parser with `new Function` when it may; the portal's CSP has no
// 'unsafe-eval' (issue 13, api/src/http/security.ts), so zod's probe for it would be refused and
// reported as a CSP violation on the first form. Every copy of zod on the page reads one config on
// globalThis, so saying it once here, first in each entry, keeps all of them off `new Function`.
import { z } from 'zod';

z.config({ jitless: true });

// zod compiles a fast parser with `new Function` when it may; the portal's CSP has no
// 'unsafe-eval' (api/src/http/security.ts), so zod's probe for it would be refused and reported as
// a CSP violation on the first form. Every copy of zod on the page (each build carries its own)
// starts from the one config object on globalThis that zod keeps there
// (`globalThis.__zod_globalConfig`, which z.config() changes), so saying it here, first in each entry,
// before any zod is loaded, keeps all of them off `new Function`. Without importing zod: a page that
// draws no form does not load it. zodBrowser.test.ts holds zod to it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};

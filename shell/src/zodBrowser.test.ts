// The shell turns zod's `new Function` parser off before any copy of zod loads, without
// loading zod itself (zodBrowser.ts); zod takes the config from where it keeps it on globalThis.
test('a copy of zod loaded after zodBrowser runs jitless, and zodBrowser loads no zod', async () => {
  jest.resetModules();
  delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
  await import('./zodBrowser');
  // it names no zod: a page that draws no form loads none
  const source = require('node:fs').readFileSync(require('node:path').join(__dirname, 'zodBrowser.ts'), 'utf8') as string;
  expect(source).not.toMatch(/from 'zod'|import\('zod'\)|require\('zod'\)/);
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
  // and a parse works without compiling anything
  expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
});

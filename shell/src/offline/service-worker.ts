// The portal's service worker, made with Workbox and built with the shell
// (tools/webpack/service-worker.js writes it as /sw.js with the shell's files in its precache). What
// it keeps and answers, and why, is in cache-rules.ts and
// docs/guides/offline.md. It never answers an api call: the
// person's data are the page's to keep.
// Typed with the worker's globals by shell/tsconfig.sw.json (the root tsconfig leaves it out: DOM and
// WebWorker cannot share one program).
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { PORTAL_CONFIG_PATH, screensUrlOf } from '@portal/contract';
import { CACHE_NAMES, filesToDrop, KEPT_WHOLE, manifestsOf, NETWORK_TIMEOUT_SECONDS, offlinePageOf, PICTURES_KEPT, releaseFiles, requestKind } from './cache-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// a new build of the shell takes over at once: its pages come from the network anyway, and its
// precache is complete before it activates (Workbox installs it whole or not at all)
void self.skipWaiting();
clientsClaim();
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([
    // the page's request leaves while the worker starts, instead of after
    self.registration.navigationPreload?.enable(),
    // the page that installed the worker read the runtime config before the worker was there: the
    // releases in use are kept now, not at the next load
    keepConfigAndReleases(),
  ]));
});

/** the runtime config from the network, kept, and the releases it names kept (keepReleasesInUse) */
async function keepConfigAndReleases(): Promise<void> {
  try {
    const answer = await fetch(PORTAL_CONFIG_PATH, { cache: 'no-cache' });
    if (!answer.ok) return;
    await (await caches.open(CACHE_NAMES.config)).put(PORTAL_CONFIG_PATH, answer.clone());
    await keepReleasesInUse(await answer.json());
  } catch {
    // no network: the next load with one does it
  }
}

/** the shell's pages: the network's (with the api's hints) or, with none, the precache's page of that address */
const PAGE = /^\/($|(admin|auth|rtl)(\/|$))/;
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && PAGE.test(url.pathname),
  async ({ event, request, url }) => {
    try {
      const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
      return preloaded ?? (await fetch(request, { signal: AbortSignal.timeout(NETWORK_TIMEOUT_SECONDS * 1000) }));
    } catch {
      return (await matchPrecache(offlinePageOf(url.pathname))) ?? Response.error();
    }
  },
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const kindIs = (kind: ReturnType<typeof requestKind>) => ({ url }: { url: URL }) => requestKind(url, self.location.origin) === kind;

/** after the runtime config came from the network: the participant's release kept whole, every remote's old files dropped */
async function keepReleasesInUse(config: unknown): Promise<void> {
  const manifests = manifestsOf(config, self.location.origin);
  const cache = await caches.open(CACHE_NAMES.remotes);
  const inUse: Parameters<typeof filesToDrop>[1] = {};
  for (const [name, manifestUrl] of Object.entries(manifests) as [keyof typeof manifests, string][]) {
    try {
      const answer = await fetch(manifestUrl, { cache: 'no-cache' });
      if (!answer.ok) continue;
      const manifest: unknown = await answer.clone().json();
      const files = releaseFiles(manifestUrl, manifest);
      inUse[name] = files;
      if (name === KEPT_WHOLE) {
        await cache.put(manifestUrl, answer);
        // what is not kept yet: a release's files never change under their names
        const kept = new Set((await cache.keys()).map((r) => r.url));
        await Promise.all(files.filter((f) => !kept.has(f)).map((f) => cache.add(f).catch(() => undefined)));
      } else {
        // every remote's screens list, for the menus with no signal: a page the api serves carries
        // the lists of the remotes that do not declare its path, so the shell does not ask for
        // them, and the page the worker answers offline has none
        await cache.add(screensUrlOf(manifestUrl)).catch(() => undefined);
      }
    } catch {
      // no network, or a manifest that is not JSON: that remote's copies stay as they are
    }
  }
  const cached = (await cache.keys()).map((r) => r.url);
  await Promise.all(filesToDrop(cached, inUse).map((address) => cache.delete(address)));
}

registerRoute(
  kindIs('config'),
  new NetworkFirst({
    cacheName: CACHE_NAMES.config,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [{
      // from the network (not the copy): the releases in use are known
      fetchDidSucceed: async ({ event, response }) => {
        if (response.ok) event.waitUntil(response.clone().json().then(keepReleasesInUse, () => undefined));
        return response;
      },
    }],
  }),
);
registerRoute(kindIs('remote-fixed'), new NetworkFirst({ cacheName: CACHE_NAMES.remotes, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }));
registerRoute(kindIs('remote-immutable'), new CacheFirst({ cacheName: CACHE_NAMES.remotes }));
registerRoute(
  kindIs('picture'),
  new StaleWhileRevalidate({ cacheName: CACHE_NAMES.pictures, plugins: [new ExpirationPlugin({ maxEntries: PICTURES_KEPT, purgeOnQuotaError: true })] }),
);

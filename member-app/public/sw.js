// The member app's service worker (issue 25), served at /{account}/app/sw.js with the gym's app as scope.
// The shell (the page and its /static/app/ assets) is cached on install and on every successful load, so
// the app opens offline after a first visit; the page's own data (the last schedule) is kept by the app in
// localStorage and shown with an offline notice. GraphQL calls always go to the network.
const CACHE = 'member-app-v1';
const scope = new URL(self.registration.scope);

self.addEventListener('install', (event) => {
  // The shell and every asset it names, so the first offline open needs nothing from the network.
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const response = await fetch(new Request(scope.pathname, { cache: 'reload' }));
      const html = await response.clone().text();
      await cache.put(scope.pathname, response);
      const assets = [...html.matchAll(/(?:src|href)="(\/static\/app\/[^"]+)"/g)].map((m) => m[1]);
      await cache.addAll([...new Set(assets)]);
      // The lazily loaded tabs (Treinos, Cursos): the chunks the scripts import, and the chunks those import in
      // turn (a part two tabs share, such as the review form), so they open offline too.
      const seen = new Set(assets);
      const queue = assets.filter((a) => a.endsWith('.js'));
      while (queue.length > 0) {
        const src = queue.shift();
        const text = await (await cache.match(src)).text();
        const found = [];
        for (const m of text.matchAll(/(?:import\(|from|import)\s*[`'"]\.\/([\w.-]+\.js)[`'"]/g)) {
          const path = new URL(m[1], new URL(src, scope)).pathname;
          if (!seen.has(path)) found.push(path);
          seen.add(path);
        }
        await cache.addAll(found);
        queue.push(...found);
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== scope.origin) return;
  if (request.mode === 'navigate' && url.pathname.startsWith(scope.pathname)) {
    // Network first for the page (a new version shows at once), the cached shell when offline.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) caches.open(CACHE).then((cache) => cache.put(scope.pathname, response.clone()));
          return response;
        })
        .catch(() => caches.match(scope.pathname).then((cached) => cached || Response.error())),
    );
    return;
  }
  const isAsset = url.pathname.startsWith('/static/app/') || url.pathname.startsWith(scope.pathname);
  if (!isAsset || url.pathname.endsWith('/sw.js')) return;
  // Assets are immutable (hashed names): cache first, filled on the first load.
  event.respondWith(
    caches.match(request).then(
      (cached) =>
        cached ||
        fetch(request).then((response) => {
          if (response.ok) caches.open(CACHE).then((cache) => cache.put(request, response.clone()));
          return response;
        }),
    ),
  );
});

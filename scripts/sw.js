// Sand & Board's service worker (written to dist/sw.js by scripts/wasm.sh, with this version's
// file list): after the first visit, the whole site (every game's code, the styles, the
// pictures) is kept on the device, so it opens and plays without a network.
//
// - install: keeps every file of this version (asked of the server, not of the browser's cache);
//   the catalogs of a language are kept when the page says the reader uses it (message
//   "keep-language"), so nobody downloads languages they do not read.
// - fetch: answers from what is kept, else from the network (and keeps the site's own files it
//   fetched, such as a catalog of another language).
// - a new version installs beside the old one and waits: the page says a new version is ready
//   and reloads when the player agrees (message "skip-waiting"). The game in progress is in the
//   address and on the device, so the reload loses nothing.
const VERSION = "%VERSION%";
const FILES = %FILES%;
const TEXTS = %TEXTS%;
const CACHE = "sandgames-" + VERSION;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: "reload" }))))
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("sandgames-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "skip-waiting") {
    self.skipWaiting();
  } else if (data.type === "keep-language" && TEXTS[data.lang]) {
    event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(TEXTS[data.lang])));
  }
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) {
    return;
  }
  event.respondWith(
    caches.match(request, { ignoreSearch: true }).then(
      (kept) =>
        kept ||
        fetch(request).then((response) => {
          const path = new URL(request.url).pathname;
          if (response.ok && path.includes("/app-" + VERSION + "/")) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(request, copy));
          }
          return response;
        })
    )
  );
});

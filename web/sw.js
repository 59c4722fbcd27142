// The service worker: the site from Cache Storage after the first visit, so
// reloads are fast and the page works offline.
//
// build.py writes the manifest below: every file of the site with a hash of
// its content. A file is cached under its hash, so a new version of the site
// (a new manifest, hence a new service worker) downloads only the files that
// changed. The small files are cached when the service worker installs; the
// Python runtime's big files are cached as the page's worker first downloads
// them through here, with their progress told to the page. The C++ toolchain
// (clang/, cpp/) is cached only once a user picks C++ and the page fetches it
// through here: never at install, never by "fill", so a Python-only user never
// downloads it.
const MANIFEST = {}; // filled by build.py: { "path/in/site": "content hash" }
const VERSION = "dev"; // filled by build.py
const BIG = 200_000; // bytes; files this big are cached on first use, not at install
const SIZES = {}; // filled by build.py: { "path/in/site": bytes } for the big files
const CACHE = "card-judge";
const PROGRESS = new BroadcastChannel("card-judge-progress");
const scope = new URL(self.registration.scope);

// Each file is cached under its content hash (build.py's file_hash: SHA-256, 16 hex digits).
const keyOf = (path) => new URL(`${path}?v=${MANIFEST[path]}`, scope).href;
const LAZY = ["clang/", "cpp/"]; // folders cached only when the page asks for them
const lazy = (path) => LAZY.some((folder) => path.startsWith(folder));
const small = () => Object.keys(MANIFEST).filter((path) => !(path in SIZES) && !lazy(path));

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const missing = [];
      for (const path of small()) if (!(await cache.match(keyOf(path)))) missing.push(path);
      await Promise.all(missing.map(async (path) => store(cache, path, await fetchFresh(path))));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const wanted = new Set(Object.keys(MANIFEST).map(keyOf));
      for (const request of await cache.keys()) {
        if (!wanted.has(request.url)) await cache.delete(request);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "fill") event.waitUntil(fill());
  if (event.data === "version") event.source.postMessage({ version: VERSION });
});

self.addEventListener("fetch", (event) => {
  const path = pathOf(event.request);
  if (path !== null) event.respondWith(answer(path));
});

/** The site path of a GET request for a file of the manifest, else null. */
function pathOf(request) {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return null;
  const path = url.pathname.slice(scope.pathname.length) || "index.html";
  return path in MANIFEST ? path : null;
}

async function answer(path) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(keyOf(path));
  if (hit) return hit;
  let response;
  try {
    response = await fetchFresh(path);
  } catch (error) {
    return new Response(`Offline, and ${path} is not saved yet.`, { status: 503 });
  }
  if (!response.ok || response.status !== 200) return response;
  if (!(path in SIZES)) {
    await store(cache, path, response.clone());
    return response;
  }
  // The page counts the toolchain's bytes itself (they come inflated through its worker).
  const [mine, theirs] = (lazy(path) ? response : counted(response, path)).body.tee();
  store(cache, path, new Response(mine, response)).catch(() => {});
  return new Response(theirs, response);
}

/**
 * A file of the site from the network, asking the server whether the browser's HTTP cache
 * still holds it: a host that says "cache this for 10 minutes" (GitHub Pages) would else
 * give the last version's file to a new version's page.
 */
function fetchFresh(path) {
  return fetch(new URL(path, scope), { cache: "no-cache" });
}

/** Cache a response, only when its content is the version the manifest names. */
async function store(cache, path, response) {
  if (!response.ok) return;
  const body = await response.arrayBuffer();
  if ((await hashOf(body)) !== MANIFEST[path]) return;
  await cache.put(keyOf(path), new Response(body, response));
}

async function hashOf(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest.subarray(0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The response, telling the page how many bytes of it have arrived. */
function counted(response, path) {
  let done = 0;
  const total = SIZES[path];
  const counter = new TransformStream({
    transform(chunk, controller) {
      done += chunk.byteLength;
      PROGRESS.postMessage({ path, done, total });
      controller.enqueue(chunk);
    },
    flush() {
      PROGRESS.postMessage({ path, done: total, total });
    },
  });
  return new Response(response.body.pipeThrough(counter), response);
}

/** Cache whatever the manifest lists and the cache lacks (after a visit that bypassed us). */
async function fill() {
  const cache = await caches.open(CACHE);
  for (const path of Object.keys(MANIFEST)) {
    if (lazy(path) || (await cache.match(keyOf(path)))) continue;
    const response = await fetchFresh(path).catch(() => null);
    if (response) await store(cache, path, response);
  }
}

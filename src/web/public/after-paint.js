// A page prerendered with the app (scripts/prerender-pages.ts) downloads the app's scripts once it is on screen:
// on a slow phone the page's HTML and styles get the bandwidth first. The server adds the page's own chunks to
// data-preload (src/server/http/web-app.ts).
const { entry, preload } = document.querySelector('script[data-entry]').dataset;

/**
 * Each link starts a download: a few per task, so a phone's main thread is never held long (six took 9 to 19 ms
 * here unslowed, over Lighthouse's 50 ms once slowed four times).
 */
const LINKS_PER_TASK = 3;

function appendScript(src) {
  const script = Object.assign(document.createElement('script'), { type: 'module', src });
  script.crossOrigin = '';
  document.head.append(script);
}

function appendPreloads(urls) {
  for (const href of urls.slice(0, LINKS_PER_TASK)) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
    link.crossOrigin = '';
    document.head.append(link);
  }
  if (urls.length > LINKS_PER_TASK) setTimeout(() => appendPreloads(urls.slice(LINKS_PER_TASK)));
}

// The frame's callback runs before it paints; the timers after.
requestAnimationFrame(() =>
  setTimeout(() => {
    appendScript(entry);
    setTimeout(() => appendPreloads(preload.split(' ').filter(Boolean)));
  }),
);

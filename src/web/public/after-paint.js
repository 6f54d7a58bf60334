// A page prerendered with the app (scripts/prerender-pages.ts) downloads the app's scripts once it is on screen:
// on a slow phone the page's HTML and styles get the bandwidth first. The server adds the page's own chunks to
// data-preload (src/server/http/web-app.ts).
const { entry, preload } = document.querySelector('script[data-entry]').dataset;

function loadApp() {
  for (const url of preload.split(' ').filter(Boolean)) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: url });
    link.crossOrigin = '';
    document.head.append(link);
  }
  const script = Object.assign(document.createElement('script'), { type: 'module', src: entry });
  script.crossOrigin = '';
  document.head.append(script);
}

// The frame's callback runs before it paints; the timer after.
requestAnimationFrame(() => setTimeout(loadApp));

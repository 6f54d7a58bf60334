// The landing page, rendered to HTML at build time from its components (dist/web/landing.html): it loads none of
// the app's JavaScript; one small module (public/landing-session.js) turns 'Connexion' into 'Mon Compte' for a
// signed-in visitor. The app's screens are drawn by the server for each visitor (src/web/entry-server.tsx).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { LandingPage } from '../src/web/features/landing/landing-page';

const webRoot = process.env.WEB_OUT_DIR ? join('src/web', process.env.WEB_OUT_DIR) : 'dist/web';
const app = await readFile(join(webRoot, 'index.html'), 'utf8');
const EMPTY_ROOT = '<div id="root"></div>';
if (!app.includes(EMPTY_ROOT) || !app.includes('<script type="module" crossorigin')) {
  throw new Error(`${webRoot}/index.html does not have the expected shape`);
}

const page = createElement(
  StaticRouter,
  { location: '/' },
  createElement(QueryClientProvider, { client: new QueryClient() }, createElement(LandingPage)),
);
const landing = app
  // Not the app: its entry script and the chunks it preloads.
  .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace('</head>', '    <script type="module" src="/landing-session.js"></script>\n  </head>')
  .replace(EMPTY_ROOT, () => `<div id="root">${renderToString(page)}</div>`);
await writeFile(join(webRoot, 'landing.html'), landing);

// The landing page as static HTML (dist/web/landing.html), rendered at build time from the same component the app
// renders at '/': it paints before any script runs and loads none of the app's JavaScript. One small module
// (public/landing-session.js) turns 'Connexion' into 'Mon Compte' for a signed-in visitor.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { LandingPage } from '../src/web/features/landing/landing-page';

const webRoot = process.env.WEB_OUT_DIR ? join('src/web', process.env.WEB_OUT_DIR) : 'dist/web';
const app = await readFile(join(webRoot, 'index.html'), 'utf8');

const markup = renderToString(
  createElement(
    StaticRouter,
    { location: '/' },
    createElement(QueryClientProvider, { client: new QueryClient() }, createElement(LandingPage)),
  ),
);

const landing = app
  // Not the app: its entry script and the chunks it preloads.
  .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace('</head>', '    <script type="module" src="/landing-session.js"></script>\n  </head>')
  .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
if (!landing.includes(markup) || landing.includes('<script type="module" crossorigin')) {
  throw new Error(`${webRoot}/index.html does not have the expected shape`);
}
await writeFile(join(webRoot, 'landing.html'), landing);

// Pages rendered to HTML at build time, from the same components the app renders, so they paint before any script
// has run:
// - the landing page (dist/web/landing.html) loads none of the app's JavaScript; one small module
//   (public/landing-session.js) turns 'Connexion' into 'Mon Compte' for a signed-in visitor;
// - the sign-in page (dist/web/login.html) loads the app once it has painted (public/after-paint.js), so a slow
//   phone spends its bandwidth on the page first. Its form is disabled until the app has loaded and replaced it
//   (src/web/main.tsx), so nothing typed into it can be lost;
// - the client's dashboard home (dist/web/client-dashboard.html): her frame (header, sidebar) and the page as it
//   looks while its data loads, where the server draws her silhouette (src/server/http/web-app.ts). The app loads
//   the same way, and waits for who is signed in and her measurements before it replaces it (src/web/main.tsx);
// - the outfit editor of a client's file (dist/web/outfit-editor.html), drawn for a stand-in client whose details
//   are slots the server fills with the real client's (src/server/http/outfit-editor-page.ts).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import type { ClientSummary } from '../src/domain/clients';
import { displayName } from '../src/domain/person';
import { silhouetteSource } from '../src/domain/silhouette';
import { OUTFIT_EDITOR_SLOTS } from '../src/server/http/outfit-editor-page';
import { ClientLayout } from '../src/web/app/layouts/client-layout';
import { ConsultantLayout } from '../src/web/app/layouts/consultant-layout';
import { ClientFileLayout } from '../src/web/features/client-file/client-file-layout';
import { OutfitEditorPage } from '../src/web/features/client-file/outfit-editor/outfit-editor-page';
import { clientDetailKey } from '../src/web/lib/client-detail-key';
import { ClientHomePage } from '../src/web/features/client-home/client-home-page';
import { LoginPage } from '../src/web/features/auth/login-page';
import { LandingPage } from '../src/web/features/landing/landing-page';

const webRoot = process.env.WEB_OUT_DIR ? join('src/web', process.env.WEB_OUT_DIR) : 'dist/web';
const app = await readFile(join(webRoot, 'index.html'), 'utf8');
const EMPTY_ROOT = '<div id="root"></div>';
if (!app.includes(EMPTY_ROOT) || !app.includes('<script type="module" crossorigin')) {
  throw new Error(`${webRoot}/index.html does not have the expected shape`);
}

const render = (location: string, Page: ComponentType, queries = new QueryClient()) =>
  renderToString(
    createElement(
      StaticRouter,
      { location },
      createElement(QueryClientProvider, { client: queries }, createElement(Page)),
    ),
  );

const landing = app
  // Not the app: its entry script and the chunks it preloads.
  .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace('</head>', '    <script type="module" src="/landing-session.js"></script>\n  </head>')
  .replace(EMPTY_ROOT, `<div id="root">${render('/', LandingPage)}</div>`);
await writeFile(join(webRoot, 'landing.html'), landing);

const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulepreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const entryUrl = app.match(entry)![1]!;
const preloadUrls = [...app.matchAll(modulepreload)].map((match) => match[1]!);
/** The app's page with this content in its root, loading the app's scripts once it has painted. */
const afterPaint = (content: string) =>
  app
    .replace(entry, '')
    .replace(modulepreload, '')
    .replace(
      '</head>',
      `    <script type="module" src="/after-paint.js" data-entry="${entryUrl}" data-preload="${preloadUrls.join(' ')}"></script>\n  </head>`,
    )
    .replace(EMPTY_ROOT, `<div id="root">${content}</div>`);

await writeFile(
  join(webRoot, 'login.html'),
  afterPaint(`<fieldset disabled class="contents">${render('/login', LoginPage)}</fieldset>`),
);

const ClientDashboard = () =>
  createElement(
    Routes,
    null,
    createElement(
      Route,
      { path: '/client/dashboard', element: createElement(ClientLayout) },
      createElement(Route, { index: true, element: createElement(ClientHomePage) }),
    ),
  );
// The silhouette's loading state, marked for the server to put her silhouette in its place (src/server/http/web-app.ts).
const SILHOUETTE_BOX =
  /(<div class="flex aspect-square [^"]*">)(<span role="status".*?<\/span><\/span>)(<\/div>)/;
const clientDashboard = render('/client/dashboard', ClientDashboard);
if (!SILHOUETTE_BOX.test(clientDashboard)) throw new Error("The client's dashboard has no silhouette box");
await writeFile(
  join(webRoot, 'client-dashboard.html'),
  afterPaint(clientDashboard.replace(SILHOUETTE_BOX, '$1<!--silhouette-->$2<!--/silhouette-->$3')),
);

// The stand-in client: the server replaces her id everywhere, and the slots below with the real client's details.
const STAND_IN: ClientSummary = {
  id: OUTFIT_EDITOR_SLOTS.clientId,
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'adresse@exemple.invalid',
  photoUrl: null,
  gender: 'femme',
  age: 35,
  height: 165,
  weight: 60,
  bustSize: 90,
  shoulderWidth: 40,
  waistSize: 72,
  hipSize: 96,
  followUpOn: null,
};
const OutfitEditor = () =>
  createElement(
    Routes,
    null,
    createElement(
      Route,
      { path: '/consultant', element: createElement(ConsultantLayout) },
      createElement(
        Route,
        { path: 'client/:clientId', element: createElement(ClientFileLayout) },
        createElement(Route, { path: 'outfits/create', element: createElement(OutfitEditorPage) }),
      ),
    ),
  );
const editorQueries = new QueryClient();
editorQueries.setQueryData(clientDetailKey(STAND_IN.id), STAND_IN);
let outfitEditor = render(`/consultant/client/${STAND_IN.id}/outfits/create`, OutfitEditor, editorQueries);
for (const [text, slot] of <[string, string][]>[
  [`>${displayName(STAND_IN)}<`, `>${OUTFIT_EDITOR_SLOTS.name}<`],
  [`>${STAND_IN.email}<`, `>${OUTFIT_EDITOR_SLOTS.email}<`],
  [`src="${silhouetteSource(STAND_IN)}"`, `src="${OUTFIT_EDITOR_SLOTS.silhouette}"`],
]) {
  if (outfitEditor.split(text).length !== 2) throw new Error(`The outfit editor should show ${text} once`);
  outfitEditor = outfitEditor.replace(text, slot);
}
// Disabled until the app replaces it, as the sign-in page: nothing typed into its form can be lost.
await writeFile(
  join(webRoot, 'outfit-editor.html'),
  afterPaint(`<fieldset disabled class="contents">${outfitEditor}</fieldset>`),
);

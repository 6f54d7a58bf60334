import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The app's lazy modules each page needs, by path (sources relative to src/web, as in src/web/app/router.tsx).
 * The page's HTML preloads their chunks, so they download with the entry script instead of after it. A module
 * missing here only loses its preload.
 */
export const ROUTE_MODULES: { path: RegExp; modules: string[] }[] = [
  { path: /^\/login\/?$/, modules: ['features/auth/login-page.tsx'] },
  { path: /^\/register\/[^/]+\/?$/, modules: ['features/auth/register-page.tsx'] },
  { path: /^\/password-reset\/?$/, modules: ['features/auth/password-reset-page.tsx'] },
  { path: /^\/confirmation-email\/?$/, modules: ['features/auth/email-confirmed-page.tsx'] },
  { path: /^\/invite(\/[^/]+)?\/?$/, modules: ['features/invitation/invitation-page.tsx'] },
  { path: /^\/confidentialite\/?$/, modules: ['features/privacy/privacy-page.tsx'] },
  { path: /^\/notifications\/desabonnement\/?$/, modules: ['features/auth/unsubscribe-page.tsx'] },
  { path: /^\/client\/onboarding\/?$/, modules: ['features/onboarding/onboarding-page.tsx'] },
  {
    path: /^\/client\/dashboard\/?$/,
    modules: ['app/layouts/client-layout.tsx', 'features/client-home/client-home-page.tsx'],
  },
  {
    path: /^\/client\/dashboard\/outfits\/?$/,
    modules: ['app/layouts/client-layout.tsx', 'features/client-outfits/my-outfits-page.tsx'],
  },
  {
    path: /^\/client\/dashboard\/outfits\/composer\/?$/,
    modules: ['app/layouts/client-layout.tsx', 'features/own-look-editor/own-look-editor-page.tsx'],
  },
  {
    path: /^\/client\/dashboard\/idees\/?$/,
    modules: ['app/layouts/client-layout.tsx', 'features/outfit-ideas/outfit-ideas-page.tsx'],
  },
  {
    path: /^\/client\/dashboard\/wardrobe\/?$/,
    modules: ['app/layouts/client-layout.tsx', 'features/wardrobe/wardrobe-page.tsx'],
  },
  {
    path: /^\/client\/dashboard\/diagnostic\/?$/,
    modules: ['app/layouts/client-layout.tsx', 'features/diagnosis/my-diagnosis-page.tsx'],
  },
  {
    path: /^\/client\/dashboard\/documents\/?$/,
    modules: ['app/layouts/client-layout.tsx', 'features/documents/my-documents-page.tsx'],
  },
  {
    path: /^\/client\/dashboard\/rendez-vous\/?$/,
    modules: ['app/layouts/client-layout.tsx', 'features/appointments/my-appointments-page.tsx'],
  },
  {
    path: /^\/client\/dashboard\/questionnaire\/?$/,
    modules: ['app/layouts/client-layout.tsx', 'features/questionnaire/questionnaire-page.tsx'],
  },
  {
    path: /^\/client\/dashboard\/analyse-couleur\/?$/,
    modules: ['app/layouts/client-layout.tsx', 'features/colour-analysis/my-colour-analysis-page.tsx'],
  },
  {
    path: /^\/client\/dashboard\/agenda\/?$/,
    modules: ['app/layouts/client-layout.tsx', 'features/wear-calendar/agenda-page.tsx'],
  },
  {
    path: /^\/client\/dashboard\/wardrobe\/sortis\/?$/,
    modules: ['app/layouts/client-layout.tsx', 'features/wardrobe/archive-page.tsx'],
  },
  {
    path: /^\/client\/dashboard\/wardrobe\/import\/?$/,
    modules: ['app/layouts/client-layout.tsx', 'features/wardrobe/capture/capture-page.tsx'],
  },
  ...(
    [
      ['', 'features/wardrobe-sort/sorts-page.tsx'],
      ['/[^/]+', 'features/wardrobe-sort/sort-page.tsx'],
      ['/[^/]+/bilan', 'features/wardrobe-sort/report-page.tsx'],
    ] as const
  ).map(([page, module]) => ({
    path: new RegExp(`^/client/dashboard/tri${page}/?$`),
    modules: ['app/layouts/client-layout.tsx', module],
  })),
  {
    path: /^\/client\/dashboard\/capsules\/?$/,
    modules: ['app/layouts/client-layout.tsx', 'features/capsules/capsules-page.tsx'],
  },
  {
    path: /^\/client\/dashboard\/capsules\/[^/]+\/?$/,
    modules: ['app/layouts/client-layout.tsx', 'features/capsules/capsule-page.tsx'],
  },
  {
    path: /^\/consultant\/dashboard\/?$/,
    modules: ['app/layouts/consultant-layout.tsx', 'features/portfolio/portfolio-page.tsx'],
  },
  {
    path: /^\/consultant\/dashboard\/factures\/?$/,
    modules: ['app/layouts/consultant-layout.tsx', 'features/invoices/invoices-page.tsx'],
  },
  {
    path: /^\/consultant\/dashboard\/factures\/nouvelle\/?$/,
    modules: ['app/layouts/consultant-layout.tsx', 'features/invoices/new-invoice-page.tsx'],
  },
  {
    path: /^\/consultant\/dashboard\/devis\/?$/,
    modules: ['app/layouts/consultant-layout.tsx', 'features/invoices/quotes-page.tsx'],
  },
  {
    path: /^\/consultant\/dashboard\/devis\/nouveau\/?$/,
    modules: ['app/layouts/consultant-layout.tsx', 'features/invoices/new-quote-page.tsx'],
  },
  {
    path: /^\/consultant\/dashboard\/agenda\/?$/,
    modules: ['app/layouts/consultant-layout.tsx', 'features/appointments/agenda-page.tsx'],
  },
  {
    path: /^\/consultant\/dashboard\/agenda\/disponibilites\/?$/,
    modules: ['app/layouts/consultant-layout.tsx', 'features/appointments/availability-page.tsx'],
  },
  {
    path: /^\/consultant\/questionnaire\/?$/,
    modules: ['app/layouts/consultant-layout.tsx', 'features/questionnaire-template/template-page.tsx'],
  },
  ...(
    [
      ['', 'features/client-file/silhouette-tab.tsx'],
      ['/outfits', 'features/client-file/outfits-tab.tsx'],
      ['/outfits/create', 'features/client-file/outfit-editor/outfit-editor-page.tsx'],
      ['/wardrobe', 'features/client-file/wardrobe-tab.tsx'],
      ['/notes', 'features/client-file/notes-tab.tsx'],
      ['/proposals', 'features/client-file/proposals-tab.tsx'],
      ['/diagnostic', 'features/client-file/diagnosis-tab.tsx'],
      ['/diagnostic/drapage', 'features/colour-analysis/draping-board.tsx'],
      ['/tri', 'features/wardrobe-sort/sorts-page.tsx'],
      ['/tri/[^/]+', 'features/wardrobe-sort/sort-page.tsx'],
      ['/tri/[^/]+/bilan', 'features/wardrobe-sort/report-page.tsx'],
      ['/carnet', 'features/carnet/carnet-tab.tsx'],
      ['/capsules', 'features/capsules/capsules-page.tsx'],
      ['/capsules/[^/]+', 'features/capsules/capsule-page.tsx'],
    ] as const
  ).map(([tab, module]) => ({
    path: new RegExp(`^/consultant/client/[^/]+${tab}/?$`),
    modules: ['app/layouts/consultant-layout.tsx', 'features/client-file/client-file-layout.tsx', module],
  })),
  {
    path: /^\/(client|consultant)\/dashboard\/messages\/?$/,
    modules: ['features/messages/messages-page.tsx'],
  },
  {
    path: /^\/(client|consultant)\/dashboard\/messages\/[^/]+\/?$/,
    modules: ['features/messages/conversation-page.tsx'],
  },
  {
    path: /^\/(client|consultant)\/dashboard\/settings\/?$/,
    modules: ['features/settings/settings-page.tsx'],
  },
];

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * A function giving, for a path, the URLs of its lazy chunks and of everything they import, less what index.html
 * already loads. Reads Vite's manifest once; without one, it gives nothing.
 */
export function routePreloads(webRoot: string, indexHtml: string): (path: string) => string[] {
  const manifestFile = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const cache = new Map<RegExp, string[]>();

  const chunksOf = (modules: string[]): string[] => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    modules.forEach(visit);
    return [...files].filter((file) => file.endsWith('.js') && !indexHtml.includes(`/${file}`));
  };

  return (path) => {
    const route = ROUTE_MODULES.find((candidate) => candidate.path.test(path));
    if (!route) return [];
    let urls = cache.get(route.path);
    if (!urls) {
      urls = chunksOf(route.modules).map((file) => `/${file}`);
      cache.set(route.path, urls);
    }
    return urls;
  };
}

/** The `<link rel="modulepreload">` tags of these scripts. */
export const modulepreloadLinks = (urls: string[]) =>
  urls.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`).join('');

import type { QueryClient } from '@tanstack/react-query';
import { Outlet, useRoutes, type RouteObject } from 'react-router';
import { EMAIL_CONFIRMED_PATH } from '~/domain/roles';
import { RequireRole } from './guards';
import { screen, ScreenBoundary } from './lazy-screen';
import { RequireOnboarding } from './require-onboarding';

/** The wardrobe sort's screens, the same for the client (her dashboard) and her consultant (her file). */
const sortRoutes: RouteObject[] = [
  {
    path: 'tri',
    ...screen(() =>
      import('~/web/features/wardrobe-sort/sorts-page').then((module) => module.WardrobeSortsPage),
    ),
  },
  {
    path: 'tri/:sortId',
    ...screen(() =>
      import('~/web/features/wardrobe-sort/sort-page').then((module) => module.WardrobeSortPage),
    ),
  },
  {
    path: 'tri/:sortId/bilan',
    ...screen(() =>
      import('~/web/features/wardrobe-sort/report-page').then((module) => module.SortReportPage),
    ),
  },
];

/** Capsules and travel cases, the same for the client (her dashboard) and her consultant (her file). */
const capsuleRoutes: RouteObject[] = [
  {
    path: 'capsules',
    ...screen(() => import('~/web/features/capsules/capsules-page').then((module) => module.CapsulesPage)),
  },
  {
    path: 'capsules/:capsuleId',
    ...screen(() => import('~/web/features/capsules/capsule-page').then((module) => module.CapsulePage)),
  },
];

/** The screen the router's location names; a failure above every screen's own shows the French error screen. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return <ScreenBoundary>{useRoutes(routes)}</ScreenBoundary>;
}

/**
 * Every screen's route, as the browser and the server's page renderer (entry-server.tsx) read them, through React
 * Router's declarative mode (decision record 0054). Every screen loads on demand, keeping the first page's
 * JavaScript small.
 */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      children: [
        // Served prerendered, without the app (scripts/prerender-landing.ts): the app loads it only to come back to it.
        {
          index: true,
          ...screen(() => import('~/web/features/landing/landing-page').then((module) => module.LandingPage)),
        },
        {
          path: 'login',
          ...screen(() => import('~/web/features/auth/login-page').then((module) => module.LoginPage)),
        },
        {
          path: 'register/:role',
          ...screen(() => import('~/web/features/auth/register-page').then((module) => module.RegisterPage)),
        },
        {
          path: 'password-reset',
          ...screen(() =>
            import('~/web/features/auth/password-reset-page').then((module) => module.PasswordResetPage),
          ),
        },
        {
          path: EMAIL_CONFIRMED_PATH.slice(1),
          ...screen(() =>
            import('~/web/features/auth/email-confirmed-page').then((module) => module.EmailConfirmedPage),
          ),
        },
        {
          path: 'confidentialite',
          ...screen(() => import('~/web/features/privacy/privacy-page').then((module) => module.PrivacyPage)),
        },
        {
          path: 'notifications/desabonnement',
          ...screen(() =>
            import('~/web/features/auth/unsubscribe-page').then((module) => module.UnsubscribePage),
          ),
        },
        // Without a token the page says so ('Token d'invitation manquant') instead of showing the 404 page.
        { path: 'invite', ...screen(invitationPage) },
        { path: 'invite/:token', ...screen(invitationPage) },
        {
          path: 'client',
          element: (
            <RequireRole role="client">
              <Outlet />
            </RequireRole>
          ),
          children: [
            {
              path: 'onboarding',
              ...screen(() =>
                import('~/web/features/onboarding/onboarding-page').then((module) => module.OnboardingPage),
              ),
            },
            {
              element: (
                <RequireOnboarding>
                  <Outlet />
                </RequireOnboarding>
              ),
              children: [
                {
                  path: 'dashboard',
                  ...screen(() => import('./layouts/client-layout').then((module) => module.ClientLayout)),
                  children: [
                    {
                      index: true,
                      ...screen(() =>
                        import('~/web/features/client-home/client-home-page').then(
                          (module) => module.ClientHomePage,
                        ),
                      ),
                    },
                    {
                      path: 'outfits',
                      ...screen(() =>
                        import('~/web/features/client-outfits/my-outfits-page').then(
                          (module) => module.MyOutfitsPage,
                        ),
                      ),
                    },
                    {
                      path: 'outfits/composer',
                      ...screen(() =>
                        import('~/web/features/own-look-editor/own-look-editor-page').then(
                          (module) => module.OwnLookEditorPage,
                        ),
                      ),
                    },
                    {
                      path: 'wardrobe',
                      ...screen(() =>
                        import('~/web/features/wardrobe/wardrobe-page').then((module) => module.WardrobePage),
                      ),
                    },
                    {
                      path: 'idees',
                      ...screen(() =>
                        import('~/web/features/outfit-ideas/outfit-ideas-page').then(
                          (module) => module.OutfitIdeasPage,
                        ),
                      ),
                    },
                    {
                      path: 'diagnostic',
                      ...screen(() =>
                        import('~/web/features/diagnosis/my-diagnosis-page').then(
                          (module) => module.MyDiagnosisPage,
                        ),
                      ),
                    },
                    {
                      path: 'documents',
                      ...screen(() =>
                        import('~/web/features/documents/my-documents-page').then(
                          (module) => module.MyDocumentsPage,
                        ),
                      ),
                    },
                    {
                      path: 'rendez-vous',
                      ...screen(() =>
                        import('~/web/features/appointments/my-appointments-page').then(
                          (module) => module.MyAppointmentsPage,
                        ),
                      ),
                    },
                    {
                      path: 'questionnaire',
                      ...screen(() =>
                        import('~/web/features/questionnaire/questionnaire-page').then(
                          (module) => module.QuestionnairePage,
                        ),
                      ),
                    },
                    {
                      path: 'analyse-couleur',
                      ...screen(() =>
                        import('~/web/features/colour-analysis/my-colour-analysis-page').then(
                          (module) => module.MyColourAnalysisPage,
                        ),
                      ),
                    },
                    {
                      path: 'agenda',
                      ...screen(() =>
                        import('~/web/features/wear-calendar/agenda-page').then(
                          (module) => module.AgendaPage,
                        ),
                      ),
                    },
                    {
                      path: 'wardrobe/sortis',
                      ...screen(() =>
                        import('~/web/features/wardrobe/archive-page').then((module) => module.ArchivePage),
                      ),
                    },
                    {
                      path: 'wardrobe/import',
                      ...screen(() =>
                        import('~/web/features/wardrobe/capture/capture-page').then(
                          (module) => module.CapturePage,
                        ),
                      ),
                    },
                    { path: 'messages', ...screen(messagesPage) },
                    { path: 'messages/:conversationId', ...screen(conversationPage) },
                    { path: 'settings', ...screen(settingsPage) },
                    ...sortRoutes,
                    ...capsuleRoutes,
                  ],
                },
              ],
            },
          ],
        },
        {
          path: 'consultant',
          element: (
            <RequireRole role="consultant">
              <Outlet />
            </RequireRole>
          ),
          children: [
            // One frame (sidebar, logo, message badge) for every consultant screen, the client file included.
            {
              ...screen(() =>
                import('./layouts/consultant-layout').then((module) => module.ConsultantLayout),
              ),
              children: [
                {
                  path: 'dashboard',
                  children: [
                    {
                      index: true,
                      ...screen(() =>
                        import('~/web/features/portfolio/portfolio-page').then(
                          (module) => module.PortfolioPage,
                        ),
                      ),
                    },
                    { path: 'messages', ...screen(messagesPage) },
                    { path: 'messages/:conversationId', ...screen(conversationPage) },
                    { path: 'settings', ...screen(settingsPage) },
                    {
                      path: 'factures',
                      ...screen(() =>
                        import('~/web/features/invoices/invoices-page').then((module) => module.InvoicesPage),
                      ),
                    },
                    {
                      path: 'factures/nouvelle',
                      ...screen(() =>
                        import('~/web/features/invoices/new-invoice-page').then(
                          (module) => module.NewInvoicePage,
                        ),
                      ),
                    },
                    {
                      path: 'devis',
                      ...screen(() =>
                        import('~/web/features/invoices/quotes-page').then((module) => module.QuotesPage),
                      ),
                    },
                    {
                      path: 'devis/nouveau',
                      ...screen(() =>
                        import('~/web/features/invoices/new-quote-page').then(
                          (module) => module.NewQuotePage,
                        ),
                      ),
                    },
                    {
                      path: 'agenda',
                      ...screen(() =>
                        import('~/web/features/appointments/agenda-page').then((module) => module.AgendaPage),
                      ),
                    },
                    {
                      path: 'agenda/disponibilites',
                      ...screen(() =>
                        import('~/web/features/appointments/availability-page').then(
                          (module) => module.AvailabilityPage,
                        ),
                      ),
                    },
                  ],
                },
                {
                  path: 'questionnaire',
                  ...screen(() =>
                    import('~/web/features/questionnaire-template/template-page').then(
                      (module) => module.QuestionnaireTemplatePage,
                    ),
                  ),
                },
                {
                  path: 'client/:clientId',
                  ...screen(() =>
                    import('~/web/features/client-file/client-file-layout').then(
                      (module) => module.ClientFileLayout,
                    ),
                  ),
                  children: [
                    {
                      index: true,
                      ...screen(() =>
                        import('~/web/features/client-file/silhouette-tab').then(
                          (module) => module.SilhouetteTab,
                        ),
                      ),
                    },
                    {
                      path: 'outfits',
                      ...screen(() =>
                        import('~/web/features/client-file/outfits-tab').then((module) => module.OutfitsTab),
                      ),
                    },
                    {
                      path: 'outfits/create',
                      ...screen(
                        () => outfitEditor().then((editor) => editor.OutfitEditorPage),
                        ({ clientId }) =>
                          void outfitEditor().then((editor) =>
                            editor.prefetchOutfitEditor(queryClient, clientId!),
                          ),
                      ),
                    },
                    {
                      path: 'wardrobe',
                      ...screen(() =>
                        import('~/web/features/client-file/wardrobe-tab').then(
                          (module) => module.WardrobeTab,
                        ),
                      ),
                    },
                    {
                      path: 'notes',
                      ...screen(() =>
                        import('~/web/features/client-file/notes-tab').then((module) => module.NotesTab),
                      ),
                    },
                    {
                      path: 'proposals',
                      ...screen(() =>
                        import('~/web/features/client-file/proposals-tab').then(
                          (module) => module.ProposalsTab,
                        ),
                      ),
                    },
                    {
                      path: 'diagnostic',
                      ...screen(() =>
                        import('~/web/features/client-file/diagnosis-tab').then(
                          (module) => module.DiagnosisTab,
                        ),
                      ),
                    },
                    {
                      path: 'diagnostic/drapage',
                      ...screen(() =>
                        import('~/web/features/colour-analysis/draping-board').then(
                          (module) => module.DrapingBoard,
                        ),
                      ),
                    },
                    {
                      path: 'carnet',
                      ...screen(() =>
                        import('~/web/features/carnet/carnet-tab').then((module) => module.CarnetTab),
                      ),
                    },
                    ...sortRoutes,
                    ...capsuleRoutes,
                  ],
                },
              ],
            },
          ],
        },
        {
          path: '*',
          ...screen(() =>
            import('~/web/features/not-found/not-found-page').then((module) => module.NotFoundPage),
          ),
        },
      ],
    },
  ];
}

const outfitEditor = () => import('~/web/features/client-file/outfit-editor/outfit-editor-page');

const invitationPage = () =>
  import('~/web/features/invitation/invitation-page').then((module) => module.InvitationPage);

const messagesPage = () =>
  import('~/web/features/messages/messages-page').then((module) => module.MessagesPage);

const conversationPage = () =>
  import('~/web/features/messages/conversation-page').then((module) => module.ConversationPage);

const settingsPage = () =>
  import('~/web/features/settings/settings-page').then((module) => module.SettingsPage);

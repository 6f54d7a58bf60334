import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { EMAIL_CONFIRMED_PATH } from '~/domain/roles';
import { RequireRole } from './guards';
import { forgetChunkReload } from './chunk-reload';
import { RequireOnboarding } from './require-onboarding';
import { RouteError } from './route-error';

/** Every screen loads on demand, keeping the first page's JavaScript small. */
export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(appRoutes(queryClient));
  router.subscribe((state) => {
    if (state.initialized && state.navigation.state === 'idle' && !state.errors) forgetChunkReload();
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Every screen's route, as the browser's router and the server's page renderer (entry-server.tsx) read them. */
export const appRoutes = (queryClient: QueryClient) => withErrorBoundaries(routes(queryClient));

/** Resolves once the first page's lazy code has loaded (at once when it already has). */
export function untilRouterReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The root and every screen loaded on demand get the French error screen; a layout above one stays.
 * A lazy route's boundary sits on a pathless parent: React Router renders nothing for a route whose
 * `lazy` failed, its own boundary included.
 */
function withErrorBoundaries(routes: RouteObject[], isRoot = true): RouteObject[] {
  return routes.map((route) => {
    const children = route.children && withErrorBoundaries(route.children, false);
    const withChildren = (children ? { ...route, children } : route) as RouteObject;
    if (route.lazy) return { ErrorBoundary: RouteError, children: [withChildren] };
    return isRoot ? ({ ...withChildren, ErrorBoundary: RouteError } as RouteObject) : withChildren;
  });
}

function routes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      children: [
        // Served prerendered, without the app (scripts/prerender-landing.ts): the app loads it only to come back to it.
        {
          index: true,
          lazy: async () => ({
            Component: (await import('~/web/features/landing/landing-page')).LandingPage,
          }),
        },
        {
          path: 'login',
          lazy: async () => ({ Component: (await import('~/web/features/auth/login-page')).LoginPage }),
        },
        {
          path: 'register/:role',
          lazy: async () => ({ Component: (await import('~/web/features/auth/register-page')).RegisterPage }),
        },
        {
          path: 'password-reset',
          lazy: async () => ({
            Component: (await import('~/web/features/auth/password-reset-page')).PasswordResetPage,
          }),
        },
        {
          path: EMAIL_CONFIRMED_PATH.slice(1),
          lazy: async () => ({
            Component: (await import('~/web/features/auth/email-confirmed-page')).EmailConfirmedPage,
          }),
        },
        {
          path: 'confidentialite',
          lazy: async () => ({
            Component: (await import('~/web/features/privacy/privacy-page')).PrivacyPage,
          }),
        },
        // Without a token the page says so ('Token d'invitation manquant') instead of showing the 404 page.
        { path: 'invite', lazy: invitationPage },
        { path: 'invite/:token', lazy: invitationPage },
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
              lazy: async () => ({
                Component: (await import('~/web/features/onboarding/onboarding-page')).OnboardingPage,
              }),
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
                  lazy: async () => ({ Component: (await import('./layouts/client-layout')).ClientLayout }),
                  children: [
                    {
                      index: true,
                      lazy: async () => ({
                        Component: (await import('~/web/features/client-home/client-home-page'))
                          .ClientHomePage,
                      }),
                    },
                    {
                      path: 'outfits',
                      lazy: async () => ({
                        Component: (await import('~/web/features/client-outfits/my-outfits-page'))
                          .MyOutfitsPage,
                      }),
                    },
                    {
                      path: 'wardrobe',
                      lazy: async () => ({
                        Component: (await import('~/web/features/wardrobe/wardrobe-page')).WardrobePage,
                      }),
                    },
                    {
                      path: 'diagnostic',
                      lazy: async () => ({
                        Component: (await import('~/web/features/diagnosis/my-diagnosis-page'))
                          .MyDiagnosisPage,
                      }),
                    },
                    {
                      path: 'wardrobe/import',
                      lazy: async () => ({
                        Component: (await import('~/web/features/wardrobe/capture/capture-page')).CapturePage,
                      }),
                    },
                    { path: 'messages', lazy: messagesPage },
                    { path: 'messages/:conversationId', lazy: conversationPage },
                    { path: 'settings', lazy: settingsPage },
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
              lazy: async () => ({
                Component: (await import('./layouts/consultant-layout')).ConsultantLayout,
              }),
              children: [
                {
                  path: 'dashboard',
                  children: [
                    {
                      index: true,
                      lazy: async () => ({
                        Component: (await import('~/web/features/portfolio/portfolio-page')).PortfolioPage,
                      }),
                    },
                    { path: 'messages', lazy: messagesPage },
                    { path: 'messages/:conversationId', lazy: conversationPage },
                    { path: 'settings', lazy: settingsPage },
                  ],
                },
                {
                  path: 'client/:clientId',
                  lazy: async () => ({
                    Component: (await import('~/web/features/client-file/client-file-layout'))
                      .ClientFileLayout,
                  }),
                  children: [
                    {
                      index: true,
                      lazy: async () => ({
                        Component: (await import('~/web/features/client-file/silhouette-tab')).SilhouetteTab,
                      }),
                    },
                    {
                      path: 'outfits',
                      lazy: async () => ({
                        Component: (await import('~/web/features/client-file/outfits-tab')).OutfitsTab,
                      }),
                    },
                    {
                      path: 'outfits/create',
                      lazy: async () => {
                        const editor =
                          await import('~/web/features/client-file/outfit-editor/outfit-editor-page');
                        return {
                          Component: editor.OutfitEditorPage,
                          loader: ({ params }) => {
                            editor.prefetchOutfitEditor(queryClient, params.clientId!);
                            return null;
                          },
                        };
                      },
                    },
                    {
                      path: 'wardrobe',
                      lazy: async () => ({
                        Component: (await import('~/web/features/client-file/wardrobe-tab')).WardrobeTab,
                      }),
                    },
                    {
                      path: 'notes',
                      lazy: async () => ({
                        Component: (await import('~/web/features/client-file/notes-tab')).NotesTab,
                      }),
                    },
                    {
                      path: 'proposals',
                      lazy: async () => ({
                        Component: (await import('~/web/features/client-file/proposals-tab')).ProposalsTab,
                      }),
                    },
                    {
                      path: 'diagnostic',
                      lazy: async () => ({
                        Component: (await import('~/web/features/client-file/diagnosis-tab')).DiagnosisTab,
                      }),
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          path: '*',
          lazy: async () => ({
            Component: (await import('~/web/features/not-found/not-found-page')).NotFoundPage,
          }),
        },
      ],
    },
  ];
}

async function invitationPage() {
  return { Component: (await import('~/web/features/invitation/invitation-page')).InvitationPage };
}

async function messagesPage() {
  return { Component: (await import('~/web/features/messages/messages-page')).MessagesPage };
}

async function conversationPage() {
  return { Component: (await import('~/web/features/messages/conversation-page')).ConversationPage };
}

async function settingsPage() {
  return { Component: (await import('~/web/features/settings/settings-page')).SettingsPage };
}

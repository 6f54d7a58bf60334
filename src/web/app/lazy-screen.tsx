import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, useLocation, useParams, type Params, type RouteObject } from 'react-router';
import { PageLoading } from '~/web/components/ui/spinner';
import { forgetChunkReload } from './chunk-reload';
import { RouteError } from './route-error';

/** What a route whose screen loads on demand keeps in its `handle`. */
type ScreenHandle = {
  /** Loads the screen's code (once; again after a failure). */
  load(): Promise<unknown>;
  /** Starts the screen's first queries, beside its code. */
  prefetch?(params: Params): void;
};

/**
 * A route's screen whose code loads on demand (decision record 0054). A screen already loaded renders at once, so
 * a page drawn on the server and taken over in the browser loads its screens first (`preloadScreens`); one reached
 * by a link shows the loading state until its code is here. A screen that fails to load or to render shows the
 * French error screen in its place, the layouts above it staying.
 */
export function screen(
  importScreen: () => Promise<ComponentType>,
  prefetch?: ScreenHandle['prefetch'],
): Pick<RouteObject, 'element' | 'handle'> {
  let Loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const load = () =>
    (loading ??= importScreen().then(
      (loaded) => {
        Loaded = loaded;
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function LazyScreen() {
    const params = useParams();
    const [failure, setFailure] = useState<{ error: unknown }>();
    const [, setLoaded] = useState<ComponentType | undefined>(() => Loaded);
    useEffect(() => {
      // A screen already loaded asks its queries as it draws; one reached before its code starts them beside it.
      if (Loaded) return;
      prefetch?.(params);
      let mounted = true;
      load().then(
        (loaded) => {
          forgetChunkReload();
          if (mounted) setLoaded(() => loaded);
        },
        (error: unknown) => mounted && setFailure({ error }),
      );
      return () => {
        mounted = false;
      };
      // At mount only: a change of params within the screen (another conversation) is the screen's to handle.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    if (failure) throw failure.error;
    return Loaded ? <Loaded /> : <PageLoading />;
  }

  const handle: ScreenHandle = { load, prefetch };
  return {
    element: (
      <ScreenBoundary>
        <LazyScreen />
      </ScreenBoundary>
    ),
    handle,
  };
}

/** Loads the code of every screen `url` shows (and starts their queries); false when one could not load. */
export async function preloadScreens(routes: RouteObject[], url: string): Promise<boolean> {
  const screens = (matchRoutes(routes, url) ?? []).flatMap(({ route, params }) => {
    const handle = route.handle as ScreenHandle | undefined;
    if (!handle) return [];
    handle.prefetch?.(params);
    return [handle.load()];
  });
  const loaded = (await Promise.allSettled(screens)).every((result) => result.status === 'fulfilled');
  // Only a whole page loaded says the build is reachable: a layout loaded beside a missing screen would reload forever.
  if (loaded && screens.length > 0) forgetChunkReload();
  return loaded;
}

/**
 * Pointing at, touching or focusing a link loads its screen's code, so that it usually shows without the
 * loading state (nothing is loaded without the visitor's intent, so a first visit downloads no other screen).
 */
export function loadScreensOnIntent(routes: RouteObject[]) {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    for (const { route } of matchRoutes(routes, link.pathname) ?? []) {
      void (route.handle as ScreenHandle | undefined)?.load().catch(() => {
        // Said by the screen itself if the visitor goes there.
      });
    }
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
}

/** Shows the French error screen in place of what failed below it, until the visitor goes to another page. */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  return <Boundary pathname={useLocation().pathname}>{children}</Boundary>;
}

class Boundary extends Component<
  { pathname: string; children: ReactNode },
  { failure?: { error: unknown } }
> {
  state: { failure?: { error: unknown } } = {};

  static getDerivedStateFromError(error: unknown) {
    return { failure: { error } };
  }

  componentDidUpdate(previous: { pathname: string }) {
    if (this.state.failure && previous.pathname !== this.props.pathname)
      this.setState({ failure: undefined });
  }

  render() {
    return this.state.failure ? <RouteError error={this.state.failure.error} /> : this.props.children;
  }
}

import type { Hono } from 'hono';
import { OPEN_AUTH_PATHS } from '../auth/routes';

export type ApiRoute = { method: string; path: string };

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every API route the app answers, read from its route table, so that tests iterating over it cover a
 * route added later without being edited. better-auth's catch-all is expanded into the paths it opens.
 */
export function apiRoutes(app: Hono): ApiRoute[] {
  const seen = new Map<string, ApiRoute>();
  for (const route of app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  for (const entry of OPEN_AUTH_PATHS) {
    const [method, path] = entry.split(' ') as [string, string];
    seen.set(`${method} /api/auth${path}`, { method, path: `/api/auth${path}` });
  }
  return [...seen.values()];
}

export const isUnsafe = (route: ApiRoute) => UNSAFE_METHODS.has(route.method);

/** The route's path with each `:param` replaced by `value` (a syntactically valid id by default). */
export function concretePath(path: string, value = '00000000-0000-4000-8000-000000000000'): string {
  return path.replace(/:[A-Za-z]+/g, value);
}

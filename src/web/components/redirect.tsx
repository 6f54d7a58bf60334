import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';

/** Set while the server draws a page: where the page sends its visitor instead, for a 302 (entry-server.tsx). */
export type ServerRedirect = { to: string | null };
export const ServerRedirectContext = createContext<ServerRedirect | null>(null);

/** Sends the visitor on, replacing this page in the history: in the browser at once, on the server by a 302. */
export function Redirect({ to }: { to: string }) {
  const server = useContext(ServerRedirectContext);
  if (!server) return <Navigate to={to} replace />;
  server.to ??= to;
  return null;
}

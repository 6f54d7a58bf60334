// The static landing page's one script: a signed-in visitor's 'Connexion' becomes 'Mon Compte' (see
// scripts/prerender-landing.tsx). The app's header does the same once the app has loaded.
const DASHBOARDS = { client: '/client/dashboard', consultant: '/consultant/dashboard' };

const response = await fetch('/api/me', { credentials: 'same-origin' }).catch(() => null);
const me = response?.ok ? await response.json().catch(() => null) : null;
const dashboard = me && DASHBOARDS[me.role];
const link = document.querySelector('[data-account-link]');
if (dashboard && link) {
  link.setAttribute('href', dashboard);
  link.textContent = 'Mon Compte';
}

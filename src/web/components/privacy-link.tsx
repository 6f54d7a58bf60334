import { Link } from 'react-router';

/** The privacy page in a new tab, so what was already entered in a form or a wizard stays. */
export function PrivacyLink({ children = 'politique de confidentialité' }: { children?: string }) {
  return (
    <Link
      to="/confidentialite"
      target="_blank"
      rel="noopener"
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      {children}
      <span className="sr-only"> (nouvel onglet)</span>
    </Link>
  );
}

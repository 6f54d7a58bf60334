import type { ReactNode } from 'react';
import { Redirect } from '~/web/components/redirect';
import { PageLoading } from '~/web/components/ui/spinner';
import { useClientProfile } from '~/web/lib/client-profile';

/** A client who has not answered the onboarding questions is brought there first. */
export function RequireOnboarding({ children }: { children: ReactNode }) {
  const profile = useClientProfile();
  if (profile.isPending) return <PageLoading />;
  if (profile.isSuccess && profile.data === null) return <Redirect to="/client/onboarding" />;
  return children;
}

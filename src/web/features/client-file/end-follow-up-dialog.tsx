import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ClientSummary } from '~/domain/clients';
import { deName } from '~/domain/person';
import { EndLinkDialog } from '~/web/components/end-link-dialog';
import { forgetClientFile } from '~/web/lib/links';

/**
 * The file's discreet 'Mettre fin au suivi': a confirmation that says what the consultant loses and what the
 * client keeps, then back to the portfolio without that client.
 */
export function EndFollowUpDialog({ client }: { client: ClientSummary }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const firstName = client.firstName?.trim() || 'ce client';

  return (
    <EndLinkDialog
      personId={client.id}
      triggerVariant="ghost"
      title={<>Mettre fin au suivi {deName(firstName)} ?</>}
      description="Vous n'aurez plus accès à sa fiche, à sa silhouette, à sa garde-robe ni à vos notes sur elle ; votre conversation disparaît de vos messages. Votre client garde sa garde-robe, les tenues que vous lui avez envoyées et l'historique de vos messages."
      onEnded={async () => {
        await navigate('/consultant/dashboard', { replace: true });
        forgetClientFile(queryClient, client.id);
      }}
    />
  );
}

import { useRef } from 'react';
import type { Contact } from '~/domain/messages';
import { displayName } from '~/domain/person';
import { EndLinkDialog } from '~/web/components/end-link-dialog';
import { Avatar } from '~/web/components/ui/avatar';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/web/components/ui/card';
import { Spinner } from '~/web/components/ui/spinner';
import { useMyConsultants } from './api/list-consultants';

/** A client's 'Mes conseillers': who follows her, and a way to end each follow-up. */
export function ConsultantsCard() {
  const consultants = useMyConsultants();
  const title = useRef<HTMLHeadingElement>(null);

  return (
    <Card aria-labelledby="consultants-title">
      <CardHeader>
        <CardTitle id="consultants-title" ref={title} tabIndex={-1} className="focus:outline-none">
          Mes conseillers
        </CardTitle>
        <CardDescription>
          Les conseillers qui voient votre silhouette, votre garde-robe et vos tenues.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {consultants.isPending ? (
          <div className="flex justify-center py-4">
            <Spinner />
          </div>
        ) : consultants.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-gray-700">
            <p>Impossible de charger vos conseillers.</p>
            <Button variant="outline" size="sm" onClick={() => void consultants.refetch()}>
              Réessayer
            </Button>
          </div>
        ) : consultants.data.length === 0 ? (
          <p className="text-sm text-gray-600">Aucun conseiller ne vous suit pour le moment.</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {consultants.data.map((consultant) => (
              <ConsultantRow
                key={consultant.id}
                consultant={consultant}
                // The row is gone with the link: focus goes to the section rather than to the page's top.
                onEnded={() => title.current?.focus()}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ConsultantRow({ consultant, onEnded }: { consultant: Contact; onEnded: () => void }) {
  const name = displayName(consultant);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-0 items-center gap-3">
        <Avatar person={consultant} src={consultant.photoUrl} className="size-10" />
        <p className="truncate font-medium text-gray-900">{name}</p>
      </div>
      <EndLinkDialog
        personId={consultant.id}
        triggerVariant="outline"
        triggerLabel={`Mettre fin au suivi avec ${name}`}
        title={<>Mettre fin au suivi avec {name} ?</>}
        description={`${name} n'aura plus accès à votre silhouette, à votre garde-robe ni à vos tenues. Vous gardez vos vêtements, les tenues reçues et l'historique de vos messages, en lecture seule.`}
        focusAfterEnd={onEnded}
      />
    </li>
  );
}

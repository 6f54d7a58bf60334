import { Pencil } from 'lucide-react';
import { CONSENT_TEXTS } from '~/domain/consent-texts';
import { lazy, Suspense, useId, useState } from 'react';
import { toast } from '~/web/lib/toast';
import type { ClientProfile, ClientProfileInput } from '~/domain/measurements';
import { ConsentWithdrawnNotice, useConsentMissing } from '~/web/components/consent-withdrawn-notice';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/web/components/ui/card';
import { PageLoading } from '~/web/components/ui/spinner';
import { useSaveClientProfile } from '~/web/lib/client-profile';
import { InfoPhoto } from './info-photo';
import { InfoReadView } from './info-read-view';

/**
 * Loaded on 'Modifier': building its schemas costs a phone tens of milliseconds, which the dashboard's start
 * need not spend.
 */
const InfoEditForm = lazy(async () => ({ default: (await import('./info-edit-form')).InfoEditForm }));

/** 'Mes Informations': loading, read view, edit form, back to read on save or cancel (§4 Info card). */
export function InfoCard({ profile, loading }: { profile: ClientProfile | null; loading: boolean }) {
  const [editing, setEditing] = useState(false);
  const save = useSaveClientProfile('update');
  const titleId = useId();
  const consentMissing = useConsentMissing();

  const onSave = (next: ClientProfileInput) =>
    save.mutate(next, {
      onSuccess: () => {
        toast.success('Informations mises à jour', {
          description: 'Vos informations ont été mises à jour avec succès!',
        });
        setEditing(false);
      },
      onError: (error) => {
        console.error(error);
        toast.error('Erreur', {
          description: "Une erreur s'est produite lors de la mise à jour de vos informations.",
        });
      },
    });

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader className="flex flex-row items-start justify-between gap-4">
        <div className="space-y-1">
          <CardTitle id={titleId}>Mes Informations</CardTitle>
          <CardDescription>Détails utilisés pour générer votre silhouette</CardDescription>
        </div>
        {!editing && !loading && !consentMissing && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden /> Modifier
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {loading ? (
          <PageLoading />
        ) : editing ? (
          <Suspense fallback={<PageLoading />}>
            <InfoEditForm
              profile={profile}
              saving={save.isPending}
              onSave={onSave}
              onCancel={() => setEditing(false)}
            />
          </Suspense>
        ) : (
          <>
            <ConsentWithdrawnNotice what={CONSENT_TEXTS.noMeasurements} />
            <InfoPhoto />
            <InfoReadView profile={profile} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

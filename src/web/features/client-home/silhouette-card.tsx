import type { ClientProfile } from '~/domain/measurements';
import { SilhouetteFigure } from '~/web/components/silhouette-figure';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/web/components/ui/card';
import { Spinner } from '~/web/components/ui/spinner';

export function SilhouetteCard({ profile, loading }: { profile: ClientProfile | null; loading: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Ma Silhouette</CardTitle>
        <CardDescription>Dessinée à partir de vos mensurations</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex aspect-square items-center justify-center rounded-xl bg-gradient-to-b from-stone-50 to-stone-100">
          {loading ? <Spinner /> : <SilhouetteFigure measurements={profile ?? {}} className="size-full" />}
        </div>
      </CardContent>
    </Card>
  );
}

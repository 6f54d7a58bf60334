import { Download } from 'lucide-react';
import type { Role } from '~/domain/roles';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/web/components/ui/card';

const WHAT_IS_IN_IT: Record<Role, string> = {
  client:
    'Votre profil et vos mensurations, votre garde-robe avec ses photos, les propositions et les tenues reçues, vos messages.',
  consultant:
    'Votre profil, la liste de vos clients, les propositions et les tenues que vous avez créées, vos notes et vos messages.',
};

/** 'Télécharger mes données': a ZIP of JSON files and images, readable without the product (LISEZMOI.txt inside). */
export function DataExportCard({ role }: { role: Role }) {
  return (
    <Card aria-labelledby="data-export-title">
      <CardHeader>
        <CardTitle id="data-export-title">Mes données</CardTitle>
        <CardDescription>
          Téléchargez tout ce qu'Atelier Silhouette conserve à votre sujet :{' '}
          {WHAT_IS_IN_IT[role].toLowerCase()}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        <Button asChild variant="outline">
          {/* A plain download: the browser streams the archive to disk, the page stays as it is. */}
          <a href="/api/me/export" download>
            <Download aria-hidden />
            Télécharger mes données
          </a>
        </Button>
        <p className="text-sm text-gray-600">Une archive ZIP : des fichiers JSON et vos photos.</p>
      </CardContent>
    </Card>
  );
}

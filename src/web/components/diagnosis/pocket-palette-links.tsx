import { Download, Smartphone } from 'lucide-react';
import { Button } from '../ui/button';

/**
 * Her palette to take along: the pocket card to print (a PDF, cut to a bank card's size) and a phone wallpaper.
 * Plain links: the browser downloads them under their own names.
 */
export function PocketPaletteLinks({ clientId }: { clientId: string }) {
  const base = `/api/clients/${encodeURIComponent(clientId)}`;
  return (
    <div className="space-y-2 print:hidden">
      <h3 className="text-sm font-semibold text-gray-900">À emporter</h3>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" className="min-h-11" asChild>
          <a href={`${base}/pocket-palette.pdf`} download>
            <Download aria-hidden />
            Palette de poche (PDF)
          </a>
        </Button>
        <Button variant="outline" size="sm" className="min-h-11" asChild>
          <a href={`${base}/palette-wallpaper.png`} download>
            <Smartphone aria-hidden />
            Fond d’écran (PNG)
          </a>
        </Button>
      </div>
    </div>
  );
}

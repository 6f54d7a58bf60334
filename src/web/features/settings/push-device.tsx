import { useEffect, useState } from 'react';
import { Button } from '~/web/components/ui/button';
import { errorMessage } from '~/web/lib/error-message';
import { toast } from '~/web/lib/toast';
import { deviceState, disablePush, enablePush, type DeviceState } from './api/push-device';

const EXPLANATION: Record<DeviceState, string> = {
  unsupported:
    'Ce navigateur ne reçoit pas de notifications. Sur iPhone, ajoutez d’abord l’application à l’écran d’accueil.',
  denied:
    'Les notifications sont bloquées pour ce site : autorisez-les dans les réglages du navigateur pour les recevoir ici.',
  off: 'Recevez sur cet appareil une notification quand il se passe quelque chose, même application fermée. Le contenu des messages n’y apparaît jamais.',
  on: 'Cet appareil reçoit vos notifications.',
};

/** This device's push notifications: asked only from her tap, with what they are for. */
export function PushDevice() {
  const [state, setState] = useState<DeviceState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void deviceState().then(setState);
  }, []);
  if (!state) return null;

  const change = async (action: () => Promise<DeviceState>) => {
    setBusy(true);
    try {
      setState(await action());
    } catch (error) {
      console.error('Push subscription failed', error);
      toast.error('Erreur', { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mb-4 flex flex-col gap-3 rounded-lg bg-gray-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-gray-700">{EXPLANATION[state]}</p>
      {state === 'off' && (
        <Button type="button" disabled={busy} onClick={() => void change(enablePush)} className="shrink-0">
          Activer sur cet appareil
        </Button>
      )}
      {state === 'on' && (
        <Button
          type="button"
          variant="outline"
          disabled={busy}
          onClick={() => void change(disablePush)}
          className="shrink-0"
        >
          Désactiver sur cet appareil
        </Button>
      )}
    </div>
  );
}

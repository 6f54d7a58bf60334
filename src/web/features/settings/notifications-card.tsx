import { useState } from 'react';
import { MAIL_RHYTHMS, type MailRhythm, type NotificationPreference } from '~/domain/notification-texts';
import { CATEGORY_LABELS, NOTIFICATION_TEXTS, RHYTHM_LABELS } from '~/domain/notification-texts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/web/components/ui/card';
import { NativeSelect } from '~/web/components/ui/native-select';
import { Spinner } from '~/web/components/ui/spinner';
import { errorMessage } from '~/web/lib/error-message';
import { toast } from '~/web/lib/toast';
import { useNotificationPreferences, useSetNotificationPreference } from './api/notification-preferences';
import { PushDevice } from './push-device';

/** Which mails she receives, per kind of news: immediately, in the morning's summary, or never. */
export function NotificationsCard() {
  const preferences = useNotificationPreferences();
  const save = useSetNotificationPreference();
  const [status, setStatus] = useState('');

  const change = (preference: NotificationPreference) => {
    setStatus('');
    save.mutate(preference, {
      onSuccess: () => setStatus(NOTIFICATION_TEXTS.saved),
      onError: (error) => {
        console.error('Notification preference not saved', error);
        toast.error('Erreur', { description: NOTIFICATION_TEXTS.saveFailed });
      },
    });
  };

  return (
    <Card aria-labelledby="notifications-title">
      <CardHeader>
        <CardTitle id="notifications-title">{NOTIFICATION_TEXTS.settingsTitle}</CardTitle>
        <CardDescription>{NOTIFICATION_TEXTS.settingsIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        <PushDevice />
        {preferences.isPending ? (
          <Spinner className="size-5" label="Chargement des préférences…" />
        ) : preferences.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(preferences.error)}
          </p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {preferences.data.preferences.map((preference) => {
              const { category, mail, push } = preference;
              const { label, hint } = CATEGORY_LABELS[category];
              return (
                <li
                  key={category}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="sm:flex-1">
                    <label htmlFor={`notify-${category}`} className="font-medium text-gray-900">
                      {label}
                    </label>
                    <p id={`notify-${category}-hint`} className="text-sm text-gray-500">
                      {hint}
                    </p>
                  </div>
                  <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                    <NativeSelect
                      id={`notify-${category}`}
                      aria-describedby={`notify-${category}-hint`}
                      className="sm:w-52"
                      value={mail}
                      onChange={(event) =>
                        change({ ...preference, mail: event.currentTarget.value as MailRhythm })
                      }
                    >
                      {MAIL_RHYTHMS.map((rhythm) => (
                        <option key={rhythm} value={rhythm}>
                          {RHYTHM_LABELS[rhythm]}
                        </option>
                      ))}
                    </NativeSelect>
                    <label className="flex min-h-10 items-center gap-2 text-sm text-gray-700 sm:w-36">
                      <input
                        type="checkbox"
                        className="size-4 accent-brand-600"
                        checked={push}
                        aria-label={`Sur mes appareils (${label})`}
                        onChange={(event) => change({ ...preference, push: event.currentTarget.checked })}
                      />
                      Sur mes appareils
                    </label>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <p role="status" className="mt-2 text-sm text-gray-500">
          {status}
        </p>
      </CardContent>
    </Card>
  );
}

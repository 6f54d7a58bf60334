import { useState } from 'react';
import { MAIL_RHYTHMS, type MailRhythm, type NotificationCategory } from '~/domain/notification-texts';
import { CATEGORY_LABELS, NOTIFICATION_TEXTS, RHYTHM_LABELS } from '~/domain/notification-texts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/web/components/ui/card';
import { NativeSelect } from '~/web/components/ui/native-select';
import { Spinner } from '~/web/components/ui/spinner';
import { errorMessage } from '~/web/lib/error-message';
import { toast } from '~/web/lib/toast';
import { useNotificationPreferences, useSetNotificationPreference } from './api/notification-preferences';

/** Which mails she receives, per kind of news: immediately, in the morning's summary, or never. */
export function NotificationsCard() {
  const preferences = useNotificationPreferences();
  const save = useSetNotificationPreference();
  const [status, setStatus] = useState('');

  const change = (category: NotificationCategory, mail: MailRhythm) => {
    setStatus('');
    save.mutate(
      { category, mail },
      {
        onSuccess: () => setStatus(NOTIFICATION_TEXTS.saved),
        onError: (error) => {
          console.error('Notification preference not saved', error);
          toast.error('Erreur', { description: NOTIFICATION_TEXTS.saveFailed });
        },
      },
    );
  };

  return (
    <Card aria-labelledby="notifications-title">
      <CardHeader>
        <CardTitle id="notifications-title">{NOTIFICATION_TEXTS.settingsTitle}</CardTitle>
        <CardDescription>{NOTIFICATION_TEXTS.settingsIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.isPending ? (
          <Spinner className="size-5" label="Chargement des préférences…" />
        ) : preferences.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(preferences.error)}
          </p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {preferences.data.preferences.map(({ category, mail }) => {
              const { label, hint } = CATEGORY_LABELS[category];
              return (
                <li
                  key={category}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div>
                    <label htmlFor={`notify-${category}`} className="font-medium text-gray-900">
                      {label}
                    </label>
                    <p id={`notify-${category}-hint`} className="text-sm text-gray-500">
                      {hint}
                    </p>
                  </div>
                  <NativeSelect
                    id={`notify-${category}`}
                    aria-describedby={`notify-${category}-hint`}
                    className="sm:w-52"
                    value={mail}
                    onChange={(event) => change(category, event.currentTarget.value as MailRhythm)}
                  >
                    {MAIL_RHYTHMS.map((rhythm) => (
                      <option key={rhythm} value={rhythm}>
                        {RHYTHM_LABELS[rhythm]}
                      </option>
                    ))}
                  </NativeSelect>
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

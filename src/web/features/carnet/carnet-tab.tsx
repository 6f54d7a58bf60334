import { Save, Undo2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { useOutletContext } from 'react-router';
import type { ClientSummary } from '~/domain/clients';
import {
  DOCUMENT_MESSAGES,
  MAX_CARNET_INTRO_LENGTH,
  type CarnetComposition,
  type CarnetDraft,
} from '~/domain/documents-texts';
import { LoadFailure } from '~/web/components/load-failure';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/web/components/ui/card';
import { Textarea } from '~/web/components/ui/input';
import { Label } from '~/web/components/ui/label';
import { Spinner } from '~/web/components/ui/spinner';
import { useDraft } from '~/web/lib/drafts';
import { errorMessage } from '~/web/lib/error-message';
import { formatDateTime } from '~/web/lib/format';
import { toast } from '~/web/lib/toast';
import { carnetUrls, useCarnet, useSaveCarnet } from './api';
import { CarnetActions } from './carnet-actions';
import { CarnetPreview } from './carnet-preview';
import { moveLook, moveSection, sameComposition, toggleLook, toggleSection } from './composition';
import { LookPicker } from './look-picker';
import { SectionList } from './section-list';
import { SentVersions } from './sent-versions';

const isNull = (value: unknown) => value === null;

/** The client file's 'Carnet de style' tab: compose, preview, download and send the carnet. */
export function CarnetTab() {
  const client = useOutletContext<ClientSummary>();
  const carnet = useCarnet(client.id);
  if (carnet.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Chargement du carnet..." />
      </div>
    );
  }
  if (carnet.isError) {
    return <LoadFailure message={DOCUMENT_MESSAGES.loadFailed} onRetry={() => void carnet.refetch()} />;
  }
  return <CarnetWorkspace clientId={client.id} carnet={carnet.data} />;
}

function CarnetWorkspace({ clientId, carnet }: { clientId: string; carnet: CarnetDraft }) {
  // The changes not saved yet are a draft: a reload or a closed tab finds them as she left them.
  const draft = useDraft<CarnetComposition | null>(`carnet.${clientId}`, null, isNull);
  const save = useSaveCarnet(clientId);
  const saving = useRef(false);
  const composition = draft.value ?? carnet.composition;
  const dirty = draft.value !== null && !sameComposition(draft.value, carnet.composition);
  const known = new Set(carnet.looks.map((look) => look.id));

  const update = (change: (current: CarnetComposition) => CarnetComposition) =>
    draft.setValue((current) => {
      const base = current ?? carnet.composition;
      // Looks no longer shared are dropped at the first change, so the order shown is the order saved.
      return change({ ...base, lookIds: base.lookIds.filter((id) => known.has(id)) });
    });

  const submit = () => {
    if (saving.current) return;
    saving.current = true;
    const sent = composition;
    save.mutate(sent, {
      onSuccess: () => {
        toast.success(DOCUMENT_MESSAGES.saved);
        // What she changed while it saved stays a draft.
        draft.setValue((current) => (current && !sameComposition(current, sent) ? current : null));
      },
      onError: (error) => toast.error('Erreur', { description: errorMessage(error) }),
      onSettled: () => {
        saving.current = false;
      },
    });
  };

  return (
    <div className="space-y-6">
      <p className="text-sm text-gray-600">{DOCUMENT_MESSAGES.composeIntro}</p>
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
        <Composer
          carnet={carnet}
          composition={composition}
          update={update}
          dirty={dirty}
          restored={draft.restored && dirty}
          saving={save.isPending}
          saveError={save.isError ? errorMessage(save.error) : null}
          onSave={submit}
          onDiscard={() => draft.setValue(null)}
        />
        <div className="space-y-6">
          <PreviewCard clientId={clientId} carnet={carnet} dirty={dirty} />
          <SentVersions clientId={clientId} />
        </div>
      </div>
    </div>
  );
}

function Composer({
  carnet,
  composition,
  update,
  dirty,
  restored,
  saving,
  saveError,
  onSave,
  onDiscard,
}: {
  carnet: CarnetDraft;
  composition: CarnetComposition;
  update: (change: (current: CarnetComposition) => CarnetComposition) => void;
  dirty: boolean;
  restored: boolean;
  saving: boolean;
  saveError: string | null;
  onSave: () => void;
  onDiscard: () => void;
}) {
  const id = useId();
  const saveButton = useRef<HTMLButtonElement>(null);
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{DOCUMENT_MESSAGES.compose}</CardTitle>
        <CardDescription className="text-gray-600">
          {carnet.savedAt
            ? DOCUMENT_MESSAGES.savedOn(formatDateTime(carnet.savedAt))
            : DOCUMENT_MESSAGES.neverSaved}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {restored && (
          <p className="rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900">
            {DOCUMENT_MESSAGES.restored}
          </p>
        )}
        <SectionList
          sections={composition.sections}
          available={carnet.available}
          onToggle={(kind, included) => update((current) => toggleSection(current, kind, included))}
          onMove={(kind, step) => update((current) => moveSection(current, kind, step))}
        />
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-intro`} className="text-base font-semibold text-gray-900">
            {DOCUMENT_MESSAGES.introLabel}
          </Label>
          <Textarea
            id={`${id}-intro`}
            rows={5}
            maxLength={MAX_CARNET_INTRO_LENGTH}
            placeholder={DOCUMENT_MESSAGES.introPlaceholder}
            aria-describedby={`${id}-intro-count`}
            value={composition.intro}
            onChange={(event) => {
              const intro = event.target.value;
              update((current) => ({ ...current, intro }));
            }}
          />
          <p id={`${id}-intro-count`} className="text-right text-xs text-gray-600">
            {DOCUMENT_MESSAGES.introCount(composition.intro.length)}
          </p>
        </div>
        <LookPicker
          looks={carnet.looks}
          lookIds={composition.lookIds}
          onToggle={(lookId, included) => update((current) => toggleLook(current, lookId, included))}
          onMove={(lookId, step) => update((current) => moveLook(current, lookId, step))}
        />
        <div className="space-y-3 border-t border-gray-100 pt-4">
          {dirty && (
            <p role="status" className="text-sm text-amber-800">
              {DOCUMENT_MESSAGES.unsaved}
            </p>
          )}
          {saveError && !saving && (
            <p role="alert" className="text-sm text-red-700">
              {saveError}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            {dirty && (
              <Button
                variant="ghost"
                className="min-h-11 sm:min-h-10"
                disabled={saving}
                onClick={() => {
                  onDiscard();
                  saveButton.current?.focus();
                }}
              >
                <Undo2 aria-hidden />
                {DOCUMENT_MESSAGES.discard}
              </Button>
            )}
            {/* Never disabled: the focus stays on it while it saves (a second press waits for the first). */}
            <Button
              ref={saveButton}
              className="min-h-11 aria-disabled:opacity-60 sm:min-h-10"
              aria-disabled={saving}
              onClick={onSave}
            >
              <Save aria-hidden />
              {saving ? DOCUMENT_MESSAGES.saving : DOCUMENT_MESSAGES.save}
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

function PreviewCard({ clientId, carnet, dirty }: { clientId: string; carnet: CarnetDraft; dirty: boolean }) {
  const id = useId();
  const nothing = !Object.values(carnet.available).some(Boolean);
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{DOCUMENT_MESSAGES.preview}</CardTitle>
        {dirty && <CardDescription className="text-amber-800">{DOCUMENT_MESSAGES.unsaved}</CardDescription>}
      </CardHeader>
      <CardContent className="space-y-4">
        {nothing && <p className="text-sm text-gray-600">{DOCUMENT_MESSAGES.empty}</p>}
        <CarnetPreview url={carnetUrls(clientId).pdf} version={carnet.savedAt ?? 'default'} />
        <CarnetActions clientId={clientId} />
      </CardContent>
    </Card>
  );
}

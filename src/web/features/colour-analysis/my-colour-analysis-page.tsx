import { Loader2, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { COLOUR_PHOTO_TEXTS as T, type PhotoChoice } from '~/domain/colour-photo-texts';
import { LoadFailure } from '~/web/components/load-failure';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/web/components/ui/card';
import { PageLoading } from '~/web/components/ui/spinner';
import { useColourAnalysis } from '~/web/lib/colour-analysis';
import { errorMessage } from '~/web/lib/error-message';
import { useMe } from '~/web/lib/session';
import { toast } from '~/web/lib/toast';
import { CaptureCamera, cameraAvailable } from './capture-camera';
import { examinePicture, useFaceModelLoading, type Examined } from './capture-examine';
import { CaptureFile } from './capture-file';
import { pictureFromFile, type Picture } from './capture-image';
import { useSendAnalysis } from './capture-send';
import { PhotoChecklist } from './photo-checklist';
import { PhotoChoiceGroup } from './photo-choice';
import { hasAnything, PhotoCurrent } from './photo-current';
import { PhotoGuidance } from './photo-guidance';
import { ResultsCard } from './photo-result';

const subscribeOnline = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};
const subscribeNever = () => () => {};
const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

/**
 * 'Mon analyse couleur' (issue 37, decision record 71): the guided photo of her face, checked live, her colours
 * measured on her phone, and her own choice of what her consultant receives: her photo with the colours, or the
 * colours alone (the photo then never leaves the phone).
 */
export function MyColourAnalysisPage() {
  const me = useMe();
  const clientId = me.data?.id;
  const analysis = useColourAnalysis(clientId);

  return (
    <div className="space-y-6">
      <header>
        <h1 tabIndex={-1} className="text-2xl font-semibold text-gray-900 outline-none sm:text-3xl">
          {T.title}
        </h1>
        <p className="mt-1 text-gray-600">{T.subtitle}</p>
      </header>
      {!clientId || analysis.isPending ? (
        <PageLoading />
      ) : analysis.isError ? (
        <LoadFailure message={T.loadFailed} onRetry={() => void analysis.refetch()} />
      ) : (
        <ColourPhoto
          clientId={clientId}
          hasKeptPhoto={Boolean(analysis.data.photoUrl)}
          currentVersion={hasAnything(analysis.data) ? analysis.data.updatedAt : null}
        >
          {hasAnything(analysis.data) && (
            <Card aria-labelledby="colour-current-title">
              <CardHeader>
                <CardTitle
                  id="colour-current-title"
                  tabIndex={-1}
                  className="scroll-mt-20 focus:outline-none"
                >
                  {T.currentTitle}
                </CardTitle>
              </CardHeader>
              <CardContent>
                <PhotoCurrent analysis={analysis.data} clientId={clientId} />
              </CardContent>
            </Card>
          )}
        </ColourPhoto>
      )}
    </div>
  );
}

function ColourPhoto({
  clientId,
  hasKeptPhoto,
  currentVersion,
  children,
}: {
  clientId: string;
  hasKeptPhoto: boolean;
  /** What she has now, by its date: the section above shows it once the page has it. */
  currentVersion: string | null;
  children: ReactNode;
}) {
  const model = useFaceModelLoading();
  const online = useOnline();
  const canUseCamera = useSyncExternalStore(subscribeNever, cameraAvailable, () => false);

  const [choice, setChoice] = useState<PhotoChoice | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const choiceGroup = useRef<HTMLFieldSetElement>(null);

  const [examining, setExamining] = useState(false);
  const [examined, setExamined] = useState<(Examined & { shot: boolean }) | null>(null);
  const [readError, setReadError] = useState<string | null>(null);

  const { send, sending } = useSendAnalysis(clientId);
  const [sendError, setSendError] = useState<string | null>(null);

  const examine = async (picture: Promise<Picture> | Picture, shot: boolean) => {
    setExamining(true);
    setReadError(null);
    setSendError(null);
    let decoded: Picture;
    try {
      decoded = await picture;
    } catch {
      setExamining(false);
      setReadError(T.unreadable);
      return;
    }
    try {
      const result = await examinePicture(decoded);
      setExamined({ ...result, shot });
    } catch {
      // The face model could not load (offline at the first visit): the picture is dropped, she tries again.
      setReadError(T.modelFailed);
    } finally {
      setExamining(false);
    }
  };

  const [goToCurrent, setGoToCurrent] = useState(false);
  useEffect(() => {
    if (!goToCurrent || !currentVersion) return;
    const current = document.getElementById('colour-current-title');
    if (!current) return;
    current.focus();
    current.scrollIntoView({ block: 'start' });
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setGoToCurrent(false);
  }, [goToCurrent, currentVersion]);

  const accepted = examined?.checks.ready && examined.measurements ? examined : null;
  // The colours measured: said to screen readers and keyboards by moving to them.
  useEffect(() => {
    if (accepted) document.getElementById('colour-results-title')?.focus();
  }, [accepted]);

  const onSend = async () => {
    setSendError(null);
    if (!accepted?.measurements) return;
    if (!choice) {
      setChoiceError(T.chooseFirst);
      choiceGroup.current?.focus();
      return;
    }
    if (!online) {
      setSendError(T.offline);
      return;
    }
    try {
      const sent = await send({ picture: accepted.picture, measurements: accepted.measurements, choice });
      if (!sent) return;
      toast.success(T.sent);
      setExamined(null);
      setChoice(null);
      // Her current state shows above once the page has it (the answer reaches the page a moment later): go there.
      setGoToCurrent(true);
    } catch (error) {
      const message = errorMessage(error, T.sendFailed);
      setSendError(`${message} ${T.keptOnPage}`);
      toast.error(message);
    }
  };

  const busy = examining || sending;
  // 'Hors ligne' goes once the connection is back.
  const shownSendError = sendError === T.offline && online ? null : sendError;
  return (
    <>
      {children}
      <Card>
        <CardContent className="pt-6">
          <PhotoGuidance />
        </CardContent>
      </Card>

      <Card aria-labelledby="colour-choice-title">
        <CardHeader>
          <CardTitle id="colour-choice-title">{T.choiceTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          <PhotoChoiceGroup
            value={choice}
            onChange={(next) => {
              setChoice(next);
              setChoiceError(null);
            }}
            hasKeptPhoto={hasKeptPhoto}
            error={choiceError}
            groupRef={choiceGroup}
          />
        </CardContent>
      </Card>

      <Card aria-labelledby="colour-photo-title">
        <CardHeader>
          <CardTitle id="colour-photo-title">{T.photoTitle}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <div role="status" className="text-sm text-gray-600 empty:hidden">
            {model.state === 'loading' && (
              <span className="flex items-center gap-2">
                <Loader2 className="size-4 animate-spin" aria-hidden />
                {T.preparing}
              </span>
            )}
          </div>
          {model.state === 'failed' && (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
              <p>{T.modelFailed}</p>
              <Button variant="outline" className="min-h-11" onClick={model.retry}>
                <RotateCcw aria-hidden />
                {T.retry}
              </Button>
            </div>
          )}
          {canUseCamera && (
            <>
              <CaptureCamera busy={busy} onShot={(picture) => void examine(picture, true)} />
              <p className="text-sm text-gray-600">{T.or}</p>
            </>
          )}
          <CaptureFile
            busy={busy}
            label={examined ? T.chooseAnother : T.chooseFile}
            onFile={(file) => void examine(pictureFromFile(file), false)}
          />
          {examining && (
            <p role="status" className="flex items-center gap-2 text-sm text-gray-700">
              <Loader2 className="size-4 animate-spin" aria-hidden />
              {T.reading}
            </p>
          )}
          {readError && (
            <p role="alert" className="text-sm text-red-700">
              {readError}
            </p>
          )}
          {examined && !accepted && (
            <div className="space-y-3">
              <PhotoChecklist checks={examined.checks} id="photo-checks" />
              <p role="alert" className="text-sm font-medium text-red-700">
                {!examined.checks.ready ? (examined.shot ? T.moved : T.notYet) : T.notMeasured}
              </p>
            </div>
          )}
        </CardContent>
      </Card>

      {accepted?.measurements && (
        <ResultsCard
          picture={accepted.picture}
          checks={accepted.checks}
          measurements={accepted.measurements}
          online={online}
          sending={sending}
          error={shownSendError}
          onSend={() => void onSend()}
        />
      )}
    </>
  );
}

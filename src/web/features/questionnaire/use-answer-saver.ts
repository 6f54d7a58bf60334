import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Answer, Answers, Questionnaire } from '~/domain/questionnaire-texts';
import { ApiError } from '~/web/lib/api';
import { useDraft } from '~/web/lib/drafts';
import { useSaveAnswers } from './api';
import { fits, sameAnswer } from './answers';

/** A text is sent once she pauses; a choice at once. */
const TEXT_DELAY_MS = 600;
/** While the server cannot be reached, her answers are sent again this often (and as soon as she is back online). */
const OFFLINE_RETRY_MS = 20_000;

const NO_ANSWERS: Answers = {};
const hasNoAnswers = (answers: Answers) => Object.keys(answers).length === 0;

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'offline' }
  | { kind: 'refused'; message: string };

/**
 * Her answers saved as she goes. What she changed and the server has not taken yet is kept as a draft in this
 * browser (lib/drafts.ts): a reload, a closed tab or a lost connection loses nothing, and it is sent again when
 * the page comes back, when the connection does, or when she taps 'Réessayer'. One request at a time, with only
 * what changed; what she changes meanwhile goes with the next one.
 */
export function useAnswerSaver(questionnaire: Questionnaire, userId: string) {
  const { mutateAsync } = useSaveAnswers(userId);
  const {
    value: unsent,
    setValue: setUnsent,
    restored,
  } = useDraft<Answers>(`questionnaire.${questionnaire.id}`, NO_ANSWERS, hasNoAnswers);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  // What the last save answered, taken in the same render as the answers it took leave the unsent ones: the
  // query's copy is updated a moment later (a timer away), and a page drawn in between would show neither.
  const [confirmed, setConfirmed] = useState<Questionnaire | null>(null);
  const server = newer(confirmed, questionnaire);

  // The same answers, readable at once by the requests (the state is only read at the next render).
  const latest = useRef(unsent);
  useEffect(() => {
    latest.current = unsent;
  }, [unsent]);
  const keep = useCallback(
    (answers: Answers) => {
      latest.current = answers;
      setUnsent(answers);
    },
    [setUnsent],
  );

  const { id, questions } = questionnaire;
  const byId = useMemo(() => new Map(questions.map((question) => [question.id, question])), [questions]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const running = useRef<Promise<boolean> | null>(null);
  const again = useRef(false);

  /** Sends what is unsent; true once the server has it all. */
  const flush = useCallback((): Promise<boolean> => {
    clearTimeout(timer.current);
    if (running.current) {
      again.current = true;
      return running.current;
    }
    const run = async () => {
      for (;;) {
        again.current = false;
        const sending = Object.fromEntries(
          Object.entries(latest.current).filter(([questionId, answer]) => fits(byId.get(questionId), answer)),
        );
        // An answer that no longer fits (kept from an older visit) would be refused each time: it goes.
        if (Object.keys(sending).length !== Object.keys(latest.current).length) keep(sending);
        if (hasNoAnswers(sending)) return true;
        setState({ kind: 'saving' });
        let answered: Questionnaire;
        try {
          answered = await mutateAsync({ id, answers: sending });
        } catch (error) {
          const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
          setState(refused ? { kind: 'refused', message: error.message } : { kind: 'offline' });
          return false;
        }
        setConfirmed(answered);
        // What she changed while it was on its way stays to send.
        keep(
          Object.fromEntries(
            Object.entries(latest.current).filter(
              ([questionId, answer]) => !(questionId in sending) || !sameAnswer(answer, sending[questionId]),
            ),
          ),
        );
        setState({ kind: 'saved' });
        // Asked again meanwhile (a choice, a pause in a text): what came since goes now; a text still typed waits.
        if (!again.current) return true;
      }
    };
    const promise = run().finally(() => {
      running.current = null;
    });
    running.current = promise;
    return promise;
  }, [byId, id, keep, mutateAsync]);

  /** Her answer to one question: kept at once, sent at once or, for a text, once she pauses. */
  const change = useCallback(
    (questionId: string, answer: Answer, wait = false) => {
      keep({ ...latest.current, [questionId]: answer });
      clearTimeout(timer.current);
      if (wait) timer.current = setTimeout(() => void flush(), TEXT_DELAY_MS);
      else void flush();
    },
    [flush, keep],
  );

  // Back on the page with answers an earlier visit could not send: those the server has meanwhile go, the rest is sent.
  const resumed = useRef(false);
  const kept = server.answers;
  useEffect(() => {
    if (!restored || resumed.current) return;
    resumed.current = true;
    keep(
      Object.fromEntries(
        Object.entries(latest.current).filter(
          ([questionId, answer]) => !sameAnswer(answer, kept[questionId]),
        ),
      ),
    );
    void flush();
  }, [restored, kept, keep, flush]);

  // Offline: sent again when the connection comes back, and every little while meanwhile.
  useEffect(() => {
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);
  useEffect(() => {
    if (state.kind !== 'offline') return;
    const later = setTimeout(() => void flush(), OFFLINE_RETRY_MS);
    return () => clearTimeout(later);
  }, [state, flush]);

  // Leaving the page while a text waits for her pause: sent now (and kept as a draft until the server has it).
  const latestFlush = useRef(flush);
  useEffect(() => {
    latestFlush.current = flush;
  }, [flush]);
  useEffect(
    () => () => {
      if (!hasNoAnswers(latest.current)) void latestFlush.current();
    },
    [],
  );

  /** What the page shows: her answers not sent yet over those the server keeps. */
  const answers = useMemo(() => ({ ...server.answers, ...unsent }), [server.answers, unsent]);

  return { answers, unsent, state, change, flush };
}

/** The newer of two copies of her questionnaire: a read sent before a save may come back after it. */
function newer(saved: Questionnaire | null, read: Questionnaire): Questionnaire {
  if (!saved || saved.id !== read.id) return read;
  return Date.parse(saved.updatedAt) >= Date.parse(read.updatedAt) ? saved : read;
}

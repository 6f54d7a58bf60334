import { X } from 'lucide-react';
import { useRef } from 'react';
import {
  MAX_ANSWER_LENGTH,
  QUESTIONNAIRE_MESSAGES,
  type Answer,
  type Question,
} from '~/domain/questionnaire-texts';
import { Textarea } from '~/web/components/ui/input';
import { Button } from '~/web/components/ui/button';

type FieldProps = {
  question: Question;
  value: Answer | undefined;
  /** `wait`: a text being typed, sent once she pauses. */
  onChange: (answer: Answer, wait?: boolean) => void;
  /** She left a text: what she typed is sent now. */
  onLeave: () => void;
};

const box = 'space-y-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5';
const legend = 'font-medium text-gray-900';
/** Each option a whole row a finger can hit (44 px), its box or dot 20 px. */
const option =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-gray-300 px-3 py-2 text-sm text-gray-900 transition-colors hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-200';
const control = 'size-5 shrink-0 accent-brand-600 focus-visible:outline-none';
/** Focus never lands under the bar of the saving status, stuck to the bottom of the screen. */
const clearOfBar = 'scroll-mb-24';

/** One question with the control its kind asks for: a text, one option, several, or a step of a scale. */
export function QuestionField(props: FieldProps) {
  switch (props.question.kind) {
    case 'text':
      return <TextQuestion {...props} />;
    case 'single':
      return <SingleQuestion {...props} />;
    case 'multiple':
      return <MultipleQuestion {...props} />;
    case 'scale':
      return <ScaleQuestion {...props} />;
    case 'photo':
      // Its answer is photos, not a value: the page shows it as a `PhotoQuestion`.
      return null;
  }
}

const fieldId = (question: Question) => `question-${question.id}`;

function Hint({ question }: { question: Question }) {
  if (!question.hint) return null;
  return (
    <p id={`${fieldId(question)}-hint`} className="text-sm text-gray-600">
      {question.hint}
    </p>
  );
}

const hintId = (question: Question) => (question.hint ? `${fieldId(question)}-hint` : undefined);

function TextQuestion({ question, value, onChange, onLeave }: FieldProps) {
  const id = fieldId(question);
  const text = typeof value === 'string' ? value : '';
  const countId = `${id}-count`;
  return (
    <div className={box}>
      <label htmlFor={id} className="block font-medium text-gray-900">
        {question.label}
      </label>
      <Hint question={question} />
      <Textarea
        id={id}
        rows={3}
        maxLength={MAX_ANSWER_LENGTH}
        value={text}
        aria-describedby={[hintId(question), countId].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.currentTarget.value, true)}
        onBlur={onLeave}
        className={`resize-y ${clearOfBar}`}
      />
      <p id={countId} className="text-right text-xs text-gray-600 tabular-nums">
        {QUESTIONNAIRE_MESSAGES.count(text.length)}
      </p>
    </div>
  );
}

function SingleQuestion({ question, value, onChange }: FieldProps) {
  const id = fieldId(question);
  const chosen = typeof value === 'string' ? value : '';
  const group = useRef<HTMLFieldSetElement>(null);
  return (
    <div className={box}>
      <fieldset ref={group} className="min-w-0 space-y-3" aria-describedby={hintId(question)}>
        <legend className={legend}>{question.label}</legend>
        <Hint question={question} />
        <div className="grid gap-2 sm:grid-cols-2">
          {(question.options ?? []).map((choice) => (
            <label key={choice} className={option}>
              <input
                type="radio"
                name={id}
                value={choice}
                checked={chosen === choice}
                onChange={() => onChange(choice)}
                className={`${control} ${clearOfBar}`}
              />
              {choice}
            </label>
          ))}
        </div>
        {chosen && (
          <Button
            variant="ghost"
            size="sm"
            className="min-h-11 text-gray-700"
            onClick={() => {
              onChange('');
              // The button goes with her answer: focus stays in the question, on its first option.
              group.current?.querySelector('input')?.focus();
            }}
          >
            <X aria-hidden />
            {QUESTIONNAIRE_MESSAGES.clear}
            <span className="sr-only">{QUESTIONNAIRE_MESSAGES.clearFor(question.label)}</span>
          </Button>
        )}
      </fieldset>
    </div>
  );
}

function MultipleQuestion({ question, value, onChange }: FieldProps) {
  const chosen = Array.isArray(value) ? value : [];
  const options = question.options ?? [];
  return (
    <div className={box}>
      <fieldset className="min-w-0 space-y-3" aria-describedby={hintId(question)}>
        <legend className={legend}>{question.label}</legend>
        <Hint question={question} />
        <div className="grid gap-2 sm:grid-cols-2">
          {options.map((choice) => (
            <label key={choice} className={option}>
              <input
                type="checkbox"
                value={choice}
                checked={chosen.includes(choice)}
                // In the questionnaire's order, whatever the order she ticks them in.
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  onChange(options.filter((o) => (o === choice ? checked : chosen.includes(o))));
                }}
                className={`${control} rounded ${clearOfBar}`}
              />
              {choice}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

function ScaleQuestion({ question, value, onChange }: FieldProps) {
  const id = fieldId(question);
  const scale = question.scale ?? { max: 5, low: '', high: '' };
  const steps = Array.from({ length: scale.max }, (_, index) => index + 1);
  const endsId = `${id}-ends`;
  return (
    <div className={box}>
      <fieldset
        className="min-w-0 space-y-3"
        aria-describedby={[hintId(question), endsId].filter(Boolean).join(' ')}
      >
        <legend className={legend}>{question.label}</legend>
        <Hint question={question} />
        <div className="flex gap-2">
          {steps.map((step) => (
            <label
              key={step}
              className="flex min-h-14 min-w-11 flex-1 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border border-gray-300 py-2 text-sm font-medium text-gray-900 transition-colors hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-200"
            >
              <input
                type="radio"
                name={id}
                value={step}
                checked={value === step}
                onChange={() => onChange(step)}
                className={`${control} ${clearOfBar}`}
              />
              {step}
            </label>
          ))}
        </div>
        <p id={endsId} className="flex justify-between gap-4 text-sm text-gray-600">
          <span>
            <span className="sr-only">1 : </span>
            {scale.low}
          </span>
          <span className="text-right">
            <span className="sr-only">, {scale.max} : </span>
            {scale.high}
          </span>
        </p>
      </fieldset>
    </div>
  );
}

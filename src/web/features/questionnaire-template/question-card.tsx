import { Plus, Trash2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  DEFAULT_QUESTION_PHOTOS,
  MAX_QUESTION_PHOTOS,
  MIN_QUESTION_PHOTOS,
  type Question,
} from '~/domain/questionnaire-texts';
import {
  MAX_OPTION_LENGTH,
  MAX_QUESTION_HINT_LENGTH,
  MAX_QUESTION_LABEL_LENGTH,
  MAX_QUESTION_OPTIONS,
  MAX_SCALE_END_LENGTH,
  MAX_SCALE_STEPS,
  MIN_QUESTION_OPTIONS,
  MIN_SCALE_STEPS,
  QUESTION_KIND_LABELS,
  QUESTIONNAIRE_TEMPLATE_MESSAGES as M,
  type QuestionField,
  type QuestionProblem,
} from '~/domain/questionnaire-template-texts';
import { Button } from '~/web/components/ui/button';
import { Input } from '~/web/components/ui/input';
import { Label } from '~/web/components/ui/label';
import { NativeSelect } from '~/web/components/ui/native-select';
import { cn } from '~/web/lib/cn';
import { fieldId } from './editing';
import { MoveButtons } from '~/web/components/move-buttons';

const PHOTO_COUNTS = Array.from(
  { length: MAX_QUESTION_PHOTOS - MIN_QUESTION_PHOTOS + 1 },
  (_, i) => MIN_QUESTION_PHOTOS + i,
);
const STEPS = Array.from({ length: MAX_SCALE_STEPS - MIN_SCALE_STEPS + 1 }, (_, i) => MIN_SCALE_STEPS + i);

/** A label, its control (given its id) and its problem, said with the control. */
function Field({
  id,
  label,
  problem,
  labelClassName,
  className,
  children,
}: {
  id: string;
  label: string;
  problem?: string;
  labelClassName?: string;
  className?: string;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  return (
    <div className={cn('min-w-0 space-y-1.5', className)}>
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      {children({
        id,
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': problem ? `${id}-problem` : undefined,
      })}
      {problem && <Problem id={`${id}-problem`}>{problem}</Problem>}
    </div>
  );
}

const Problem = ({ id, children }: { id: string; children: ReactNode }) => (
  <p id={id} className="text-sm text-red-700">
    {children}
  </p>
);

/**
 * One question of her template: its words, its hint, its choices or its scale, moved, removed. Its kind is set when
 * she adds it (a sent questionnaire's answers stay those of its kind).
 */
export function QuestionCard({
  base,
  question,
  index,
  count,
  problems,
  onChange,
  onMove,
  onRemove,
  focusAfterRender,
}: {
  base: string;
  question: Question;
  index: number;
  count: number;
  /** Shown once she tried to save. */
  problems: QuestionProblem[];
  onChange: (question: Question) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  focusAfterRender: (id: string) => void;
}) {
  const id = (field: QuestionField | 'addOption') => fieldId(base, question.id, field);
  const problemOf = (field: QuestionField) => problems.find((problem) => problem.field === field)?.message;
  const headingId = `${base}-${question.id}-heading`;
  const options = question.options ?? [];
  const scale = question.scale ?? { max: 5, low: '', high: '' };
  const setOption = (at: number, text: string) =>
    onChange({ ...question, options: options.map((option, i) => (i === at ? text : option)) });

  return (
    <li>
      <section
        aria-labelledby={headingId}
        className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id={headingId} tabIndex={-1} className="font-semibold text-gray-900 outline-none sm:pt-1">
            {M.questionHeading(index + 1)}
            <span className="sr-only sm:not-sr-only"> · </span>
            <span className="block text-sm font-normal text-gray-600 sm:inline sm:text-base">
              {QUESTION_KIND_LABELS[question.kind]}
            </span>
          </h2>
          <div className="flex shrink-0 gap-1">
            <MoveButtons
              upLabel={M.moveUp(index + 1)}
              downLabel={M.moveDown(index + 1)}
              index={index}
              count={count}
              onMove={onMove}
            />
            <Button
              variant="outline"
              size="icon"
              className="size-11 text-red-700 hover:bg-red-50 hover:text-red-800 sm:size-9"
              aria-label={M.remove(index + 1)}
              title={M.remove(index + 1)}
              onClick={onRemove}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        </div>

        <Field id={id('label')} label={M.labelLabel} problem={problemOf('label')}>
          {(props) => (
            <Input
              {...props}
              className="min-h-11 sm:min-h-10"
              maxLength={MAX_QUESTION_LABEL_LENGTH}
              value={question.label}
              onChange={(event) => onChange({ ...question, label: event.target.value })}
            />
          )}
        </Field>
        <Field id={id('hint')} label={M.hintLabel} problem={problemOf('hint')}>
          {(props) => (
            <Input
              {...props}
              className="min-h-11 sm:min-h-10"
              maxLength={MAX_QUESTION_HINT_LENGTH}
              placeholder={M.hintPlaceholder}
              value={question.hint ?? ''}
              onChange={(event) => onChange({ ...question, hint: event.target.value })}
            />
          )}
        </Field>

        {(question.kind === 'single' || question.kind === 'multiple') && (
          <fieldset className="space-y-2">
            <legend className="mb-1.5 text-sm font-medium text-gray-900">{M.optionsLegend}</legend>
            <ol className="space-y-2">
              {options.map((option, at) => (
                <li key={at} className="flex items-start gap-2">
                  <Field
                    id={id(`option.${at}`)}
                    label={M.optionLabel(at + 1)}
                    labelClassName="sr-only"
                    className="flex-1"
                    problem={problemOf(`option.${at}`)}
                  >
                    {(props) => (
                      <Input
                        {...props}
                        className="min-h-11 sm:min-h-10"
                        maxLength={MAX_OPTION_LENGTH}
                        value={option}
                        onChange={(event) => setOption(at, event.target.value)}
                      />
                    )}
                  </Field>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-11 shrink-0 sm:size-10"
                    aria-label={M.removeOption(at + 1)}
                    title={M.removeOption(at + 1)}
                    disabled={options.length <= MIN_QUESTION_OPTIONS}
                    onClick={() => {
                      onChange({ ...question, options: options.filter((_, i) => i !== at) });
                      focusAfterRender(id(`option.${Math.min(at, options.length - 2)}`));
                    }}
                  >
                    <X aria-hidden />
                  </Button>
                </li>
              ))}
            </ol>
            <Button
              id={id('addOption')}
              variant="outline"
              size="sm"
              className="min-h-11 sm:min-h-9"
              aria-describedby={problemOf('options') ? `${id('addOption')}-problem` : undefined}
              disabled={options.length >= MAX_QUESTION_OPTIONS}
              onClick={() => {
                onChange({ ...question, options: [...options, ''] });
                focusAfterRender(id(`option.${options.length}`));
              }}
            >
              <Plus aria-hidden />
              {M.addOption}
            </Button>
            {problemOf('options') && (
              <Problem id={`${id('addOption')}-problem`}>{problemOf('options')}</Problem>
            )}
          </fieldset>
        )}

        {question.kind === 'scale' && (
          <div className="grid gap-3 sm:grid-cols-3">
            <Field id={id('scale')} label={M.scaleStepsLabel} problem={problemOf('scale')}>
              {(props) => (
                <NativeSelect
                  {...props}
                  className="[&_select]:min-h-11 sm:[&_select]:min-h-10"
                  value={String(scale.max)}
                  onChange={(event) =>
                    onChange({ ...question, scale: { ...scale, max: Number(event.target.value) } })
                  }
                >
                  {STEPS.map((steps) => (
                    <option key={steps} value={steps}>
                      {steps}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            {(['low', 'high'] as const).map((end) => (
              <Field
                key={end}
                id={id(end)}
                label={end === 'low' ? M.scaleLowLabel : M.scaleHighLabel}
                problem={problemOf(end)}
              >
                {(props) => (
                  <Input
                    {...props}
                    className="min-h-11 sm:min-h-10"
                    maxLength={MAX_SCALE_END_LENGTH}
                    value={scale[end]}
                    onChange={(event) =>
                      onChange({ ...question, scale: { ...scale, [end]: event.target.value } })
                    }
                  />
                )}
              </Field>
            ))}
          </div>
        )}

        {question.kind === 'photo' && (
          <Field
            id={id('maxPhotos')}
            label={M.maxPhotosLabel}
            problem={problemOf('maxPhotos')}
            className="sm:max-w-xs"
          >
            {(props) => (
              <>
                <NativeSelect
                  {...props}
                  aria-describedby={[`${id('maxPhotos')}-hint`, props['aria-describedby']]
                    .filter(Boolean)
                    .join(' ')}
                  className="[&_select]:min-h-11 sm:[&_select]:min-h-10"
                  value={String(question.maxPhotos ?? DEFAULT_QUESTION_PHOTOS)}
                  onChange={(event) => onChange({ ...question, maxPhotos: Number(event.target.value) })}
                >
                  {PHOTO_COUNTS.map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </NativeSelect>
                <p id={`${id('maxPhotos')}-hint`} className="text-sm text-gray-600">
                  {M.maxPhotosHint}
                </p>
              </>
            )}
          </Field>
        )}
      </section>
    </li>
  );
}

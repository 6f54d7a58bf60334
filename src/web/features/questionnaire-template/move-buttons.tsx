import { ChevronDown, ChevronUp } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { QUESTIONNAIRE_TEMPLATE_MESSAGES as M } from '~/domain/questionnaire-template-texts';
import { Button } from '~/web/components/ui/button';

/**
 * 'Monter la question 3' / 'Descendre la question 3': one place up or down, as the carnet's sections move. The
 * focus stays on the button pressed as its question moves (or goes to the other one once it reaches an end), so a
 * keyboard can move a question several places; the page announces where it went.
 */
export function MoveButtons({
  index,
  count,
  onMove,
}: {
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
}) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const pressed = useRef<-1 | 1 | null>(null);
  const first = index === 0;
  const last = index === count - 1;

  useLayoutEffect(() => {
    if (pressed.current === null) return;
    const wanted = pressed.current === -1 ? (first ? down : up) : last ? up : down;
    pressed.current = null;
    wanted.current?.focus();
  }, [index, first, last]);

  const move = (step: -1 | 1) => {
    pressed.current = step;
    onMove(step);
  };

  return (
    <div className="flex shrink-0 gap-1">
      <Button
        ref={up}
        variant="outline"
        size="icon"
        className="size-11 sm:size-9"
        aria-label={M.moveUp(index + 1)}
        title={M.moveUp(index + 1)}
        disabled={first}
        onClick={() => move(-1)}
      >
        <ChevronUp aria-hidden />
      </Button>
      <Button
        ref={down}
        variant="outline"
        size="icon"
        className="size-11 sm:size-9"
        aria-label={M.moveDown(index + 1)}
        title={M.moveDown(index + 1)}
        disabled={last}
        onClick={() => move(1)}
      >
        <ChevronDown aria-hidden />
      </Button>
    </div>
  );
}

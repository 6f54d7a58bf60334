import { ChevronDown, ChevronUp } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Button } from './ui/button';

/**
 * One place up or down in a list the user orders (the carnet's sections and looks, her questionnaire's questions),
 * named by the caller ('Monter « Palette »'). The focus stays on the button pressed as its row moves (or goes to the
 * other one once the row reaches an end), so a keyboard can move a row several places.
 */
export function MoveButtons({
  upLabel,
  downLabel,
  index,
  count,
  onMove,
  disabled = false,
}: {
  upLabel: string;
  downLabel: string;
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
  disabled?: boolean;
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
        aria-label={upLabel}
        title={upLabel}
        disabled={disabled || first}
        onClick={() => move(-1)}
      >
        <ChevronUp aria-hidden />
      </Button>
      <Button
        ref={down}
        variant="outline"
        size="icon"
        className="size-11 sm:size-9"
        aria-label={downLabel}
        title={downLabel}
        disabled={disabled || last}
        onClick={() => move(1)}
      >
        <ChevronDown aria-hidden />
      </Button>
    </div>
  );
}

import { ChevronDown, ChevronUp } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { DOCUMENT_MESSAGES } from '~/domain/documents-texts';
import { Button } from '~/web/components/ui/button';

/**
 * 'Monter « Palette »' / 'Descendre « Palette »': one place up or down. The focus stays on the button pressed as
 * its row moves (or goes to the other one once the row reaches an end), so a keyboard can move a row several places.
 */
export function MoveButtons({
  label,
  index,
  count,
  onMove,
  disabled = false,
}: {
  label: string;
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
        aria-label={DOCUMENT_MESSAGES.moveUp(label)}
        title={DOCUMENT_MESSAGES.moveUp(label)}
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
        aria-label={DOCUMENT_MESSAGES.moveDown(label)}
        title={DOCUMENT_MESSAGES.moveDown(label)}
        disabled={disabled || last}
        onClick={() => move(1)}
      >
        <ChevronDown aria-hidden />
      </Button>
    </div>
  );
}

import { Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { CapsuleSummary } from '~/domain/capsule-texts';
import { Button } from '~/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/web/components/ui/dialog';
import { errorMessage } from '~/web/lib/error-message';
import { toast } from '~/web/lib/toast';
import { useUpdateCapsule } from './api';
import {
  CapsuleFields,
  capsuleFieldsProblem,
  splitOccasions,
  type CapsuleFieldValues,
} from './capsule-fields';

const valuesOf = (capsule: CapsuleSummary): CapsuleFieldValues => ({
  name: capsule.name,
  occasions: capsule.occasions.join(', '),
  startsOn: capsule.startsOn ?? '',
  endsOn: capsule.endsOn ?? '',
});

/** 'Modifier': its name and occasions, and a trip's dates (the days that fall outside lose their looks). */
export function EditCapsuleDialog({ capsule }: { capsule: CapsuleSummary }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(() => valuesOf(capsule));
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateCapsule(capsule.id);
  const travel = capsule.kind === 'travel';

  const onOpenChange = (next: boolean) => {
    if (next) {
      setValues(valuesOf(capsule));
      setProblem(null);
    }
    setOpen(next);
  };
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const wrong = capsuleFieldsProblem(capsule.kind, values);
    setProblem(wrong);
    if (wrong) return;
    try {
      await update.mutateAsync({
        name: values.name.trim(),
        occasions: splitOccasions(values.occasions),
        ...(travel ? { startsOn: values.startsOn, endsOn: values.endsOn } : {}),
      });
      toast.success(travel ? 'Valise modifiée' : 'Capsule modifiée');
      setOpen(false);
    } catch (error) {
      toast.error('Erreur', { description: errorMessage(error) });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <Button type="button" variant="outline" className="min-h-11" onClick={() => onOpenChange(true)}>
        <Pencil aria-hidden />
        Modifier
      </Button>
      <DialogContent className="max-w-xl">
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <DialogHeader>
            <DialogTitle>{travel ? 'Modifier la valise' : 'Modifier la capsule'}</DialogTitle>
            <DialogDescription>
              {travel
                ? 'Les jours qui sortent des nouvelles dates perdent leur tenue.'
                : 'Ses pièces ne changent pas.'}
            </DialogDescription>
          </DialogHeader>
          <CapsuleFields kind={capsule.kind} values={values} problem={problem} onChange={setValues} />
          {problem && (
            <p role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Annuler
              </Button>
            </DialogClose>
            <Button type="submit" disabled={update.isPending}>
              Enregistrer
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

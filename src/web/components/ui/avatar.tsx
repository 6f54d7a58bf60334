import { Avatar as AvatarPrimitive } from 'radix-ui';
import { initials } from '~/domain/person';
import { cn } from '~/web/lib/cn';

/** A round photo with the person's initials as fallback. */
export function Avatar({
  person,
  src,
  className,
}: {
  person: { firstName?: string | null; lastName?: string | null };
  src?: string | null;
  className?: string;
}) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        'relative inline-flex size-10 shrink-0 overflow-hidden rounded-full bg-brand-100',
        className,
      )}
    >
      {src && <AvatarPrimitive.Image src={src} alt="" className="size-full object-cover" />}
      <AvatarPrimitive.Fallback
        delayMs={src ? 300 : 0}
        className="flex size-full items-center justify-center text-sm font-semibold text-brand-700"
      >
        {initials(person)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}

import { Menu, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useState } from 'react';
import { Logo } from '~/web/components/logo';
import { SidebarNav, unreadWord, type NavEntry } from './sidebar-nav';

/**
 * Small screens: the sidebar slides in from the left behind a menu button, which shows a dot while an entry
 * counts something unread (the sidebar's badges are out of sight until it opens).
 */
export function MobileNav({ entries, areaLabel }: { entries: NavEntry[]; areaLabel: string }) {
  const [open, setOpen] = useState(false);
  const counted = entries.filter((entry) => entry.badge);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger className="relative -ml-2 inline-flex size-11 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 md:hidden">
        <Menu className="size-5" aria-hidden />
        {counted.length > 0 && (
          <span
            aria-hidden
            className="absolute right-1.5 top-1.5 size-2.5 rounded-full bg-brand-600 ring-2 ring-white"
          />
        )}
        <span className="sr-only">
          Ouvrir le menu
          {counted
            .map(
              (entry) => `, ${entry.label} : ${entry.badge} ${(entry.badgeWord ?? unreadWord)(entry.badge!)}`,
            )
            .join('')}
        </span>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-gray-900/40 backdrop-blur-[1px] transition-opacity starting:opacity-0 md:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-2xl transition-transform duration-200 ease-out starting:-translate-x-full md:hidden"
        >
          <div className="flex h-16 items-center justify-between border-b border-gray-100 px-4">
            <DialogPrimitive.Title className="sr-only">Menu</DialogPrimitive.Title>
            <Logo />
            <DialogPrimitive.Close className="inline-flex size-11 items-center justify-center rounded-lg text-gray-500 hover:bg-gray-100">
              <X className="size-5" aria-hidden />
              <span className="sr-only">Fermer le menu</span>
            </DialogPrimitive.Close>
          </div>
          <p className="px-6 pt-4 text-xs font-semibold uppercase tracking-wider text-brand-700">
            {areaLabel}
          </p>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <SidebarNav entries={entries} onNavigate={() => setOpen(false)} />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

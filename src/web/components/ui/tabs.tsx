import {
  createContext,
  useContext,
  useId,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { cn } from '~/web/lib/cn';

/**
 * Tabs after the WAI-ARIA pattern (automatic activation): the chosen tab alone in the Tab order, the arrows,
 * Home and End move to a tab and choose it, a press chooses it. Written here rather than taken from Radix, whose
 * roving focus and collections weighed 4.8 KB of brotli on the four pages that show tabs (decision record 58).
 * Same props and data-state attributes as Radix's.
 */
type TabsState = { value: string; choose: (value: string) => void; baseId: string };
const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('A tab or panel is outside <Tabs>');
  return state;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export function Tabs({
  value,
  onValueChange,
  ...props
}: Omit<ComponentProps<'div'>, 'onChange'> & { value: string; onValueChange: (value: string) => void }) {
  const baseId = useId();
  const choose = (next: string) => next !== value && onValueChange(next);
  return (
    <TabsContext.Provider value={{ value, choose, baseId }}>
      <div {...props} />
    </TabsContext.Provider>
  );
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const moveTo = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const current = tabs.indexOf(event.target as HTMLButtonElement);
    if (current === -1) return;
    const next = {
      ArrowRight: (current + 1) % tabs.length,
      ArrowLeft: (current - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    tabs[next]!.focus();
    tabs[next]!.click();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('inline-flex flex-wrap items-center gap-1 rounded-xl bg-gray-100 p-1', className)}
      onKeyDown={moveTo}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  onClick,
  ...props
}: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.choose(value);
      }}
      className={cn(
        'rounded-lg px-3 py-1.5 text-sm font-medium text-gray-600 transition-colors hover:text-gray-900 data-[state=active]:bg-white data-[state=active]:text-gray-900 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/** The chosen tab's panel; `forceMount` keeps the others in the page, hidden by their data-state. */
export function TabsContent({
  value,
  forceMount,
  ...props
}: ComponentProps<'div'> & { value: string; forceMount?: boolean }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={0}
      {...props}
    />
  );
}

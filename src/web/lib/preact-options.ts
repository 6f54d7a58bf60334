import { options, type VNode } from 'preact';

/**
 * Where Preact's defaults differ from React's in ways the app notices (decision record 52). Imported first by
 * both entries.
 */

/**
 * Props React reads and never writes to the page (`suppressHydrationWarning`, which sonner's toaster passes):
 * Preact would write them as attributes, on the server's HTML and in the browser. Dropped from every element.
 */
const REACT_ONLY = ['suppressHydrationWarning', 'suppressContentEditableWarning'];

const previousVnode = options.vnode;
options.vnode = (vnode: VNode) => {
  if (typeof vnode.type === 'string' && vnode.props) {
    const props = vnode.props as Record<string, unknown>;
    for (const name of REACT_ONLY) if (name in props) delete props[name];
  }
  previousVnode?.(vnode);
};

/**
 * Effects run after the render as React runs them: at once, in the same task, when a press or a key caused the
 * render (so a menu opened by Enter has focused its first item before the next key, and a popover opened in a
 * dialog has registered its layer before an Escape: Radix keeps both in effects); otherwise in the task right after
 * the render, rather than after the next painted frame. Chromium handles a waiting key or press before a task
 * posted earlier, so a task was not enough after an input.
 */
const DISCRETE_EVENTS = [
  'keydown',
  'keyup',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'click',
  'input',
];
let inDiscreteEvent = false;
// In the browser only: an open port would keep a Node process (the server's renderer imports this module) alive.
const endOfTask = typeof window === 'undefined' ? null : new MessageChannel();
if (endOfTask) {
  endOfTask.port1.onmessage = () => {
    inDiscreteEvent = false;
  };
}

/**
 * The renders of this task run their effects at once, as after a key: for a change that a key may follow at any
 * moment (a menu's code arriving while its button has the focus), so that no key finds the effects not yet run.
 */
export function runEffectsInThisTask() {
  if (inDiscreteEvent || !endOfTask) return;
  inDiscreteEvent = true;
  endOfTask.port2.postMessage(null);
}

if (typeof window !== 'undefined') {
  for (const type of DISCRETE_EVENTS) window.addEventListener(type, runEffectsInThisTask, { capture: true });
}

if (typeof MessageChannel !== 'undefined') {
  options.requestAnimationFrame = (flush: () => void) => {
    if (inDiscreteEvent) return queueMicrotask(flush);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => flush();
    channel.port2.postMessage(null);
  };
}

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

if (typeof window !== 'undefined') {
  const endOfTask = new MessageChannel();
  endOfTask.port1.onmessage = () => {
    inDiscreteEvent = false;
  };
  const onDiscreteEvent = () => {
    if (inDiscreteEvent) return;
    inDiscreteEvent = true;
    endOfTask.port2.postMessage(null);
  };
  for (const type of DISCRETE_EVENTS) window.addEventListener(type, onDiscreteEvent, { capture: true });
}

if (typeof MessageChannel !== 'undefined') {
  options.requestAnimationFrame = (flush: () => void) => {
    if (inDiscreteEvent) return queueMicrotask(flush);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => flush();
    channel.port2.postMessage(null);
  };
}

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
 * Effects run in the task right after the render, as React runs them after a press or a key, rather than after
 * the next painted frame: a popover opened in a dialog registers its layer before the next key, so an Escape
 * at once closes the popover, not the dialog beneath (Radix keeps its layers in effects).
 */
if (typeof MessageChannel !== 'undefined') {
  options.requestAnimationFrame = (flush: () => void) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => flush();
    channel.port2.postMessage(null);
  };
}

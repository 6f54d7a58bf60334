import { options, type VNode } from 'preact';

/**
 * Props React reads and never writes to the page (`suppressHydrationWarning`, which sonner's toaster passes):
 * Preact would write them as attributes, on the server's HTML and in the browser. Dropped from every element
 * before it is drawn (decision record 52). Imported first by both entries.
 */
const REACT_ONLY = ['suppressHydrationWarning', 'suppressContentEditableWarning'];

const previous = options.vnode;
options.vnode = (vnode: VNode) => {
  if (typeof vnode.type === 'string' && vnode.props) {
    const props = vnode.props as Record<string, unknown>;
    for (const name of REACT_ONLY) if (name in props) delete props[name];
  }
  previous?.(vnode);
};

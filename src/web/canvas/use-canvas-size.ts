import { useEffect, useRef, useState } from 'react';

/**
 * The drawn size of the square canvas, measured once laid out and again on every resize (§4 Canvas
 * readiness); 0 until known, and nothing is drawn or added before then.
 */
export function useCanvasSize() {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setSize(Math.floor(element.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}

import { useEffect, useRef } from 'react';
import { Button } from '~/web/components/ui/button';

/**
 * Infinite scroll: the next page loads when this sentinel nears the viewport. The button is the fallback
 * (no IntersectionObserver, keyboard users, or after a failed page, which is not retried by itself).
 */
export function LoadMore({
  hasNextPage,
  loading,
  failed,
  onLoadMore,
}: {
  hasNextPage: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const auto = hasNextPage && !loading && !failed;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !auto || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [auto, onLoadMore]);

  if (!hasNextPage) return null;
  return (
    <div ref={sentinel} className="flex justify-center pt-8">
      <Button variant="outline" onClick={onLoadMore} disabled={loading}>
        {loading ? 'Chargement...' : 'Charger plus'}
      </Button>
    </div>
  );
}

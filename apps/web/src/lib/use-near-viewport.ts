import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and from then on: the time to
 * start a widget below the fold, so that a page does not pay for it before it can be seen. True
 * at once where the browser has no IntersectionObserver.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '100% 0px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}

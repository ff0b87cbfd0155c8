/** The media queries the server's render answered (`data-media` on the app's root), if it rendered the page. */
export function serverMedia(container: HTMLElement): Record<string, boolean> | null {
  const text = container.dataset.media;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'boolean')) as Record<
      string,
      boolean
    >;
  } catch {
    return null;
  }
}

/** Whether this browser answers the server's media queries as the server's render did. */
export function sameMedia(media: Record<string, boolean>): boolean {
  return Object.entries(media).every(([query, answer]) => window.matchMedia?.(query).matches === answer);
}

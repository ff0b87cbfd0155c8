/** The text with LIKE's own characters (`%`, `_` and `\`) escaped, so that each matches itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern matching the text anywhere, its own wildcards matching themselves. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

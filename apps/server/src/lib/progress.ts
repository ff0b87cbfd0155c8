/** `[#####.....]`: a text progress bar for `ratio` (0 to 1) of the work, for command-line tools. */
export function progressBar(ratio: number, width = 30): string {
  const filled = Math.round(Math.min(1, Math.max(0, ratio)) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
}

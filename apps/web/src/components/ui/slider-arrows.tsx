type Props = {
  /** The buttons' class (the slider's control style). */
  className: string | undefined;
  onPrevious: () => void;
  onNext: () => void;
  /** The buttons' accessible names. */
  labels: { previous: string; next: string };
  /** Disables a button at the track's end, where the slider tells. */
  canPrevious?: boolean | undefined;
  canNext?: boolean | undefined;
  /** The buttons' test ids are `<testIdPrefix>-previous` and `<testIdPrefix>-next`. */
  testIdPrefix?: string | undefined;
};

/** A carousel's previous and next buttons (‹ ›, named by their labels). */
export function SliderArrows({ className, onPrevious, onNext, labels, canPrevious, canNext, testIdPrefix }: Props) {
  const arrows = [
    { key: 'previous', onClick: onPrevious, can: canPrevious, glyph: '‹' },
    { key: 'next', onClick: onNext, can: canNext, glyph: '›' },
  ] as const;
  return arrows.map(({ key, onClick, can, glyph }) => (
    <button
      key={key}
      type="button"
      className={className}
      onClick={onClick}
      disabled={can === undefined ? undefined : !can}
      aria-label={labels[key]}
      data-testid={testIdPrefix ? `${testIdPrefix}-${key}` : undefined}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  ));
}

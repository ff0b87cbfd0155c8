import type { ReactNode } from 'react';
import styles from './logo.module.css';

/** A scalloped seal outline (24 lobes) around (20, 20). */
const SEAL_PATH = (() => {
  const lobes = 24;
  const parts: string[] = [];
  for (let i = 0; i <= lobes * 2; i++) {
    const angle = (Math.PI * i) / lobes - Math.PI / 2;
    const r = i % 2 === 0 ? 17.2 : 20.4;
    const x = (20 + r * Math.cos(angle)).toFixed(2);
    const y = (20 + r * Math.sin(angle)).toFixed(2);
    parts.push(i === 0 ? `M${x} ${y}` : i % 2 === 1 ? `Q${x} ${y}` : ` ${x} ${y}`);
  }
  return `${parts.join('')}Z`;
})();

const WORD_WIDTH = 104;
const SUFFIX_CHAR = 12;

function SealwiseMark() {
  return (
    <g>
      <path className={styles.mark} d={SEAL_PATH} />
      <circle className={styles.markLine} cx="20" cy="20" r="10.5" />
      <path className={styles.markLine} d="m15.2 20.4 3.3 3.3 6.5-7" />
    </g>
  );
}

function LabwiseMark() {
  return (
    <g>
      <path className={styles.flask} d="M15 5h10M17 5v10.5L8.4 30.6A3 3 0 0 0 11 35h18a3 3 0 0 0 2.6-4.4L23 15.5V5" />
      <path className={styles.liquid} d="M12.6 25h14.8l3.1 5.6A2.2 2.2 0 0 1 28.6 34H11.4a2.2 2.2 0 0 1-1.9-3.4Z" />
    </g>
  );
}

/** The wordmark's 40 px high canvas, hidden from assistive technology (the link names the shop). */
function LogoSvg({ width, children }: { width: number; children: ReactNode }) {
  return (
    <svg
      className={styles.logo}
      viewBox={`0 0 ${width} 40`}
      width={width}
      height="40"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

type Props = { variant: 'default' | 'lab' /** The tenant's display name, e.g. 'Sealwise Nordic'. */; name: string };

/** The shop's SVG wordmark: Sealwise with the country shop's suffix, or Labwise. */
export function Logo({ variant, name }: Props) {
  if (variant === 'lab') {
    const width = 48 + WORD_WIDTH;
    return (
      <LogoSvg width={width}>
        <LabwiseMark />
        <text className={styles.word} x="46" y="28" textLength={WORD_WIDTH - 6} lengthAdjust="spacingAndGlyphs">
          <tspan className={styles.wordLight}>Lab</tspan>wise
        </text>
      </LogoSvg>
    );
  }
  const suffix = name.replace(/^\s*Sealwise\s*/i, '').trim();
  const suffixWidth = suffix ? Math.ceil(suffix.length * SUFFIX_CHAR) + 10 : 0;
  const width = 48 + WORD_WIDTH + suffixWidth;
  return (
    <LogoSvg width={width}>
      <SealwiseMark />
      <text className={styles.word} x="48" y="28" textLength={WORD_WIDTH - 6} lengthAdjust="spacingAndGlyphs">
        Sealwise
      </text>
      {suffix ? (
        <text
          className={styles.suffix}
          x={48 + WORD_WIDTH + 4}
          y="27"
          textLength={suffixWidth - 10}
          lengthAdjust="spacingAndGlyphs"
        >
          {/* The leading space keeps the text content 'Sealwise Nordic', as the link's name reads. */}
          {` ${suffix}`}
        </text>
      ) : null}
    </LogoSvg>
  );
}

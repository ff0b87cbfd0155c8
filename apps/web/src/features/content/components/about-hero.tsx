/**
 * The about page's hero illustration (non-public shop): sealed security bags travelling from
 * the warehouse to the store. Drawn in the shop's theme colours, no external image.
 */
export function AboutHero({ label }: { label: string }) {
  return (
    <svg
      viewBox="0 0 560 320"
      role="img"
      aria-label={label}
      data-testid="about-hero"
      style={{ display: 'block', width: '100%', height: 'auto' }}
    >
      <rect width="560" height="320" rx="16" fill="var(--color-primary-soft)" />
      <circle cx="470" cy="70" r="34" fill="var(--color-surface)" opacity="0.7" />
      <path d="M0 250h560v54a16 16 0 0 1-16 16H16a16 16 0 0 1-16-16z" fill="var(--color-primary)" opacity="0.12" />
      {/* warehouse */}
      <path
        d="M36 250V132l70-38 70 38v118z"
        fill="var(--color-surface)"
        stroke="var(--color-primary)"
        strokeWidth="4"
      />
      <rect x="76" y="186" width="60" height="64" fill="var(--color-primary)" opacity="0.85" />
      <path d="M76 202h60M76 218h60M76 234h60" stroke="var(--color-surface)" strokeWidth="3" />
      {/* stacked security bags */}
      <g>
        <rect
          x="206"
          y="168"
          width="62"
          height="82"
          rx="6"
          fill="var(--color-surface)"
          stroke="var(--color-primary)"
          strokeWidth="4"
        />
        <rect x="206" y="186" width="62" height="10" fill="var(--color-primary)" />
        <path d="M218 214h38M218 228h26" stroke="var(--color-border-strong)" strokeWidth="4" strokeLinecap="round" />
        <rect
          x="278"
          y="148"
          width="62"
          height="102"
          rx="6"
          fill="var(--color-surface)"
          stroke="var(--color-primary)"
          strokeWidth="4"
        />
        <rect x="278" y="166" width="62" height="10" fill="var(--color-primary)" />
        <circle cx="309" cy="210" r="13" fill="none" stroke="var(--color-primary)" strokeWidth="4" />
        <path
          d="m303 210 5 5 8-9"
          fill="none"
          stroke="var(--color-primary)"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      {/* route */}
      <path
        d="M190 282c80-22 170-22 250 0"
        fill="none"
        stroke="var(--color-primary)"
        strokeWidth="3"
        strokeDasharray="8 10"
      />
      {/* store */}
      <rect
        x="398"
        y="154"
        width="126"
        height="96"
        fill="var(--color-surface)"
        stroke="var(--color-primary)"
        strokeWidth="4"
      />
      <path d="M390 154l14-30h114l14 30z" fill="var(--color-primary)" />
      <path d="M404 124h114" stroke="var(--color-surface)" strokeWidth="3" />
      <rect x="414" y="180" width="40" height="70" fill="var(--color-primary)" opacity="0.85" />
      <rect
        x="468"
        y="180"
        width="40"
        height="32"
        fill="var(--color-primary-soft)"
        stroke="var(--color-primary)"
        strokeWidth="3"
      />
    </svg>
  );
}

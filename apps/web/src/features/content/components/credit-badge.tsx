import { useTranslation } from '../../../lib/i18n.ts';
import styles from './content.module.css';

/** The credit-rating badge (a demo rating drawn in the project, no external script). */
export function CreditBadge() {
  const { t } = useTranslation();
  return (
    <svg
      viewBox="0 0 220 120"
      role="img"
      aria-label={t('content.contact.badgeLabel')}
      className={styles.badge}
      data-testid="credit-badge"
    >
      <rect x="1.5" y="1.5" width="217" height="117" rx="14" fill="#ffffff" stroke="#1e6b34" strokeWidth="3" />
      <rect x="1.5" y="1.5" width="217" height="34" rx="14" fill="#1e6b34" />
      <rect x="1.5" y="22" width="217" height="14" fill="#1e6b34" />
      <text
        x="110"
        y="24"
        textAnchor="middle"
        fill="#ffffff"
        fontSize="15"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
      >
        {t('content.contact.badgeTop')}
      </text>
      <g
        transform="translate(28 52)"
        fill="none"
        stroke="#1e6b34"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M18 0 34 6v12c0 11-7 19-16 22C9 37 2 29 2 18V6z" />
        <path d="m10 19 6 6 11-12" />
      </g>
      <text
        x="138"
        y="86"
        textAnchor="middle"
        fill="#1b2126"
        fontSize="38"
        fontWeight="800"
        fontFamily="system-ui, sans-serif"
        letterSpacing="2"
      >
        AAA
      </text>
      <text x="138" y="106" textAnchor="middle" fill="#56616b" fontSize="12" fontFamily="system-ui, sans-serif">
        {t('content.contact.badgeDemo')}
      </text>
    </svg>
  );
}

import { useEffect, useRef } from 'react';
import { useTenant } from '../../../lib/tenant.ts';
import { useConsentStore } from '../hooks/consent-store.ts';
import { certificateScriptUrl } from '../lib/consent-cookie.ts';

/**
 * The e-commerce certificate of a public tenant (footer). Its script is third-party: it is
 * added only where the tenant configured one and only after the shopper accepted all cookies.
 */
export function CertificateSlot({ className }: { className?: string }) {
  const tenant = useTenant();
  const choice = useConsentStore((s) => s.choice);
  const url = certificateScriptUrl(tenant, choice);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const slot = ref.current;
    if (!slot || !url) return;
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    slot.appendChild(script);
    return () => {
      slot.replaceChildren();
    };
  }, [url]);

  if (!url) return null;
  return <div ref={ref} className={className} data-testid="ecommerce-certificate" />;
}

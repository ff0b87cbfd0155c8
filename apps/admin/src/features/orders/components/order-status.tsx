import type { OrderStatus } from '@shop/contract';
import { Badge } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Badge status={status}>{t(`orderStatus.${status}`)}</Badge>;
}

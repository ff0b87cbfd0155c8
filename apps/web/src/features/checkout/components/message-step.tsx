import { useTranslation } from '../../../lib/i18n.ts';
import { BoundTextArea } from './fields.tsx';
import { Step } from './step.tsx';

/** Longest order message (the order request's limit). */
export const MESSAGE_MAX = 500;

/** Step 5: an optional message with the order (public shops other than the Finnish one). */
export function MessageStep({ number }: { number: number }) {
  const { t } = useTranslation();
  return (
    <Step number={number} name="message" title={t('checkout.steps.message')}>
      <BoundTextArea
        path="message"
        label={t('checkout.optionalLabel', { label: t('checkout.message.label') })}
        hint={t('checkout.message.hint', { max: MESSAGE_MAX })}
        maxLength={MESSAGE_MAX}
      />
    </Step>
  );
}

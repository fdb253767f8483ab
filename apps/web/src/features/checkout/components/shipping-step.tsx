import { Button, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './checkout.module.css';

/** Step 2 of the checkout: the one way of shipping, free, with the delivery time. */
export function ShippingStep(props: { deliveryText: string; onBack: () => void; onNext: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <div className={classes.step}>
      <Radio.Group name="shipping" label={t('shipping.label')} value="free" required>
        <Radio
          value="free"
          label={`${t('shipping.free')} – ${t('shipping.delivery', { time: props.deliveryText })}`}
          mt="xs"
        />
      </Radio.Group>
      <div className={classes.actions}>
        <Button variant="default" onClick={props.onBack}>
          {t('back')}
        </Button>
        <Button onClick={props.onNext}>{t('next')}</Button>
      </div>
    </div>
  );
}

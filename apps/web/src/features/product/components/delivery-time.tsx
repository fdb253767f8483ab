import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deliveryWeeksOf, isLongDelivery } from '../product-facts.ts';
import { ClockIcon, InfoIcon } from './product-icons.tsx';
import classes from './product-summary.module.css';

const DeliveryInfoModal = lazy(() => import('./delivery-info-modal.tsx'));

/** "Lieferzeit: 1-2 Wochen" while in stock, else the product's weeks; 10 weeks or more offer an info modal (storefront §2, §9). */
export function DeliveryTime({ stock, deliveryWeeks }: { stock: number; deliveryWeeks: string }) {
  const { t } = useTranslation('product');
  const weeks = deliveryWeeksOf(stock, deliveryWeeks);
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);

  return (
    <div className={classes.delivery}>
      <ClockIcon size={20} />
      <span>
        {t('delivery.label')} <strong>{t('delivery.weeks', { weeks })}</strong>
      </span>
      {isLongDelivery(weeks) ? (
        <>
          <button
            type="button"
            className={classes.infoButton}
            aria-label={t('delivery.info')}
            aria-haspopup="dialog"
            onClick={() => {
              setWanted(true);
              setOpened(true);
            }}
          >
            <InfoIcon size={20} />
          </button>
          {wanted ? (
            <Suspense fallback={null}>
              <DeliveryInfoModal opened={opened} onClose={() => setOpened(false)} weeks={weeks} />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

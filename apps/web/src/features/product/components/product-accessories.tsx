import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import { Checkbox } from '@mantine/core';
import type { LightDto } from '@wohnwerk/contract/catalog';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/format.ts';
import { FallbackImage } from './product-gallery.tsx';
import classes from './product-summary.module.css';

interface ProductAccessoriesProps {
  lights: LightDto[];
  selected: ReadonlySet<number>;
  onToggle: (lightId: number, checked: boolean) => void;
}

/** The lighting accessory with a checkbox (storefront §2): ticked ones go into the cart as accessory lines. */
export function ProductAccessories({ lights, selected, onToggle }: ProductAccessoriesProps) {
  const { t } = useTranslation('product');
  if (!lights.length) return null;
  return (
    <fieldset className={classes.accessories}>
      <legend className={classes.blockTitle}>{t('accessory.heading')}</legend>
      {lights.map((light) => {
        const reduced = light.price > light.sale_price;
        return (
          <div key={light.id} className={classes.accessory}>
            <FallbackImage
              className={classes.accessoryImage}
              src={light.image ?? undefined}
              alt=""
              width={64}
              height={48}
              loading="lazy"
            />
            <Checkbox
              className={classes.accessoryCheck}
              checked={selected.has(light.id)}
              onChange={(event) => onToggle(light.id, event.currentTarget.checked)}
              label={
                <span className={classes.accessoryLabel}>
                  <span>{light.name}</span>
                  <span className={classes.accessoryPrice}>
                    {t('accessory.price', { price: formatPrice(light.sale_price) })}
                    {reduced ? (
                      <>
                        {' '}
                        <span className="sr-only">{t('price.oldLabel')} </span>
                        <del>{formatPrice(light.price)}</del>
                      </>
                    ) : null}
                  </span>
                </span>
              }
            />
          </div>
        );
      })}
    </fieldset>
  );
}

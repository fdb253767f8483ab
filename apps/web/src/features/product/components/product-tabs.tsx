import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import type { ProductDetail } from '@wohnwerk/contract/catalog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, FileIcon } from './product-icons.tsx';
import classes from './product-tabs.module.css';

export type ProductTab = 'description' | 'quality' | 'delivery' | 'assembly' | 'ratings';

interface ProductTabsProps {
  product: ProductDetail['product_shop']['product'];
  /** The Bewertungen panel (ratings feature), composed by the page. */
  ratings: ReactNode;
  value: ProductTab;
  onChange: (tab: ProductTab) => void;
}

/** The five tabs of storefront §2. Inactive panels are not rendered, so the rating form loads only when asked for. */
export function ProductTabs({ product, ratings, value, onChange }: ProductTabsProps) {
  const { t } = useTranslation('product');
  const { beschreibung, ausstatung } = product.attributes;

  return (
    <Tabs
      value={value}
      onChange={(tab) => tab && onChange(tab as ProductTab)}
      keepMounted={false}
      className={classes.tabs}
      id="product-tabs"
    >
      <Tabs.List aria-label={t('tabs.label')} className={classes.list}>
        <Tabs.Tab value="description">{t('tabs.description')}</Tabs.Tab>
        <Tabs.Tab value="quality">{t('tabs.quality')}</Tabs.Tab>
        <Tabs.Tab value="delivery">{t('tabs.delivery')}</Tabs.Tab>
        <Tabs.Tab value="assembly">{t('tabs.assembly')}</Tabs.Tab>
        <Tabs.Tab value="ratings">{t('tabs.ratings')}</Tabs.Tab>
      </Tabs.List>

      <Tabs.Panel value="description" className={classes.panel}>
        {product.description ? <p className={classes.description}>{product.description}</p> : null}
        <div className={classes.groups}>
          {beschreibung.map((group) => (
            <section key={group.name} className={classes.group}>
              <h3 className={classes.groupTitle}>{group.name}</h3>
              <dl className={classes.facts}>
                {group.items.map((item) => (
                  <div key={item.label} className={classes.fact}>
                    <dt>{item.label}</dt>
                    <dd>
                      {Array.isArray(item.value) ? (
                        <ul className={classes.valueList}>
                          {item.value.map((v) => (
                            <li key={v}>{v}</li>
                          ))}
                        </ul>
                      ) : (
                        item.value
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      </Tabs.Panel>

      <Tabs.Panel value="quality" className={classes.panel}>
        <div className={classes.groups}>
          <section className={classes.group}>
            <h3 className={classes.groupTitle}>{t('quality.equipment')}</h3>
            {ausstatung.length ? (
              <ul className={classes.checkList}>
                {ausstatung.map((item) => (
                  <li key={item}>
                    <CheckIcon size={18} />
                    {item}
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('quality.noEquipment')}</p>
            )}
          </section>
          <section className={classes.group}>
            <h3 className={classes.groupTitle}>{t('quality.heading')}</h3>
            <dl className={classes.facts}>
              <div className={classes.fact}>
                <dt>{t('quality.certificate')}</dt>
                <dd>{t('quality.certificateValue')}</dd>
              </div>
              <div className={classes.fact}>
                <dt>{t('quality.warranty')}</dt>
                <dd>{t('quality.warrantyValue')}</dd>
              </div>
              <div className={classes.fact}>
                <dt>{t('quality.care')}</dt>
                <dd>{t('quality.careText')}</dd>
              </div>
            </dl>
          </section>
        </div>
      </Tabs.Panel>

      <Tabs.Panel value="delivery" className={classes.panel}>
        <div className={classes.prose}>
          <p>{t('shipping.free')}</p>
          <p>{t('shipping.appointment')}</p>
          <p>{t('shipping.time')}</p>
          <p>{t('shipping.check')}</p>
          <p>{t('shipping.returns')}</p>
        </div>
      </Tabs.Panel>

      <Tabs.Panel value="assembly" className={classes.panel}>
        {product.pdf_file.length ? (
          <ul className={classes.pdfs}>
            {product.pdf_file.map((pdf) => (
              <li key={pdf.id}>
                <a href={pdf.path} target="_blank" rel="noopener noreferrer" className={classes.pdf}>
                  <FileIcon />
                  <span>
                    {pdf.name} <span className={classes.pdfHint}>{t('assembly.newTab')}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('assembly.none')}</p>
        )}
      </Tabs.Panel>

      <Tabs.Panel value="ratings" className={classes.panel}>
        {ratings}
      </Tabs.Panel>
    </Tabs>
  );
}

import type { ProductDetail } from '@wohnwerk/contract/catalog';
import { useTranslation } from 'react-i18next';
import { FallbackImage } from './product-gallery.tsx';
import classes from './product-summary.module.css';

/** "136" → "136 cm"; a value that names its unit already stays as it is. */
/**
 * A swatch's name says which colour is the front and which the body: the server writes
 * "Front / Korpus", one colour when both are the same, or names the one it knows ("Front: Weiß",
 * docs/decisions/118), which is shown as it is.
 */
const swatchName = (t: (key: string, o: { title: string }) => string, title: string) =>
  /^(Front|Korpus): /.test(title)
    ? title
    : t(title.includes(' / ') ? 'variants.swatchFrontBody' : 'variants.swatchOneColour', { title });

const withCm = (value: string) => (/[a-z]/i.test(value) ? value : `${value} cm`);

/**
 * Colour swatches ('Farbe'), size combinations ('Verfügbare Kombinationen', in cm) and other
 * versions ('Weitere Ausführungen'). They are plain links: a variant opens with a full page
 * load (storefront §2 "Variant links reload the page").
 */
export function ProductVariants({ variants }: { variants: ProductDetail['variants'] }) {
  const { t } = useTranslation('product');
  const { farbe, dimensions, variants: others } = variants;
  if (!farbe.length && !dimensions.length && !others.length) return null;

  return (
    <div className={classes.variants}>
      {farbe.length ? (
        <section aria-labelledby="variant-colour">
          <h2 id="variant-colour" className={classes.blockTitle}>
            {t('variants.colour')}
            {farbe.find((f) => f.selected) ? (
              <span className={classes.blockValue}>: {farbe.find((f) => f.selected)!.farbe_title}</span>
            ) : null}
          </h2>
          <ul className={classes.swatches}>
            {farbe.map((colour) => (
              <li key={colour.variant_id}>
                <a
                  href={`/product/${colour.variant_id}`}
                  className={classes.swatch}
                  aria-current={colour.selected ? 'true' : undefined}
                  title={swatchName(t, colour.farbe_title)}
                >
                  <FallbackImage src={colour.farbe_image ?? undefined} alt="" width={64} height={48} loading="lazy" />
                  <span className="sr-only">{swatchName(t, colour.farbe_title)}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {dimensions.length ? (
        <section aria-labelledby="variant-sizes">
          <h2 id="variant-sizes" className={classes.blockTitle}>
            {t('variants.sizes')}
          </h2>
          <ul className={classes.sizes}>
            {dimensions.map((size) => (
              <li key={size.variant_id}>
                <a
                  href={`/product/${size.variant_id}`}
                  className={classes.size}
                  aria-current={size.selected ? 'true' : undefined}
                >
                  {withCm(size.dimensions)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {others.length ? (
        <section aria-labelledby="variant-others">
          <h2 id="variant-others" className={classes.blockTitle}>
            {t('variants.others')}
          </h2>
          <ul className={classes.others}>
            {others.map((other) => (
              <li key={other.id}>
                <a href={`/product/${other.id}`} className={classes.other}>
                  <FallbackImage src={other.product_image ?? undefined} alt="" width={64} height={48} loading="lazy" />
                  <span>{other.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

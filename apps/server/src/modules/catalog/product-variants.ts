import type { ProductDetail } from '@wohnwerk/contract/catalog';

/** What a product page needs of a member of its variant group (a snapshot record has it). */
export interface VariantMember {
  id: number;
  name: string;
  /** The first image's path. */
  image: string | null;
  colorFront: string | null;
  colorBody: string | null;
  dimensions: string | null;
}

/**
 * Farbe title of a variant: "Weiß Hochglanz" (front and body alike), "Weiß Hochglanz / Eiche Sonoma"
 * (front / body), and with one of them unknown it names which one it is ("Front: Weiß",
 * "Korpus: Eiche"), so a lone colour is never read as both (docs/decisions/118).
 */
export const colourTitle = (front: string | null, body: string | null) => {
  if (front && body) return front === body ? front : `${front} / ${body}`;
  if (front) return `Front: ${front}`;
  return body ? `Korpus: ${body}` : '';
};
const colourKey = (m: VariantMember) => `${m.colorFront ?? ''}|${m.colorBody ?? ''}`;
const coloured = (m: VariantMember) => Boolean(m.colorFront || m.colorBody);

/** Sizes in natural order ("80x200" before "140x200"); one collator, not one per comparison. */
const sizeOrder = new Intl.Collator('de', { numeric: true });

/**
 * Colour swatches, size combinations and the other versions of a variant group (the group in
 * id order, as the snapshot keeps it). A swatch or size links to the variant that differs
 * from this product in that one respect when there is one.
 */
export function variantsOf(product: VariantMember, group: readonly VariantMember[]): ProductDetail['variants'] {
  const others = group.filter((g) => g.id !== product.id);
  if (!others.length) return { farbe: [], dimensions: [], variants: [] };
  // The product itself is missing from a group cut off at its first 100 members: then it has no swatch image.
  const self: VariantMember = group.find((g) => g.id === product.id) ?? {
    id: product.id,
    name: product.name,
    image: null,
    colorFront: product.colorFront,
    colorBody: product.colorBody,
    dimensions: product.dimensions,
  };
  const members = [self, ...others];
  // One key per member, not one per comparison.
  const keys = members.map(colourKey);
  const ownColour = keys[0];

  const farbe: ProductDetail['variants']['farbe'] = [];
  if (members.some(coloured)) {
    const colours = [...new Set(keys.filter((_, i) => coloured(members[i])))];
    for (const key of colours) {
      const candidates = members.filter((_, i) => keys[i] === key);
      const pick =
        key === ownColour ? self : (candidates.find((m) => m.dimensions === self.dimensions) ?? candidates[0]);
      farbe.push({
        variant_id: pick.id,
        farbe_image: pick.image,
        farbe_title: colourTitle(pick.colorFront, pick.colorBody),
        selected: key === ownColour,
      });
    }
  }

  const sameColour = members.filter((m, i) => keys[i] === ownColour && m.dimensions);
  const sizes = [...new Set(sameColour.map((m) => m.dimensions!))].sort(sizeOrder.compare);
  const dimensions: ProductDetail['variants']['dimensions'] = sizes.map((size) => ({
    variant_id: (size === self.dimensions ? self : sameColour.find((m) => m.dimensions === size)!).id,
    dimensions: size,
    selected: size === self.dimensions,
  }));

  return {
    farbe,
    dimensions,
    variants: others.map((o) => ({ id: o.id, name: o.name, product_image: o.image })),
  };
}

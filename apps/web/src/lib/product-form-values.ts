// Shared by the staff product form (features/admin-catalog) and the seller portal's (issue 38): one mapping between
// the form and the API body, so both send what the other reads back.
import type { AdminProduct, ProductBodyInput } from '@wohnwerk/contract/admin-catalog';
import { tidyEuroInput } from '@wohnwerk/contract/euro';

type Group = AdminProduct['attributes']['beschreibung'][number];
type Item = Group['items'][number];

/** What the product form edits: text fields as typed, the description groups as their own fields. */
export interface ProductFormValues {
  code: string;
  name: string;
  category_id: string | null;
  shop_id: string | null;
  brand_id: string | null;
  series_id: string | null;
  price: string;
  old_price: string;
  purchase_price: string;
  stock: string;
  delivery_weeks: string;
  best_seller: boolean;
  active: boolean;
  description: string;
  tax: string;
  is_light: boolean;
  front_color: string;
  body_color: string;
  dimensions: string;
  variant_group: string;
  ean: string;
  cbm: string;
  kg: string;
  coli: string;
  lightning: string[];
  /** Lieferinformation group: Lieferumfang, one item a line. */
  lieferumfang: string;
  /** The Ausstattung list, one item a line. */
  ausstattung: string;
  /** Groups and items the form has no field for, kept as they are. */
  otherGroups: Group[];
  farbeOther: Item[];
  lieferOther: Item[];
}

export const emptyProductForm: ProductFormValues = {
  code: '',
  name: '',
  category_id: null,
  shop_id: null,
  brand_id: null,
  series_id: null,
  price: '',
  old_price: '',
  purchase_price: '',
  stock: '0',
  delivery_weeks: '1-2',
  best_seller: false,
  active: true,
  description: '',
  tax: '19',
  is_light: false,
  front_color: '',
  body_color: '',
  dimensions: '',
  variant_group: '',
  ean: '',
  cbm: '',
  kg: '',
  coli: '',
  lightning: [],
  lieferumfang: '',
  ausstattung: '',
  otherGroups: [],
  farbeOther: [],
  lieferOther: [],
};

const euroText = (n: number | null) => (n === null ? '' : n.toFixed(2).replace('.', ','));
const decimalText = (n: number | null) => (n === null ? '' : String(n).replace('.', ','));
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
const asText = (value: Item['value'] | undefined) => (Array.isArray(value) ? value.join('\n') : (value ?? ''));

export function formOfProduct(p: AdminProduct): ProductFormValues {
  const groups = p.attributes.beschreibung;
  const farbe = groups.find((g) => g.name === 'Farbe');
  const liefer = groups.find((g) => g.name === 'Lieferinformation');
  const item = (g: Group | undefined, label: string) => g?.items.find((i) => i.label === label)?.value;
  return {
    code: p.code,
    name: p.name,
    category_id: String(p.category_id),
    shop_id: String(p.shop_id),
    brand_id: p.brand_id === null ? null : String(p.brand_id),
    series_id: p.series_id === null ? null : String(p.series_id),
    price: euroText(p.price),
    old_price: euroText(p.old_price),
    purchase_price: euroText(p.purchase_price),
    stock: String(p.stock),
    delivery_weeks: p.delivery_weeks,
    best_seller: p.best_seller,
    active: p.active,
    description: p.description,
    tax: String(p.tax),
    is_light: p.is_light,
    // One field per colour (issue 34): the product's colour, or what only its "Farbe" group held.
    front_color: p.front_color || asText(item(farbe, 'Front')),
    body_color: p.body_color || asText(item(farbe, 'Korpus')),
    dimensions: p.dimensions ?? '',
    variant_group: p.variant_group ?? '',
    ean: p.ean ?? '',
    cbm: decimalText(p.cbm),
    kg: decimalText(p.kg),
    coli: p.coli === null ? '' : String(p.coli),
    lightning: p.lightning.map(String),
    lieferumfang: asText(item(liefer, 'Lieferumfang')),
    ausstattung: p.attributes.ausstatung.join('\n'),
    otherGroups: groups.filter((g) => g !== farbe && g !== liefer),
    farbeOther: farbe?.items.filter((i) => i.label !== 'Front' && i.label !== 'Korpus') ?? [],
    lieferOther: liefer?.items.filter((i) => i.label !== 'Lieferumfang') ?? [],
  };
}

/** The body the API takes (the contract's schema parses the texts: "1.234,56" is an amount). */
export function bodyOfForm(v: ProductFormValues): ProductBodyInput {
  // The shop's "Farbe" group shows the same two colours the product has, written once in the form.
  const farbeItems: Item[] = [
    ...(v.front_color.trim() ? [{ label: 'Front', value: v.front_color.trim() }] : []),
    ...(v.body_color.trim() ? [{ label: 'Korpus', value: v.body_color.trim() }] : []),
    ...v.farbeOther,
  ];
  const lieferItems: Item[] = [
    ...(lines(v.lieferumfang).length ? [{ label: 'Lieferumfang', value: lines(v.lieferumfang) }] : []),
    ...v.lieferOther,
  ];
  return {
    code: v.code,
    name: v.name,
    category_id: v.category_id ?? '',
    shop_id: v.shop_id ?? '',
    brand_id: v.brand_id ?? '',
    series_id: v.series_id ?? '',
    // The API reads amounts strictly (euro.ts); what a person typed loses its spaces and "€" here.
    price: tidyEuroInput(v.price),
    old_price: tidyEuroInput(v.old_price),
    purchase_price: tidyEuroInput(v.purchase_price),
    stock: v.stock,
    delivery_weeks: v.delivery_weeks,
    best_seller: v.best_seller,
    active: v.active,
    description: v.description,
    tax: v.tax,
    is_light: v.is_light,
    front_color: v.front_color,
    body_color: v.body_color,
    dimensions: v.dimensions,
    variant_group: v.variant_group,
    ean: v.ean,
    cbm: v.cbm,
    kg: v.kg,
    coli: v.coli,
    lightning: v.lightning.map(Number),
    attributes: {
      beschreibung: [
        ...(farbeItems.length ? [{ name: 'Farbe', items: farbeItems }] : []),
        ...(lieferItems.length ? [{ name: 'Lieferinformation', items: lieferItems }] : []),
        ...v.otherGroups,
      ],
      ausstatung: lines(v.ausstattung),
    },
  } as ProductBodyInput;
}

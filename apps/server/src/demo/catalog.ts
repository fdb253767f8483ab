import type {
  brands,
  categories,
  productImages,
  productLights,
  productPdfs,
  products,
  series,
  shops,
} from '../db/schema/catalog.ts';
import type { AttributeGroup } from '../db/schema/catalog.ts';
import {
  brandNames,
  cabinetColours,
  categoryTexts,
  categoryTree,
  deliveryWeeks,
  fabricColours,
  lightTypes,
  namedSeries,
  seriesSyllables,
  shopDefs,
} from './catalog-data.ts';
import { pieceTypes, type PieceType } from '../modules/media/piece-types.ts';
import { productEan } from './ean.ts';
import { rng, type Rng } from './random.ts';

export type ProductRow = typeof products.$inferInsert & { id: number; name: string; priceCents: number };

/** The catalogue as rows, with explicit ids so paths and links are known before anything is inserted. */
export interface DemoCatalog {
  categories: (typeof categories.$inferInsert & { id: number })[];
  brands: (typeof brands.$inferInsert & { id: number })[];
  shops: (typeof shops.$inferInsert & { id: number })[];
  series: (typeof series.$inferInsert & { id: number })[];
  products: ProductRow[];
  images: (typeof productImages.$inferInsert)[];
  pdfs: (typeof productPdfs.$inferInsert & { id: number })[];
  lights: (typeof productLights.$inferInsert)[];
}

/** Highest ids already used per table; generated ids continue after them. */
export interface IdBase {
  category: number;
  brand: number;
  shop: number;
  series: number;
  product: number;
  pdf: number;
}

const zeroIds: IdBase = { category: 0, brand: 0, shop: 0, series: 0, product: 0, pdf: 0 };

const PRODUCT_IMAGE_SIZE = { width: 800, height: 600 } as const;

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const euroToCents99 = (euros: number) => Math.floor(euros) * 100 + 99;
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

function categoryRows(base: number) {
  const rows: DemoCatalog['categories'] = [];
  let id = base;
  categoryTree.forEach((top, i) => {
    const parentId = ++id;
    rows.push({
      id: parentId,
      parentId: null,
      slug: top.slug,
      nameDe: top.name,
      descriptionHtml: categoryHtml(top.slug, top.name),
      sortOrder: i,
    });
    top.children?.forEach((child, j) => {
      rows.push({
        id: ++id,
        parentId,
        slug: child.slug,
        nameDe: child.name,
        descriptionHtml: categoryHtml(child.slug, child.name),
        sortOrder: j,
      });
    });
  });
  return rows;
}

function categoryHtml(slug: string, name: string): string {
  const [p1, p2] = categoryTexts[slug];
  return `<h2>${name} bei Wohnwerk</h2><p>${p1}</p><p>${p2}</p>`;
}

/** Series names: the named ones first, then invented ones that sound like furniture lines. */
function* seriesNames(r: Rng): Generator<{ name: string; front?: string; body?: string }> {
  const used = new Set<string>();
  for (const s of namedSeries) {
    used.add(s.name);
    yield s;
  }
  const { first, middle, last } = seriesSyllables;
  for (let attempt = 0; ; attempt++) {
    let name = r.pick(first) + r.pick(middle) + r.pick(last);
    // Past the syllable space a numeral keeps names unique.
    if (attempt > 4000) name += ` ${Math.floor(attempt / 4000) + 1}`;
    if (used.has(name)) continue;
    used.add(name);
    yield { name };
  }
}

/** Piece types in rounds, each round shuffled: every subcategory gets products even in a small shop. */
function pieceTypeCycle(r: Rng): () => PieceType {
  let round: PieceType[] = [];
  return () => {
    if (!round.length) round = r.shuffle(pieceTypes);
    return round.pop()!;
  };
}

interface Context {
  r: Rng;
  categoryBySlug: Map<string, { id: number }>;
}

function describe(parts: {
  type: string;
  series: string;
  front: string;
  body: string;
  ausstattung: string[];
  measures: string;
  r: Rng;
}) {
  const style = parts.r.pick(['modern', 'zeitlos', 'elegant', 'gemütlich', 'skandinavisch schlicht', 'wohnlich']);
  const quality = parts.r.pick([
    'robust verarbeitet',
    'pflegeleicht',
    'langlebig',
    'hochwertig verarbeitet',
    'alltagstauglich',
  ]);
  return (
    `${parts.type} aus der Serie ${parts.series} – ${style} und ${quality}. ` +
    `Front: ${parts.front}, Korpus: ${parts.body}. ` +
    (parts.ausstattung.length ? `Ausstattung: ${parts.ausstattung.join(', ')}. ` : '') +
    `Maße (B x H x T): ${parts.measures}. Lieferung frei Haus per Spedition.`
  );
}

function attributeGroups(o: {
  measures: { label: string; value: string }[];
  material: [string, string][];
  front: string;
  body: string;
  lieferumfang: string[];
  coli: number;
}): AttributeGroup[] {
  return [
    { name: 'Maße', items: o.measures },
    { name: 'Material', items: o.material.map(([label, value]) => ({ label, value })) },
    {
      name: 'Farbe',
      items: [
        { label: 'Front', value: o.front },
        { label: 'Korpus', value: o.body },
      ],
    },
    {
      name: 'Lieferinformation',
      items: [
        { label: 'Lieferumfang', value: o.lieferumfang },
        { label: 'Lieferart', value: 'Spedition, frei Haus bis zur Wohnungstür' },
        { label: 'Packstücke', value: String(o.coli) },
      ],
    },
  ];
}

export function generateCatalog(options: { products: number; ids?: IdBase }): DemoCatalog {
  const target = Math.max(1, Math.floor(options.products));
  const ids = options.ids ?? zeroIds;
  const r = rng('wohnwerk-catalog');
  const cats = categoryRows(ids.category);
  const categoryBySlug = new Map<string, { id: number }>(cats.map((c) => [c.slug, { id: c.id }]));
  const ctx: Context = { r, categoryBySlug };
  const brandRows = brandNames.map((name, i) => ({ id: ids.brand + i + 1, name, slug: slugify(name) }));
  const shopRows = shopDefs.map((s, i) => ({ id: ids.shop + i + 1, ...s }));

  const out: DemoCatalog = {
    categories: cats,
    brands: brandRows,
    shops: shopRows,
    series: [],
    products: [],
    images: [],
    pdfs: [],
    lights: [],
  };
  const names = seriesNames(r);
  const nextPieceType = pieceTypeCycle(r);
  let nextProductId = ids.product;
  let nextPdfId = ids.pdf;
  let group = 0;

  while (out.products.length < target) {
    const named = names.next().value!;
    const seriesId = ids.series + out.series.length + 1;
    const front = named.front ?? r.pick(cabinetColours);
    const body = named.body ?? (r.chance(0.4) ? front : r.pick(cabinetColours));
    out.series.push({ id: seriesId, name: named.name, frontColor: front, bodyColor: body });
    const brand = r.pick(brandRows);
    const shop = r.weighted(shopRows.map((s, i) => [s, [5, 2, 2, 1][i]] as const));
    const seriesCtx = { id: seriesId, name: named.name, front, body, brand, shop };

    // Plan the series' products first, then cut them to the remaining count, keeping one LED item.
    const pieces: ProductDraft[][] = [];
    const pieceCount = r.int(5, 15);
    for (let k = 0; k < pieceCount; k++)
      pieces.push(draftPiece(ctx, seriesCtx, nextPieceType(), `${slugify(named.name)}-${++group}`));
    const lights = r.sample(lightTypes, r.int(1, 2)).map((lt) => draftLight(ctx, seriesCtx, lt, pieces));
    const remaining = target - out.products.length;
    let drafts = pieces.flat();
    const keepLights = Math.min(lights.length, Math.max(1, remaining - drafts.length));
    if (drafts.length + lights.length > remaining) drafts = drafts.slice(0, Math.max(0, remaining - keepLights));
    const chosenLights = lights.slice(0, Math.min(keepLights, remaining - drafts.length));

    const lightIds: number[] = [];
    const lightable: number[] = [];
    for (const draft of [...drafts, ...chosenLights]) {
      const id = ++nextProductId;
      const row = finishProduct(ctx, draft, id);
      out.products.push(row);
      if (draft.isLight) lightIds.push(id);
      else if (draft.lightable) lightable.push(id);
      if (r.chance(0.97)) {
        const count = r.int(2, 5);
        for (let n = 1; n <= count; n++) {
          out.images.push({
            productId: id,
            path: `/media/products/${id}/${n}.svg`,
            ...PRODUCT_IMAGE_SIZE,
            sortOrder: n - 1,
          });
        }
      }
      if (!draft.isLight && r.chance(0.5)) {
        const pdfId = ++nextPdfId;
        out.pdfs.push({
          id: pdfId,
          productId: id,
          name: `Montageanleitung ${row.name}`,
          path: `/media/assembly/${pdfId}.pdf`,
        });
      }
    }
    for (const productId of lightable) for (const lightId of lightIds) out.lights.push({ productId, lightId });
  }
  return out;
}

interface ProductDraft {
  isLight: boolean;
  lightable: boolean;
  categorySlug: string;
  codePart: string;
  name: string;
  typeName: string;
  series: { id: number; name: string; brand: { id: number; name: string }; shop: { id: number } };
  brandIndex: number;
  priceEuros: number;
  colorFront: string | null;
  colorBody: string | null;
  dimensions: string | null;
  variantGroup: string | null;
  measures: { b: number; h: number; t: number; bed?: boolean };
  material: [string, string][];
  ausstattung: string[];
  cbm: number;
  kg: number;
  coli: number;
}

type SeriesCtx = {
  id: number;
  name: string;
  front: string;
  body: string;
  brand: { id: number; name: string };
  shop: { id: number };
};

function draftPiece(ctx: Context, s: SeriesCtx, pt: PieceType, variantGroup: string): ProductDraft[] {
  const { r } = ctx;
  const typeName = r.pick(pt.types);
  const detail = pt.details && r.chance(0.45) ? r.pick(pt.details) : '';
  const upholstered = typeof pt.upholstered === 'function' ? pt.upholstered(typeName) : !!pt.upholstered;
  const palette = upholstered ? fabricColours : cabinetColours;
  const colourCount = r.weighted([
    [1, 50],
    [2, 35],
    [3, 15],
  ] as const);
  const first = upholstered ? r.pick(fabricColours) : s.front;
  const fronts = [
    first,
    ...r.sample(
      palette.filter((c) => c !== first),
      colourCount - 1,
    ),
  ];
  const sizes = pt.sizes ?? [null];
  const basePrice = r.int(pt.price[0], pt.price[1]);
  const materialFront = r.pick(pt.material.front);
  const materialBody = r.pick(pt.material.body);
  const ausstattung = r.sample(pt.ausstattung, r.int(2, Math.min(4, pt.ausstattung.length)));
  const cbmBase = r.float(pt.cbm[0], pt.cbm[1] * 0.8);
  const kgBase = r.float(pt.kg[0], pt.kg[1] * 0.8);
  const coli = r.int(pt.coli[0], pt.coli[1]);
  const drafts: ProductDraft[] = [];
  for (const size of sizes) {
    for (const front of fronts) {
      const factor = size?.factor ?? 1;
      const colourFactor = front.includes('Hochglanz') ? 1.06 : front === fronts[0] ? 1 : 1.03;
      const label = size ? `${size.label}${pt.cmSuffix ? ' cm' : ''}` : '';
      const measures = size ? { b: size.b, h: size.h, t: size.t } : jitterMeasures(r, pt.measures!);
      drafts.push({
        isLight: false,
        lightable: pt.lightable,
        categorySlug: pt.category,
        codePart: pt.code,
        name: [typeName, s.name, detail, label, front].filter(Boolean).join(' '),
        typeName,
        series: s,
        brandIndex: s.brand.id,
        priceEuros: Math.min(2499, basePrice * factor * colourFactor),
        colorFront: front,
        colorBody: upholstered ? s.body : front === s.front ? s.body : r.chance(0.5) ? front : s.body,
        dimensions: size?.label ?? null,
        variantGroup: fronts.length * sizes.length > 1 ? variantGroup : null,
        measures: { ...measures, bed: pt.category === 'betten' },
        material: upholstered
          ? [
              ['Bezug', materialFront],
              ['Gestell', materialBody],
            ]
          : [
              ['Front', materialFront],
              ['Korpus', materialBody],
            ],
        ausstattung,
        cbm: Math.min(3.5, Math.max(0.05, cbmBase * factor)),
        kg: Math.min(180, Math.max(3, kgBase * factor)),
        coli: Math.min(8, coli + (factor > 1.2 ? 1 : 0)),
      });
    }
  }
  return drafts;
}

function jitterMeasures(r: Rng, m: { b: number; h: number; t: number }) {
  const j = (v: number) => Math.round(v * r.float(0.85, 1.15));
  return { b: j(m.b), h: j(m.h), t: j(m.t) };
}

function draftLight(
  ctx: Context,
  s: SeriesCtx,
  lt: (typeof lightTypes)[number],
  pieces: ProductDraft[][],
): ProductDraft {
  const { r } = ctx;
  // A light lives in the category of the first piece it lights up.
  const host = pieces.flat().find((d) => d.lightable);
  return {
    isLight: true,
    lightable: false,
    categorySlug: host?.categorySlug ?? 'wohnwaende',
    codePart: 'LED',
    name: `${lt.type} ${s.name} ${lt.detail}`,
    typeName: lt.type,
    series: s,
    brandIndex: s.brand.id,
    priceEuros: r.int(lt.price[0], lt.price[1]),
    colorFront: null,
    colorBody: null,
    dimensions: null,
    variantGroup: null,
    measures: { b: r.pick([30, 40, 60]), h: 1, t: 2 },
    material: [
      ['Leuchte', 'Aluminium und Kunststoff'],
      ['Leuchtmittel', 'LED, fest verbaut'],
    ],
    ausstattung: [
      'Warmweißes Licht (3000 K)',
      'Energieeffizienzklasse F',
      r.pick(['Fernbedienung', 'Berührungsschalter', 'Kabelschalter']),
    ],
    cbm: 0.05,
    kg: round(r.float(3, 4), 2),
    coli: 1,
  };
}

function finishProduct(ctx: Context, d: ProductDraft, id: number): ProductRow {
  const { r } = ctx;
  const priceCents = euroToCents99(d.priceEuros);
  const onSale = r.chance(0.25);
  let oldPriceCents: number | null = null;
  if (onSale) {
    oldPriceCents = euroToCents99((priceCents / 100) * r.float(1.15, 1.4));
    if (oldPriceCents <= priceCents) oldPriceCents = priceCents + 1000;
  }
  const stock = r.chance(0.3) ? 0 : r.int(1, 40);
  // Checkout promises "1-2 Wochen" for stock above 0, so only products out of stock wait longer.
  const weeks = stock > 0 ? '1-2' : r.weighted(deliveryWeeks.filter(([w]) => w !== '1-2'));
  const category = ctx.categoryBySlug.get(d.categorySlug)!;
  const code = `${slugify(d.series.name).slice(0, 3).toUpperCase()}-${d.codePart}-${String(id).padStart(6, '0')}`;
  const m = d.measures;
  const measureText = `${m.b} x ${m.h} x ${m.t} cm`;
  const front = d.colorFront ?? 'Aluminium';
  const body = d.colorBody ?? 'Aluminium';
  const description = d.isLight
    ? `${d.typeName} für Möbel der Serie ${d.series.name}: setzt Glasböden und Fächer stimmungsvoll in Szene. Einfache Montage mit Klebepads, Netzteil inklusive. Länge ${m.b} cm.`
    : describe({
        type: d.typeName,
        series: d.series.name,
        front,
        body,
        ausstattung: d.ausstattung,
        measures: measureText,
        r,
      });
  const measures = [
    { label: 'Breite', value: `${m.b} cm` },
    { label: 'Höhe', value: `${m.h} cm` },
    { label: 'Tiefe', value: `${m.t} cm` },
    ...(m.bed ? [{ label: 'Liegefläche', value: `${m.b} x ${m.t} cm` }] : []),
  ];
  const lieferumfang = d.isLight
    ? [`1x ${d.name}`, '1x Netzteil', 'Klebepads']
    : [
        `1x ${d.typeName}`,
        'Montagematerial',
        'Montageanleitung',
        ...(d.ausstattung.includes('Topper inklusive') ? ['1x Topper'] : []),
      ];
  return {
    id,
    code,
    name: d.name,
    description,
    categoryId: category.id,
    brandId: d.series.brand.id,
    shopId: d.series.shop.id,
    seriesId: d.series.id,
    priceCents,
    oldPriceCents,
    purchasePriceCents: Math.round((priceCents / 1.19) * r.float(0.35, 0.55)),
    taxRate: 19,
    stock,
    deliveryWeeks: weeks,
    bestSeller: r.chance(0.1),
    isLight: d.isLight,
    variantGroup: d.variantGroup,
    colorFront: d.colorFront,
    colorBody: d.colorBody,
    dimensions: d.dimensions,
    attributes: {
      beschreibung: attributeGroups({ measures, material: d.material, front, body, lieferumfang, coli: d.coli }),
      ausstatung: d.ausstattung,
    },
    cbm: round(d.cbm, 3),
    kg: round(d.kg, 2),
    coli: d.coli,
    ean: productEan(100 + d.brandIndex, id),
    ratingAvg: null,
    ratingCount: 0,
  };
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, productPdfs, products } from '../../db/schema/catalog.ts';

export async function findProductLook(db: Db, productId: number) {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      colorFront: products.colorFront,
      colorBody: products.colorBody,
      isLight: products.isLight,
      categorySlug: categories.slug,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId))
    .limit(1);
  return row ?? null;
}

export async function findAssemblyPdf(db: Db, pdfId: number) {
  const [row] = await db
    .select({
      pdfId: productPdfs.id,
      productName: products.name,
      code: products.code,
      colorFront: products.colorFront,
      colorBody: products.colorBody,
      categorySlug: categories.slug,
    })
    .from(productPdfs)
    .innerJoin(products, eq(products.id, productPdfs.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(productPdfs.id, pdfId))
    .limit(1);
  return row ?? null;
}

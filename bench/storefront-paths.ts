/**
 * The storefront list requests the benches send: a category, a price range, two brands, a sort
 * and a page, each query string another (no response cache in the way). `n` requests over the
 * shop's subcategories at `base`.
 */
export async function productListPaths(base: string, n = 2000): Promise<string[]> {
  const cats = (
    (await (await fetch(`${base}/api/v1/categories`)).json()) as { data: { slug: string; parent_id: number | null }[] }
  ).data;
  const subs = cats.filter((c) => c.parent_id !== null).map((c) => c.slug);
  const orders = ['Niedriger-Hoher', 'Hoher-Niedriger', 'A-Z', 'Z-A'];
  const list: string[] = [];
  for (let i = 0; i < n; i++) {
    const min = 100 + (i % 40) * 10;
    const max = min + 300 + (i % 7) * 200;
    list.push(
      `/api/v1/products?category=${subs[i % subs.length]}&min_price=${min}&max_price=${max}&brand=${1 + (i % 8)},${1 + ((i + 3) % 8)}&order=${orders[i % 4]}&page=${1 + (i % 3)}`,
    );
  }
  return list;
}

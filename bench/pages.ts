import { startServer } from '../e2e/harness.ts';
import { lighthouseScores } from './lighthouse.ts';

/** `npm run bench:pages`: Lighthouse (mobile) on home, a product list and a product page of a fresh demo shop. */
const server = await startServer();
try {
  const list = (await (await fetch(`${server.baseUrl}/api/v1/products?category=sofas`)).json()) as { data: { id: number }[] };
  const scores = await lighthouseScores([
    { name: 'home', url: `${server.baseUrl}/` },
    { name: 'product list (Sofas)', url: `${server.baseUrl}/products?category=sofas` },
    { name: 'product page', url: `${server.baseUrl}/product/${list.data[0].id}` },
  ]);
  console.table(scores.map(({ url: _url, ...s }) => s));
} finally {
  await server.stop();
}

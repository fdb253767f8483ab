import fs from 'node:fs';
import { renderAssemblyPdf } from '../../modules/media/assembly-pdf.ts';
for (const [id, slug] of [[3, 'kleiderschraenke'], [4, 'betten'], [5, 'sofas'], [6, 'esstische']] as const) {
  const t = performance.now();
  const b = await renderAssemblyPdf({ pdfId: id, productName: 'Kleiderschrank Lima 181 cm Weiß Hochglanz', code: 'LIM-KS-000123', categorySlug: slug, front: 'Weiß Hochglanz', body: 'Eiche Sonoma' });
  fs.writeFileSync(`/tmp/scratch/m${id}.pdf`, b);
  console.log(id, b.length, b.subarray(0, 8).toString(), (performance.now() - t).toFixed(0), 'ms', (b.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length, 'pages');
}

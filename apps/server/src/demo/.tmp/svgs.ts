import fs from 'node:fs';
import { furnitureSvg, kindByCategory, placeholderSvg } from '../../modules/media/furniture-svg.ts';
const out = '/tmp/scratch/svg';
fs.mkdirSync(out, { recursive: true });
const kinds = [...Object.values(kindByCategory), 'led'] as const;
const cols = [['Weiß Hochglanz', 'Eiche Sonoma'], ['Anthrazit', 'Beton Optik'], ['Grau', 'Schwarz matt'], ['Nussbaum', 'Nussbaum']];
let html = '<html><body style="margin:0;display:grid;grid-template-columns:repeat(6,260px);gap:4px">';
let max = 0;
kinds.forEach((kind, i) => {
  for (let v = 1; v <= 5; v++) {
    const [front, body] = cols[(i + v) % cols.length];
    const svg = furnitureSvg({ kind: kind as any, front, body, title: `${kind} ${v}`, view: v, seed: i });
    max = Math.max(max, svg.length);
    fs.writeFileSync(`${out}/${kind}-${v}.svg`, svg);
    html += `<img src="${kind}-${v}.svg" style="width:260px;height:195px;border:1px solid #ccc">`;
  }
  html += `<div style="font:14px sans-serif">${kind}</div>`;
});
fs.writeFileSync(`${out}/placeholder.svg`, placeholderSvg());
html += '<img src="placeholder.svg" style="width:260px;height:195px">';
fs.writeFileSync(`${out}/index.html`, html + '</body></html>');
console.log('max bytes', max);

import { colourHex, isLight, shade } from './colours.ts';

/**
 * Product pictures for the demo shop, drawn instead of downloaded: a flat front view of the
 * furniture type in the product's colours. Each view is a few dozen shapes (well under 4 kB),
 * with a fixed width, height and viewBox so the page reserves the space before it loads.
 */
export const SVG_WIDTH = 800;
export const SVG_HEIGHT = 600;

export type FurnitureKind =
  | 'sofa'
  | 'coffee-table'
  | 'lowboard'
  | 'wall-unit'
  | 'shelf'
  | 'bed'
  | 'wardrobe'
  | 'chest'
  | 'nightstand'
  | 'dining-table'
  | 'chair'
  | 'vitrine'
  | 'desk'
  | 'office-cabinet'
  | 'coat-rack'
  | 'shoe-cabinet'
  | 'led';

export const kindByCategory: Record<string, FurnitureKind> = {
  sofas: 'sofa',
  couchtische: 'coffee-table',
  'tv-moebel': 'lowboard',
  wohnwaende: 'wall-unit',
  regale: 'shelf',
  betten: 'bed',
  kleiderschraenke: 'wardrobe',
  kommoden: 'chest',
  nachttische: 'nightstand',
  esstische: 'dining-table',
  stuehle: 'chair',
  vitrinen: 'vitrine',
  schreibtische: 'desk',
  bueroschraenke: 'office-cabinet',
  garderoben: 'coat-rack',
  schuhschraenke: 'shoe-cabinet',
};

interface Paint {
  front: string;
  body: string;
  handle: string;
  /** Small number from the product id: varies door counts and details between products. */
  seed: number;
  /** The name promises a mirror ("mit Spiegel"). */
  mirror: boolean;
}

const r = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${extra}/>`;
const glass = '#d6e6ee';

type Drawing = { body: string; box: [number, number, number, number] };

const draw: Record<FurnitureKind, (p: Paint) => Drawing> = {
  wardrobe(p) {
    const doors = 2 + (p.seed % 3);
    const w = 400 / doors;
    let s = r(190, 120, 420, 360, p.body) + r(200, 460, 400, 16, shade(p.body, 0.8));
    for (let i = 0; i < doors; i++) {
      const mirror = p.mirror && i === 1;
      s += r(200 + i * w + 2, 130, w - 4, 326, mirror ? glass : p.front);
      const hx = i % 2 === 0 ? 200 + (i + 1) * w - 14 : 200 + i * w + 8;
      s += r(hx, 270, 6, 50, p.handle, 2);
    }
    return { body: s, box: [190, 120, 420, 360] };
  },
  bed(p) {
    const s =
      r(170, 220, 460, 170, p.front, 14) +
      r(150, 360, 500, 80, p.body, 8) +
      r(166, 330, 468, 40, '#f4f2ee', 8) +
      r(196, 296, 170, 44, '#ffffff', 14) +
      r(434, 296, 170, 44, '#ffffff', 14) +
      r(166, 350, 468, 30, shade(p.front, 1.35), 6) +
      r(170, 440, 16, 36, shade(p.body, 0.7)) +
      r(614, 440, 16, 36, shade(p.body, 0.7));
    return { body: s, box: [150, 220, 500, 256] };
  },
  sofa(p) {
    let s = r(180, 270, 440, 110, shade(p.front, 0.9), 18) + r(160, 350, 480, 90, p.front, 14);
    s += r(136, 310, 64, 130, shade(p.front, 0.85), 20) + r(600, 310, 64, 130, shade(p.front, 0.85), 20);
    for (let i = 0; i < 3; i++) s += r(206 + i * 131, 330, 125, 36, shade(p.front, 1.12), 10);
    s += r(170, 440, 14, 30, p.body) + r(616, 440, 14, 30, p.body);
    return { body: s, box: [136, 270, 528, 200] };
  },
  'coffee-table'(p) {
    const s =
      r(200, 356, 400, 26, p.front, 4) +
      r(216, 382, 18, 94, p.body) +
      r(566, 382, 18, 94, p.body) +
      r(234, 440, 332, 12, p.body);
    return { body: s, box: [200, 356, 400, 120] };
  },
  lowboard(p) {
    let s = r(262, 180, 276, 160, '#1f2328', 6) + r(390, 340, 20, 20, '#1f2328') + r(130, 360, 540, 100, p.body);
    for (let i = 0; i < 3; i++) s += r(140 + i * 176, 370, 168, 80, p.front);
    s += r(150, 460, 12, 16, shade(p.body, 0.7)) + r(638, 460, 12, 16, shade(p.body, 0.7));
    return { body: s, box: [130, 360, 540, 116] };
  },
  'wall-unit'(p) {
    let s =
      r(140, 120, 110, 356, p.body) +
      r(150, 130, 90, 250, glass, 0, ' fill-opacity=".85"') +
      r(150, 390, 90, 76, p.front);
    s += r(270, 150, 260, 70, p.body) + r(278, 158, 244, 54, p.front);
    s += r(270, 380, 280, 96, p.body) + r(280, 390, 126, 76, p.front) + r(414, 390, 126, 76, p.front);
    s += r(566, 160, 100, 316, p.body);
    for (let i = 0; i < 4; i++) s += r(576, 230 + i * 60, 80, 8, shade(p.body, 0.85));
    s += `<circle cx="195" cy="140" r="5" fill="#ffe9a8"/><circle cx="400" cy="228" r="4" fill="#ffe9a8"/>`;
    return { body: s, box: [140, 120, 526, 356] };
  },
  shelf(p) {
    const books = ['#a44a3f', '#2f5d62', '#d9a441', '#5b5f97', '#7d8c5a'];
    let s = r(250, 110, 16, 370, p.body) + r(534, 110, 16, 370, p.body);
    for (let i = 0; i < 5; i++) {
      s += r(250, 110 + i * 90, 300, 14, p.front);
      if (i < 4)
        for (let b = 0; b < 3 + ((p.seed + i) % 4); b++)
          s += r(280 + b * 26 + i * 20, 150 + i * 90, 20, 54 - (b % 2) * 10 + 10, books[(b + i + p.seed) % 5]);
    }
    return { body: s, box: [250, 110, 300, 370] };
  },
  chest(p) {
    const rows = 3 + (p.seed % 2);
    const h = 180 / rows;
    let s = r(220, 270, 360, 200, p.body);
    for (let i = 0; i < rows; i++)
      s += r(232, 280 + i * h, 336, h - 8, p.front) + r(370, 280 + i * h + h / 2 - 7, 60, 6, p.handle, 3);
    return { body: s, box: [220, 270, 360, 200] };
  },
  nightstand(p) {
    const s =
      r(300, 320, 200, 150, p.body) +
      r(310, 330, 180, 52, p.front) +
      r(370, 352, 60, 6, p.handle, 3) +
      r(310, 392, 180, 68, shade(p.body, 0.75)) +
      r(380, 262, 40, 58, '#efe2c4', 6) +
      r(394, 300, 12, 20, '#8a7f6e');
    return { body: s, box: [300, 262, 200, 208] };
  },
  'dining-table'(p) {
    const s =
      r(160, 296, 480, 28, p.front, 4) +
      r(190, 324, 26, 152, p.body) +
      r(584, 324, 26, 152, p.body) +
      r(216, 330, 368, 14, shade(p.body, 0.85));
    return { body: s, box: [160, 296, 480, 180] };
  },
  chair(p) {
    const s =
      r(330, 170, 140, 150, p.front, 16) +
      r(310, 318, 180, 42, shade(p.front, 0.9), 10) +
      r(322, 360, 12, 116, p.body) +
      r(466, 360, 12, 116, p.body) +
      r(350, 360, 10, 100, shade(p.body, 0.8)) +
      r(440, 360, 10, 100, shade(p.body, 0.8));
    return { body: s, box: [310, 170, 180, 306] };
  },
  vitrine(p) {
    let s = r(290, 100, 220, 376, p.body) + r(302, 112, 196, 290, glass, 0, ' fill-opacity=".85"');
    for (let i = 1; i < 4; i++) s += r(302, 112 + i * 72, 196, 4, '#ffffff');
    s += r(302, 412, 196, 54, p.front) + r(380, 436, 40, 6, p.handle, 3);
    s += `<circle cx="340" cy="120" r="5" fill="#ffe9a8"/><circle cx="460" cy="120" r="5" fill="#ffe9a8"/>`;
    return { body: s, box: [290, 100, 220, 376] };
  },
  desk(p) {
    const s =
      r(170, 300, 460, 24, p.front, 3) +
      r(182, 324, 20, 152, p.body) +
      r(480, 324, 140, 152, p.body) +
      r(490, 334, 120, 62, p.front) +
      r(490, 404, 120, 62, p.front) +
      r(525, 362, 50, 6, p.handle, 3) +
      r(525, 432, 50, 6, p.handle, 3) +
      r(250, 200, 150, 96, '#2a2e33', 6) +
      r(318, 296, 14, 4, '#2a2e33');
    return { body: s, box: [170, 200, 460, 276] };
  },
  'office-cabinet'(p) {
    const s =
      r(270, 110, 260, 366, p.body) +
      r(280, 120, 118, 346, p.front) +
      r(402, 120, 118, 346, p.front) +
      r(386, 280, 6, 44, p.handle, 2) +
      r(408, 280, 6, 44, p.handle, 2) +
      `<circle cx="400" cy="262" r="5" fill="${p.handle}"/>`;
    return { body: s, box: [270, 110, 260, 366] };
  },
  'coat-rack'(p) {
    let s = r(220, 120, 160, 280, p.front) + r(410, 120, 150, 230, p.body) + r(420, 130, 130, 210, glass);
    for (let i = 0; i < 4; i++) s += `<circle cx="${245 + i * 37}" cy="170" r="7" fill="${p.handle}"/>`;
    s += r(220, 400, 340, 70, p.body) + r(226, 392, 328, 14, shade(p.front, 1.1), 6);
    return { body: s, box: [220, 120, 340, 350] };
  },
  'shoe-cabinet'(p) {
    const flaps = 2 + (p.seed % 2);
    const h = 200 / flaps;
    let s = r(260, 260, 280, 216, p.body);
    for (let i = 0; i < flaps; i++)
      s += r(270, 268 + i * h, 260, h - 8, p.front) + r(370, 276 + i * h, 60, 6, p.handle, 3);
    return { body: s, box: [260, 260, 280, 216] };
  },
  led() {
    let s =
      `<path d="M180 300 L620 300 L700 470 L100 470 Z" fill="#fff3c4" fill-opacity=".55"/>` +
      r(180, 282, 440, 18, '#c9cdd1', 4);
    for (let i = 0; i < 8; i++) s += `<circle cx="${210 + i * 54}" cy="291" r="6" fill="#ffe27a"/>`;
    s += `${r(560, 360, 52, 92, '#34383c', 10)}<circle cx="586" cy="386" r="9" fill="#5c6166"/>`;
    return { body: s, box: [180, 282, 440, 170] };
  },
};

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

function wrap(title: string, content: string, background = '#ffffff'): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SVG_WIDTH}" height="${SVG_HEIGHT}" viewBox="0 0 ${SVG_WIDTH} ${SVG_HEIGHT}" role="img">` +
    `<title>${escapeXml(title)}</title>${r(0, 0, SVG_WIDTH, SVG_HEIGHT, background)}${content}</svg>`
  );
}

const outlined = (body: string, edge: string, opacity: number) =>
  `<g stroke="${edge}" stroke-opacity="${opacity}" stroke-width="2" stroke-linejoin="round">${body}</g>`;

/**
 * View 1 plain, 2 in a room, 3 close-up, 4 with colour swatches, 5 with measurements.
 */
export function furnitureSvg(input: {
  kind: FurnitureKind;
  front: string | null;
  body: string | null;
  title: string;
  view: number;
  seed: number;
}): string {
  const front = colourHex(input.front);
  const bodyColour = colourHex(input.body ?? input.front);
  const paint: Paint = {
    front,
    body: bodyColour,
    handle: isLight(front) ? '#8d9196' : '#c7c9cc',
    seed: input.seed,
    mirror: /Spiegel/.test(input.title),
  };
  const { body, box } = draw[input.kind](paint);
  // Light pieces need a visible outline on a white page; dark ones only a hint of one.
  const piece = isLight(bodyColour) || isLight(front) ? outlined(body, '#8a8a86', 1) : outlined(body, '#000000', 0.25);
  const [x, y, w, h] = box;
  const shadow = `<ellipse cx="${x + w / 2}" cy="${y + h + 4}" rx="${w / 2 + 20}" ry="12" fill="#000" fill-opacity=".08"/>`;
  switch (input.view) {
    case 2: {
      const room =
        r(0, 0, 800, 480, '#f1ece4') +
        r(0, 480, 800, 120, '#d8c7ab') +
        r(0, 472, 800, 8, '#ffffff') +
        r(700, 400, 50, 72, '#b5654a', 6) +
        `<circle cx="725" cy="370" r="38" fill="#6f8f5e"/><circle cx="705" cy="340" r="24" fill="#7fa06c"/>`;
      return wrap(input.title, room + shadow + piece);
    }
    case 3: {
      // Close-up of the upper middle of the piece.
      const s = 1.8;
      const tx = Math.round(400 - (x + w / 2) * s);
      const ty = Math.round(300 - (y + h * 0.45) * s);
      return wrap(input.title, `<g transform="matrix(${s} 0 0 ${s} ${tx} ${ty})">${piece}</g>`, '#fbfaf8');
    }
    case 4: {
      const swatches =
        r(40, 40, 56, 56, front, 8, ' stroke="#999"') +
        r(40, 110, 56, 56, bodyColour, 8, ' stroke="#999"') +
        `<g font-family="Helvetica,Arial,sans-serif" font-size="18" fill="#333"><text x="108" y="74">Front: ${escapeXml(input.front ?? '–')}</text>` +
        `<text x="108" y="144">Korpus: ${escapeXml(input.body ?? input.front ?? '–')}</text></g>`;
      return wrap(input.title, `<g transform="matrix(.8 0 0 .8 160 110)">${shadow}${piece}</g>${swatches}`, '#f5f5f3');
    }
    case 5: {
      const by = y + h + 40;
      const rx = x + w + 40;
      const dims =
        `<g stroke="#555" stroke-width="2" fill="none"><path d="M${x} ${by}H${x + w}M${x} ${by - 8}v16M${x + w} ${by - 8}v16"/>` +
        `<path d="M${rx} ${y}V${y + h}M${rx - 8} ${y}h16M${rx - 8} ${y + h}h16"/></g>` +
        `<g font-family="Helvetica,Arial,sans-serif" font-size="20" fill="#555"><text x="${x + w / 2 - 6}" y="${by + 28}">B</text><text x="${rx + 14}" y="${y + h / 2 + 7}">H</text></g>`;
      return wrap(input.title, `<g transform="matrix(.85 0 0 .85 40 20)">${piece}${dims}</g>`);
    }
    default:
      return wrap(input.title, shadow + piece);
  }
}

/** Shown for products without pictures. */
export function placeholderSvg(): string {
  const sofa =
    r(270, 300, 260, 70, '#d5d5d2', 14) +
    r(250, 340, 300, 60, '#c8c8c5', 12) +
    r(234, 320, 40, 80, '#bdbdba', 14) +
    r(526, 320, 40, 80, '#bdbdba', 14);
  return wrap(
    'Kein Bild vorhanden',
    sofa +
      `<text x="400" y="460" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-size="26" fill="#8a8a87">Kein Bild vorhanden</text>`,
    '#f2f2f0',
  );
}

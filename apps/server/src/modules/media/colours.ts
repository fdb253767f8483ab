/** Drawing colours for the demo's colour names; unknown names get a stable grey-brown from their letters. */
const named: Record<string, string> = {
  'Weiß Hochglanz': '#f8f8f6',
  'Weiß matt': '#ecebe6',
  'Eiche Sonoma': '#cfae7f',
  'Artisan Eiche': '#b4834f',
  Anthrazit: '#3d4145',
  Graphit: '#55585b',
  'Beton Optik': '#a09d97',
  Kaschmir: '#c9bcab',
  'Schwarz matt': '#262626',
  Nussbaum: '#6e4b32',
  Grau: '#8b8e92',
  Beige: '#d9c9ae',
  Blau: '#41608a',
  Grün: '#5f7a57',
  Cognac: '#9b5c2e',
  Dunkelgrau: '#505358',
  Creme: '#efe6d2',
  Aluminium: '#c4c7ca',
};

export function colourHex(name: string | null | undefined): string {
  if (!name) return '#b9b2a6';
  const hex = named[name];
  if (hex) return hex;
  let h = 0;
  for (const c of name) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  const v = 110 + (h % 90);
  return `#${[v, v - 8, v - 20].map((x) => x.toString(16).padStart(2, '0')).join('')}`;
}

/** Darker (f < 1) or lighter (f > 1) shade of a #rrggbb colour, for edges and handles. */
export function shade(hex: string, f: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) =>
    Math.max(0, Math.min(255, Math.round(f < 1 ? c * f : c + (255 - c) * (f - 1)))),
  );
  return `#${ch.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** True for light colours, which need a visible outline on a white background. */
export function isLight(hex: string): boolean {
  const n = parseInt(hex.slice(1), 16);
  return 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255) > 200;
}

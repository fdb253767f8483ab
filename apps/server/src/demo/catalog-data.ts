/** Fixed vocabulary of the demo catalogue (design/demo-data.md). Generation lives in catalog.ts. */

export interface CategoryDef {
  slug: string;
  name: string;
  children?: { slug: string; name: string }[];
}

export const categoryTree: CategoryDef[] = [
  {
    slug: 'wohnzimmer',
    name: 'Wohnzimmer',
    children: [
      { slug: 'sofas', name: 'Sofas & Couches' },
      { slug: 'couchtische', name: 'Couchtische' },
      { slug: 'tv-moebel', name: 'TV-Möbel' },
      { slug: 'wohnwaende', name: 'Wohnwände' },
      { slug: 'regale', name: 'Regale' },
    ],
  },
  {
    slug: 'schlafzimmer',
    name: 'Schlafzimmer',
    children: [
      { slug: 'betten', name: 'Betten' },
      { slug: 'kleiderschraenke', name: 'Kleiderschränke' },
      { slug: 'kommoden', name: 'Kommoden' },
      { slug: 'nachttische', name: 'Nachttische' },
    ],
  },
  {
    slug: 'speisezimmer',
    name: 'Speisezimmer',
    children: [
      { slug: 'esstische', name: 'Esstische' },
      { slug: 'stuehle', name: 'Stühle' },
      { slug: 'vitrinen', name: 'Vitrinen' },
    ],
  },
  {
    slug: 'buero',
    name: 'Büro',
    children: [
      { slug: 'schreibtische', name: 'Schreibtische' },
      { slug: 'bueroschraenke', name: 'Büroschränke' },
    ],
  },
  {
    slug: 'flur',
    name: 'Flur & Garderobe',
    children: [
      { slug: 'garderoben', name: 'Garderoben' },
      { slug: 'schuhschraenke', name: 'Schuhschränke' },
    ],
  },
  // Its list is computed (old price above price); it owns no products.
  { slug: 'sale', name: 'Sale' },
];

/** Heading and two paragraphs per category, shown under the product list. */
export const categoryTexts: Record<string, [string, string]> = {
  wohnzimmer: [
    'Das Wohnzimmer ist der Mittelpunkt Ihres Zuhauses. Hier treffen sich Familie und Freunde, hier wird gelesen, gespielt und entspannt. Mit Sofas, Couchtischen, TV-Möbeln und Wohnwänden aus unserem Sortiment richten Sie den Raum so ein, wie er zu Ihnen passt.',
    'Viele unserer Wohnzimmermöbel gehören zu einer Serie: Front- und Korpusfarben sind aufeinander abgestimmt, sodass Sie Ihre Einrichtung Stück für Stück ergänzen können. Die Lieferung erfolgt frei Haus per Spedition.',
  ],
  sofas: [
    'Ob gemütliches Ecksofa für die ganze Familie, kompakter Zweisitzer für die erste Wohnung oder Schlafsofa für Gäste: Unsere Sofas und Couches verbinden bequeme Polsterung mit pflegeleichten Bezügen.',
    'Achten Sie auf die Angaben zu Sitzhöhe, Sitztiefe und Polsteraufbau. Kaltschaum und Wellenunterfederung sorgen für langlebigen Sitzkomfort, Modelle mit Bettkasten schaffen zusätzlichen Stauraum.',
  ],
  couchtische: [
    'Ein Couchtisch ist Ablage, Blickfang und manchmal auch Esstisch für den Fernsehabend. Wählen Sie zwischen rechteckigen, quadratischen und runden Modellen in Holzdekoren, Hochglanz oder Beton Optik.',
    'Praktische Details wie Ablageböden, Schubladen oder eine höhenverstellbare Tischplatte machen den Couchtisch zum vielseitigen Begleiter Ihres Sofas.',
  ],
  'tv-moebel': [
    'TV-Lowboards und TV-Schränke schaffen Ordnung rund um Fernseher, Receiver und Spielekonsole. Kabeldurchlässe und offene Fächer halten die Technik griffbereit und aufgeräumt.',
    'Viele Modelle lassen sich mit einer passenden LED-Beleuchtung ausstatten, die für stimmungsvolles Licht am Abend sorgt.',
  ],
  wohnwaende: [
    'Eine Wohnwand vereint TV-Element, Vitrine, Hängeschrank und Regal in einer abgestimmten Kombination. So entsteht viel Stauraum auf kleiner Fläche.',
    'Die Elemente können Sie meist frei anordnen. Glaseinsätze mit LED-Beleuchtung setzen Ihre schönsten Stücke in Szene.',
  ],
  regale: [
    'Regale bieten Platz für Bücher, Pflanzen und Erinnerungsstücke und gliedern als Raumteiler auch offene Wohnbereiche.',
    'Von schmalen Hängeregalen bis zu großen Bücherwänden: Wählen Sie die Breite, die zu Ihrem Raum passt.',
  ],
  schlafzimmer: [
    'Gut schlafen beginnt mit der richtigen Einrichtung. Im Schlafzimmer finden Sie Betten, Kleiderschränke, Kommoden und Nachttische, die in Farbe und Stil zusammenpassen.',
    'Ruhige Farben wie Weiß, Kaschmir oder Eiche Sonoma schaffen eine entspannte Atmosphäre, dunkle Fronten in Anthrazit oder Graphit setzen moderne Akzente.',
  ],
  betten: [
    'Boxspringbetten, Polsterbetten und klassische Doppelbetten in den Größen 140x200, 160x200 und 180x200 cm: Hier finden Sie das Bett, das zu Ihnen passt.',
    'Boxspringbetten werden mit Matratze und Topper geliefert, Modelle mit Bettkasten bieten zusätzlichen Stauraum für Bettwäsche und Decken.',
  ],
  kleiderschraenke: [
    'Drehtüren, Schwebetüren oder Spiegelfronten: Unsere Kleiderschränke gibt es in den Breiten 136, 181 und 226 cm, passend für jedes Schlafzimmer.',
    'Innen sorgen Kleiderstangen, Einlegeböden und Schubkästen für Ordnung. Soft-Close Scharniere schließen die Türen leise und sanft.',
  ],
  kommoden: [
    'Kommoden, Sideboards und Highboards bieten Stauraum im Schlafzimmer, im Flur oder im Wohnzimmer.',
    'Mit Schubkästen auf Vollauszügen und Türen mit Dämpfung sind sie für den täglichen Gebrauch gemacht.',
  ],
  nachttische: [
    'Der Nachttisch ist die Ablage für Buch, Brille und Wecker. Viele Modelle passen in Farbe und Form zu unseren Bettenserien.',
    'Nachttische im 2er Set sorgen für ein symmetrisches Bild links und rechts vom Bett.',
  ],
  speisezimmer: [
    'Im Speisezimmer kommen alle an einen Tisch. Esstische, Stühle und Vitrinen aus unserem Sortiment laden zu langen Abenden mit Familie und Freunden ein.',
    'Ausziehbare Tische wachsen mit, wenn Gäste kommen, und Vitrinen präsentieren Ihr Geschirr im besten Licht.',
  ],
  esstische: [
    'Esstische in 140x90, 160x90 und 180x100 cm, als Säulentisch oder mit Auszug: Wählen Sie die Größe, die zu Ihrer Familie passt.',
    'Robuste Oberflächen in Holzdekor, Beton Optik oder Hochglanz sind pflegeleicht und alltagstauglich.',
  ],
  stuehle: [
    'Bequeme Stühle machen das Essen zum Genuss. Polsterstühle, Schwingstühle und Armlehnstühle gibt es häufig im praktischen Set.',
    'Pflegeleichte Bezüge aus Webstoff oder Kunstleder und stabile Metallgestelle sorgen für eine lange Lebensdauer.',
  ],
  vitrinen: [
    'Vitrinen zeigen Gläser, Geschirr und Sammlerstücke hinter Glas. Mit einer LED-Beleuchtung werden sie am Abend zum Blickfang.',
    'Standvitrinen, Hängevitrinen und Highboard-Vitrinen passen zu unseren Wohn- und Speisezimmerserien.',
  ],
  buero: [
    'Ob Homeoffice oder Arbeitszimmer: Mit dem richtigen Schreibtisch und ausreichend Stauraum arbeiten Sie konzentriert und ergonomisch.',
    'Unsere Büromöbel passen auch optisch in Wohnräume, damit der Arbeitsplatz nicht nach Büro aussieht.',
  ],
  schreibtische: [
    'Schreibtische in 120, 140 und 160 cm Breite, als Eckschreibtisch oder höhenverstellbar: Für jeden Arbeitsplatz das passende Modell.',
    'Kabeldurchlässe, Schubladen und Ablagefächer halten den Arbeitsplatz aufgeräumt.',
  ],
  bueroschraenke: [
    'Aktenschränke, Büroschränke und Rollcontainer schaffen Ordnung für Ordner, Unterlagen und Büromaterial.',
    'Abschließbare Türen schützen vertrauliche Dokumente, Rollcontainer passen unter jeden Schreibtisch.',
  ],
  flur: [
    'Der Flur ist die Visitenkarte Ihres Zuhauses. Garderoben und Schuhschränke sorgen dafür, dass Jacken, Schuhe und Taschen ihren festen Platz haben.',
    'Kompakte Garderobensets nutzen auch schmale Flure optimal aus, Spiegel lassen den Raum größer wirken.',
  ],
  garderoben: [
    'Garderobensets, Garderobenpaneele und Garderobenschränke für jeden Flur: mit Haken, Hutablage und Spiegel.',
    'Die Elemente vieler Sets sind einzeln erhältlich und lassen sich flexibel kombinieren.',
  ],
  schuhschraenke: [
    'Schuhschränke und Schuhkipper bieten Platz für viele Paar Schuhe auf wenig Tiefe.',
    'Eine Schuhbank mit Sitzpolster macht das Anziehen der Schuhe bequemer.',
  ],
  sale: [
    'Im Sale finden Sie Möbel mit reduziertem Preis: Der durchgestrichene Preis zeigt, was der Artikel vorher gekostet hat.',
    'Die Angebote gelten, solange der Vorrat reicht. Lieferung wie immer frei Haus per Spedition.',
  ],
};

export const brandNames = [
  'Möbelwerk Nord',
  'Casa Forma',
  'Holzkunst',
  'Schlafwelt',
  'Urban Living',
  'Stilhaus',
  'Comfort Line',
  'Nordholz',
] as const;

export const shopDefs = [
  {
    name: 'Wohnwerk',
    slug: 'wohnwerk',
    city: 'Leipzig',
    description: 'Der Marktplatz für Möbel: geprüfte Händler, Lieferung frei Haus.',
  },
  {
    name: 'Möbel Direkt',
    slug: 'moebel-direkt',
    city: 'Bielefeld',
    description: 'Möbel direkt vom Hersteller, ohne Umwege.',
  },
  {
    name: 'Schlafwelt Store',
    slug: 'schlafwelt-store',
    city: 'Hannover',
    description: 'Betten, Matratzen und Schlafzimmermöbel.',
  },
  {
    name: 'Nordholz Outlet',
    slug: 'nordholz-outlet',
    city: 'Kiel',
    description: 'Massivholz und skandinavisches Design zu Outlet-Preisen.',
  },
] as const;

/** Cabinet colours (front / body). */
export const cabinetColours = [
  'Weiß Hochglanz',
  'Weiß matt',
  'Eiche Sonoma',
  'Artisan Eiche',
  'Anthrazit',
  'Graphit',
  'Beton Optik',
  'Kaschmir',
  'Schwarz matt',
  'Nussbaum',
] as const;

/** Cover colours of upholstered pieces. */
export const fabricColours = ['Grau', 'Anthrazit', 'Beige', 'Blau', 'Grün', 'Cognac', 'Dunkelgrau', 'Creme'] as const;

/** The named series of the design; more are generated when a large catalogue needs them. */
export const namedSeries: { name: string; front: string; body: string }[] = [
  { name: 'Lima', front: 'Weiß Hochglanz', body: 'Weiß matt' },
  { name: 'Valencia', front: 'Anthrazit', body: 'Eiche Sonoma' },
  { name: 'Nordic', front: 'Weiß matt', body: 'Artisan Eiche' },
  { name: 'Arco', front: 'Eiche Sonoma', body: 'Eiche Sonoma' },
  { name: 'Torino', front: 'Graphit', body: 'Beton Optik' },
  { name: 'Bergen', front: 'Kaschmir', body: 'Artisan Eiche' },
  { name: 'Malaga', front: 'Weiß Hochglanz', body: 'Beton Optik' },
  { name: 'Oslo', front: 'Schwarz matt', body: 'Nussbaum' },
  { name: 'Verona', front: 'Nussbaum', body: 'Nussbaum' },
  { name: 'Lund', front: 'Weiß matt', body: 'Eiche Sonoma' },
];

export const seriesSyllables = {
  first: [
    'Al',
    'Bel',
    'Cor',
    'Da',
    'El',
    'Fio',
    'Gra',
    'Ha',
    'Is',
    'Jo',
    'Ka',
    'Lo',
    'Mar',
    'No',
    'Or',
    'Pa',
    'Ri',
    'Sa',
    'Ter',
    'Va',
    'Ze',
    'Bri',
    'Cla',
    'Ste',
    'Mo',
    'Ne',
  ],
  middle: ['', '', '', 'la', 've', 'ri', 'no', 'ta', 'me'],
  last: [
    'na',
    'ro',
    'lia',
    'ra',
    'no',
    'to',
    'la',
    'ssa',
    'nda',
    'vik',
    'berg',
    'mo',
    'ris',
    'ta',
    'ni',
    'ko',
    'sund',
    'dal',
  ],
};

type Size = { label: string; b: number; h: number; t: number; factor: number };

/** What a furniture piece of a subcategory looks like: names, sizes, prices, logistics, equipment. */
export interface PieceType {
  category: string;
  /** Two letters in the product code. */
  code: string;
  types: string[];
  /** Optional name detail between series and size, e.g. "mit Schlaffunktion". */
  details?: string[];
  /** Size variants; the first size is the cheapest. Name suffix: label, plus " cm" when `cmSuffix`. */
  sizes?: Size[];
  /** Fixed measures when the piece has no size variants. */
  measures?: { b: number; h: number; t: number };
  cmSuffix?: boolean;
  /** Upholstered pieces take a cover colour as their front colour. */
  upholstered?: boolean | ((type: string) => boolean);
  price: [number, number];
  cbm: [number, number];
  kg: [number, number];
  coli: [number, number];
  ausstattung: string[];
  material: { front: string[]; body: string[] };
  /** Gets the series' LED lighting offered as an accessory. */
  lightable: boolean;
  /** Parts of the assembly instructions: [name, min count, max count]. */
  parts: [string, number, number][];
}

const cabinetMaterial = {
  front: ['Spanplatte, melaminbeschichtet', 'MDF, Hochglanz lackiert', 'MDF, matt lackiert', 'Spanplatte, foliert'],
  body: ['Spanplatte, melaminbeschichtet', 'Spanplatte, foliert'],
};
const fabricMaterial = {
  front: ['Webstoff (100 % Polyester)', 'Cord (100 % Polyester)', 'Samtoptik (100 % Polyester)', 'Kunstleder'],
  body: ['Massivholz und Spanplatte', 'Metall, pulverbeschichtet', 'Holzwerkstoff'],
};
const tableMaterial = {
  front: ['Spanplatte, melaminbeschichtet', 'MDF, Hochglanz lackiert', 'Keramik-Optik', 'Massivholz geölt'],
  body: ['Metall, pulverbeschichtet', 'Massivholz', 'Spanplatte, melaminbeschichtet'],
};
const cabinetParts: [string, number, number][] = [
  ['Seitenwand', 2, 2],
  ['Oberboden', 1, 1],
  ['Unterboden', 1, 1],
  ['Rückwand', 1, 2],
  ['Einlegeboden', 1, 4],
  ['Tür', 1, 4],
  ['Griff', 1, 4],
  ['Schraube 4x16 mm', 16, 48],
  ['Holzdübel 8x30 mm', 8, 24],
  ['Topfscharnier', 2, 8],
];

const widths = (labels: number[], h: number, t: number): Size[] =>
  labels.map((b, i) => ({ label: String(b), b, h, t, factor: 1 + i * 0.28 }));

export const pieceTypes: PieceType[] = [
  {
    category: 'sofas',
    code: 'SO',
    types: ['Ecksofa', 'Sofa 3-Sitzer', 'Sofa 2-Sitzer', 'Wohnlandschaft', 'Schlafsofa'],
    details: ['mit Schlaffunktion', 'mit Bettkasten', 'Cord', 'Webstoff', 'Samtoptik'],
    measures: { b: 250, h: 85, t: 170 },
    upholstered: true,
    price: [499, 2199],
    cbm: [1.2, 3.5],
    kg: [45, 180],
    coli: [2, 6],
    ausstattung: [
      'Kaltschaum',
      'Wellenunterfederung',
      'Bettkasten',
      'Schlaffunktion',
      'Verstellbare Kopfstützen',
      'Zierkissen inklusive',
      'Ottomane beidseitig montierbar',
    ],
    material: fabricMaterial,
    lightable: false,
    parts: [
      ['Sofaelement', 2, 4],
      ['Rückenkissen', 2, 4],
      ['Sofafuß', 4, 8],
      ['Verbindungsbeschlag', 2, 4],
      ['Schraube M6x25 mm', 8, 16],
    ],
  },
  {
    category: 'couchtische',
    code: 'CT',
    types: ['Couchtisch', 'Beistelltisch', 'Couchtisch 2er Set'],
    details: ['mit Ablage', 'mit Schublade', 'höhenverstellbar', 'rund'],
    measures: { b: 110, h: 42, t: 60 },
    price: [89, 449],
    cbm: [0.08, 0.35],
    kg: [8, 40],
    coli: [1, 2],
    ausstattung: ['Ablageboden', 'Schublade', 'Höhenverstellbare Tischplatte', 'Filzgleiter', 'Rollen'],
    material: tableMaterial,
    lightable: false,
    parts: [
      ['Tischplatte', 1, 1],
      ['Tischbein', 4, 4],
      ['Ablageboden', 0, 1],
      ['Schraube 4x30 mm', 8, 16],
    ],
  },
  {
    category: 'tv-moebel',
    code: 'TV',
    types: ['TV-Lowboard', 'TV-Board', 'TV-Schrank'],
    sizes: widths([140, 180, 200], 50, 40),
    cmSuffix: true,
    price: [129, 599],
    cbm: [0.15, 0.6],
    kg: [20, 65],
    coli: [1, 3],
    ausstattung: [
      'Soft-Close Scharniere',
      'Kabeldurchlass',
      'Push-to-open',
      'Metallgriffe',
      'Klappe mit Dämpfer',
      'Offene Fächer',
    ],
    material: cabinetMaterial,
    lightable: true,
    parts: cabinetParts,
  },
  {
    category: 'wohnwaende',
    code: 'WW',
    types: ['Wohnwand', 'Wohnwand 4-teilig', 'Wohnkombination'],
    sizes: widths([270, 300, 330], 200, 45),
    cmSuffix: true,
    price: [449, 1599],
    cbm: [0.8, 2.6],
    kg: [80, 180],
    coli: [3, 8],
    ausstattung: [
      'Soft-Close Scharniere',
      'Glaseinsätze',
      'Metallgriffe',
      'Kabeldurchlass',
      'Verstellbare Einlegeböden',
      'Hängeschrank mit Klappe',
    ],
    material: cabinetMaterial,
    lightable: true,
    parts: cabinetParts,
  },
  {
    category: 'regale',
    code: 'RE',
    types: ['Regal', 'Bücherregal', 'Raumteiler', 'Hängeregal'],
    sizes: widths([60, 90, 120], 190, 35),
    cmSuffix: true,
    price: [69, 379],
    cbm: [0.08, 0.45],
    kg: [9, 55],
    coli: [1, 2],
    ausstattung: ['Verstellbare Einlegeböden', 'Kippsicherung', 'Offene Fächer', 'Wandmontage möglich'],
    material: cabinetMaterial,
    lightable: false,
    parts: [
      ['Seitenwand', 2, 2],
      ['Fachboden', 3, 6],
      ['Rückwand', 1, 1],
      ['Kippsicherung', 1, 1],
      ['Schraube 4x16 mm', 12, 32],
    ],
  },
  {
    category: 'betten',
    code: 'BE',
    types: ['Boxspringbett', 'Polsterbett', 'Doppelbett', 'Bett'],
    details: ['mit Bettkasten', 'mit Topper', 'mit LED-Kopfteil'],
    sizes: [
      { label: '140x200', b: 140, h: 110, t: 200, factor: 1 },
      { label: '160x200', b: 160, h: 110, t: 200, factor: 1.15 },
      { label: '180x200', b: 180, h: 110, t: 200, factor: 1.3 },
    ],
    upholstered: (type) => type === 'Boxspringbett' || type === 'Polsterbett',
    price: [249, 1699],
    cbm: [0.6, 2.2],
    kg: [45, 160],
    coli: [2, 6],
    ausstattung: [
      'Bettkasten',
      'Bonell-Federkern',
      'Topper inklusive',
      'Kopfteil gepolstert',
      'Lattenrost inklusive',
      'Taschenfederkern',
    ],
    material: fabricMaterial,
    lightable: false,
    parts: [
      ['Kopfteil', 1, 1],
      ['Fußteil', 1, 1],
      ['Seitenteil', 2, 2],
      ['Mittelfuß', 1, 2],
      ['Bettfuß', 4, 6],
      ['Schraube M8x40 mm', 8, 16],
    ],
  },
  {
    category: 'kleiderschraenke',
    code: 'KS',
    types: ['Kleiderschrank', 'Drehtürenschrank', 'Schwebetürenschrank'],
    details: ['mit Spiegel', 'mit Schubkästen'],
    sizes: widths([136, 181, 226], 210, 58),
    cmSuffix: true,
    price: [279, 1299],
    cbm: [0.7, 2.4],
    kg: [70, 175],
    coli: [3, 8],
    ausstattung: [
      'Soft-Close Scharniere',
      'Metallgriffe',
      'Kleiderstange',
      'Einlegeböden',
      'Spiegeltür',
      'Schubkästen mit Vollauszug',
    ],
    material: cabinetMaterial,
    lightable: true,
    parts: cabinetParts,
  },
  {
    category: 'kommoden',
    code: 'KO',
    types: ['Kommode', 'Sideboard', 'Highboard'],
    sizes: widths([80, 120, 160], 90, 42),
    cmSuffix: true,
    price: [119, 749],
    cbm: [0.15, 0.8],
    kg: [20, 75],
    coli: [1, 3],
    ausstattung: [
      'Soft-Close Scharniere',
      'Schubkästen mit Vollauszug',
      'Metallgriffe',
      'Push-to-open',
      'Verstellbare Einlegeböden',
    ],
    material: cabinetMaterial,
    lightable: true,
    parts: cabinetParts,
  },
  {
    category: 'nachttische',
    code: 'NT',
    types: ['Nachttisch', 'Nachtkommode', 'Nachttisch 2er Set'],
    details: ['mit Schublade', 'hängend', 'mit offenem Fach'],
    measures: { b: 45, h: 50, t: 38 },
    price: [49, 249],
    cbm: [0.05, 0.2],
    kg: [5, 30],
    coli: [1, 2],
    ausstattung: ['Schublade', 'Offenes Fach', 'Metallgriffe', 'Soft-Close Auszug'],
    material: cabinetMaterial,
    lightable: false,
    parts: [
      ['Seitenwand', 2, 2],
      ['Deckplatte', 1, 1],
      ['Boden', 1, 1],
      ['Schubkasten', 1, 2],
      ['Schraube 4x16 mm', 8, 16],
    ],
  },
  {
    category: 'esstische',
    code: 'ET',
    types: ['Esstisch', 'Säulentisch'],
    details: ['ausziehbar', 'mit Keramikplatte'],
    sizes: [
      { label: '140x90', b: 140, h: 76, t: 90, factor: 1 },
      { label: '160x90', b: 160, h: 76, t: 90, factor: 1.15 },
      { label: '180x100', b: 180, h: 76, t: 100, factor: 1.32 },
    ],
    cmSuffix: true,
    price: [179, 1199],
    cbm: [0.2, 0.9],
    kg: [25, 90],
    coli: [1, 3],
    ausstattung: ['Auszugsfunktion', 'Kratzfeste Oberfläche', 'Filzgleiter', 'Bodenausgleich'],
    material: tableMaterial,
    lightable: false,
    parts: [
      ['Tischplatte', 1, 1],
      ['Tischbein', 2, 4],
      ['Zarge', 2, 4],
      ['Schraube M8x50 mm', 8, 16],
    ],
  },
  {
    category: 'stuehle',
    code: 'SL',
    types: ['Stuhl 2er Set', 'Stuhl 4er Set', 'Schwingstuhl 2er Set', 'Armlehnstuhl', 'Barhocker 2er Set'],
    details: ['Samtoptik', 'Kunstleder', 'Webstoff'],
    measures: { b: 48, h: 88, t: 56 },
    upholstered: true,
    price: [89, 549],
    cbm: [0.15, 0.7],
    kg: [8, 40],
    coli: [1, 2],
    ausstattung: ['Gepolsterte Sitzfläche', 'Filzgleiter', 'Metallgestell', 'Stapelbar', 'Armlehnen'],
    material: fabricMaterial,
    lightable: false,
    parts: [
      ['Sitzfläche', 1, 4],
      ['Rückenlehne', 1, 4],
      ['Gestell', 1, 4],
      ['Schraube M6x20 mm', 8, 24],
    ],
  },
  {
    category: 'vitrinen',
    code: 'VI',
    types: ['Vitrine', 'Standvitrine', 'Hängevitrine', 'Highboard Vitrine'],
    sizes: widths([60, 90], 190, 40),
    cmSuffix: true,
    price: [179, 849],
    cbm: [0.2, 0.9],
    kg: [25, 85],
    coli: [1, 3],
    ausstattung: ['Glastüren', 'Glaseinlegeböden', 'Soft-Close Scharniere', 'Spiegelrückwand', 'Metallgriffe'],
    material: cabinetMaterial,
    lightable: true,
    parts: [...cabinetParts.slice(0, 4), ['Glaseinlegeboden', 2, 4], ['Glastür', 1, 2], ['Schraube 4x16 mm', 16, 32]],
  },
  {
    category: 'schreibtische',
    code: 'SD',
    types: ['Schreibtisch', 'Eckschreibtisch', 'Computertisch'],
    details: ['höhenverstellbar', 'mit Schublade'],
    sizes: widths([120, 140, 160], 75, 70),
    cmSuffix: true,
    price: [99, 799],
    cbm: [0.12, 0.6],
    kg: [18, 65],
    coli: [1, 3],
    ausstattung: ['Kabeldurchlass', 'Schublade', 'Ablagefach', 'Elektrisch höhenverstellbar', 'Memory-Funktion'],
    material: tableMaterial,
    lightable: false,
    parts: [
      ['Tischplatte', 1, 1],
      ['Seitenwange', 2, 2],
      ['Traverse', 1, 2],
      ['Schubkasten', 0, 2],
      ['Schraube 4x30 mm', 12, 24],
    ],
  },
  {
    category: 'bueroschraenke',
    code: 'BS',
    types: ['Aktenschrank', 'Büroschrank', 'Rollcontainer'],
    details: ['abschließbar', 'mit Schiebetüren', 'mit Ordnerfächern'],
    measures: { b: 80, h: 180, t: 40 },
    price: [99, 649],
    cbm: [0.1, 0.8],
    kg: [15, 80],
    coli: [1, 3],
    ausstattung: ['Abschließbar', 'Ordnerfächer', 'Verstellbare Einlegeböden', 'Rollen', 'Metallgriffe'],
    material: cabinetMaterial,
    lightable: false,
    parts: cabinetParts,
  },
  {
    category: 'garderoben',
    code: 'GA',
    types: ['Garderobe', 'Garderobenset 3-teilig', 'Garderobenpaneel', 'Garderobenschrank'],
    details: ['mit Spiegel', 'mit Sitzbank', 'mit Hutablage'],
    measures: { b: 120, h: 195, t: 38 },
    price: [79, 649],
    cbm: [0.1, 0.9],
    kg: [12, 85],
    coli: [1, 4],
    ausstattung: ['Garderobenhaken', 'Hutablage', 'Spiegel', 'Schuhablage', 'Soft-Close Scharniere'],
    material: cabinetMaterial,
    lightable: false,
    parts: [
      ['Paneel', 1, 2],
      ['Spiegel', 0, 1],
      ['Garderobenhaken', 3, 6],
      ['Hutablage', 0, 1],
      ['Schraube 4x30 mm', 8, 20],
    ],
  },
  {
    category: 'schuhschraenke',
    code: 'SS',
    types: ['Schuhschrank', 'Schuhkipper', 'Schuhbank'],
    details: ['mit 2 Klappen', 'mit 3 Klappen', 'mit Sitzkissen'],
    measures: { b: 80, h: 100, t: 30 },
    price: [59, 329],
    cbm: [0.06, 0.35],
    kg: [8, 40],
    coli: [1, 2],
    ausstattung: ['Kippklappen', 'Kippsicherung', 'Sitzpolster', 'Metallgriffe'],
    material: cabinetMaterial,
    lightable: false,
    parts: [
      ['Seitenwand', 2, 2],
      ['Klappe', 2, 3],
      ['Deckplatte', 1, 1],
      ['Kippsicherung', 1, 1],
      ['Schraube 4x16 mm', 12, 24],
    ],
  },
];

/** LED accessories of a series; they sort last in "Diese Serie Shoppen". */
export const lightTypes = [
  { type: 'LED-Beleuchtung', detail: '2er Set', price: [24, 49] as [number, number] },
  { type: 'LED-Unterbauleuchte', detail: 'Warmweiß', price: [19, 39] as [number, number] },
  { type: 'LED-Glaskantenbeleuchtung', detail: '3er Set', price: [29, 69] as [number, number] },
];

export const deliveryWeeks: [string, number][] = [
  ['1-2', 45],
  ['2-3', 20],
  ['4-6', 20],
  ['10-12', 8],
  ['12-14', 7],
];

export const customerNames = [
  'Lena Hoffmann',
  'Jonas Becker',
  'Sophie Wagner',
  'Felix Schulz',
  'Marie Koch',
  'Lukas Richter',
  'Hannah Klein',
  'Paul Wolf',
  'Laura Schröder',
  'Tim Neumann',
  'Julia Schwarz',
  'Niklas Zimmermann',
  'Anna Braun',
  'Leon Krüger',
  'Emma Hartmann',
  'David Lange',
  'Mia Werner',
  'Jan Krause',
  'Clara Meier',
  'Tobias Lehmann',
];

export const ratingTexts: Record<number, string[]> = {
  5: [
    'Super Qualität, schnell geliefert und einfach aufzubauen. Gerne wieder!',
    'Sieht genauso aus wie auf den Bildern. Die Farbe ist wunderschön.',
    'Top Preis-Leistungs-Verhältnis, die Spedition war pünktlich und sehr freundlich.',
    'Sehr stabil und hochwertig verarbeitet. Absolute Kaufempfehlung.',
    'Wir sind rundum zufrieden. Der Aufbau hat zu zweit knapp eine Stunde gedauert.',
    'Passt perfekt zu den anderen Möbeln der Serie. Alles sauber verpackt angekommen.',
  ],
  4: [
    'Schönes Möbelstück, der Aufbau hat allerdings etwas länger gedauert.',
    'Gute Qualität, nur die Lieferung hat eine Woche länger gedauert als angegeben.',
    'Optisch sehr schön, die Anleitung könnte etwas übersichtlicher sein.',
    'Für den Preis wirklich gut. Ein Griff saß etwas schief, ließ sich aber nachjustieren.',
    'Farbe und Verarbeitung gefallen uns gut. Ein Stern Abzug für die vielen Kleinteile.',
  ],
  3: [
    'Insgesamt in Ordnung, aber die Montageanleitung könnte besser sein.',
    'Farbe etwas heller als auf den Fotos, sonst okay.',
    'Brauchbar, aber die Oberfläche ist empfindlicher als erwartet.',
    'Lieferung hat gut geklappt, die Qualität ist durchschnittlich.',
  ],
  2: [
    'Eine Platte war beschädigt, der Kundenservice hat aber Ersatz geschickt.',
    'Leider recht wackelig, für den Preis hätte ich mehr erwartet.',
    'Die Löcher passten teilweise nicht, der Aufbau war mühsam.',
  ],
};

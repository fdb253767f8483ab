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

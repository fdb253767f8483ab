import type { contentPages, homepageTexts } from '../db/schema/catalog.ts';
import { company } from './company.ts';

const address = `${company.name}<br>${company.street}<br>${company.zip} ${company.city}`;
const contact = `Telefon: ${company.phone}<br>E-Mail: <a href="mailto:${company.email}">${company.email}</a>`;

export const homepageTextRows: (typeof homepageTexts.$inferInsert)[] = [
  {
    name: 'Icons_Transport',
    description:
      '<ul>' +
      '<li><strong>Kostenlose Lieferung</strong> frei Haus bis zur Wohnungstür per Spedition</li>' +
      '<li><strong>14 Tage Widerrufsrecht</strong> – wir holen die Ware bei Ihnen ab</li>' +
      '<li><strong>Sicher bezahlen</strong> mit Kreditkarte oder PayPal</li>' +
      '<li><strong>Persönliche Beratung</strong> – Mo. bis Fr. von 8 bis 18 Uhr</li>' +
      '</ul>',
  },
  {
    name: 'Description_Main',
    description:
      '<h2>Möbel online kaufen bei Wohnwerk</h2>' +
      '<p>Wohnwerk ist Ihr Marktplatz für Möbel: Wohnzimmer, Schlafzimmer, Speisezimmer, Büro und Flur – ' +
      'von geprüften Händlern, mit Lieferung frei Haus. Viele Möbel gehören zu Serien mit abgestimmten ' +
      'Front- und Korpusfarben, sodass Sie Ihre Einrichtung Schritt für Schritt ergänzen können.</p>' +
      '<p>Ob Kleiderschrank in Weiß Hochglanz, Boxspringbett in Anthrazit oder Esstisch in Eiche Sonoma: ' +
      'Zu jedem Artikel finden Sie Maße, Materialien, die Montageanleitung und die Bewertungen anderer Kundinnen und Kunden.</p>',
  },
  { name: 'wohnzimmer', description: '<p>Sofas, Couchtische, TV-Möbel und Wohnwände für Ihr Wohnzimmer.</p>' },
  {
    name: 'schlafzimmer',
    description: '<p>Betten, Kleiderschränke, Kommoden und Nachttische für erholsamen Schlaf.</p>',
  },
  { name: 'speisezimmer', description: '<p>Esstische, Stühle und Vitrinen für gemeinsame Abende.</p>' },
  { name: 'buero', description: '<p>Schreibtische und Büroschränke für Ihr Homeoffice.</p>' },
  { name: 'flur', description: '<p>Garderoben und Schuhschränke für einen aufgeräumten Eingang.</p>' },
];

const withdrawalForm =
  '<h2>Muster-Widerrufsformular</h2>' +
  '<p>(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)</p>' +
  '<ul>' +
  `<li>An ${company.name}, ${company.street}, ${company.zip} ${company.city}, E-Mail: ${company.email}:</li>` +
  '<li>Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)</li>' +
  '<li>Bestellt am (*)/erhalten am (*)</li>' +
  '<li>Name des/der Verbraucher(s)</li>' +
  '<li>Anschrift des/der Verbraucher(s)</li>' +
  '<li>Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)</li>' +
  '<li>Datum</li>' +
  '</ul>' +
  '<p>(*) Unzutreffendes streichen.</p>';

const withdrawal =
  '<h2>Widerrufsbelehrung</h2>' +
  '<h3>Widerrufsrecht</h3>' +
  '<p>Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.</p>' +
  '<p>Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, ' +
  'die letzte Ware in Besitz genommen haben bzw. hat.</p>' +
  `<p>Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${company.name}, ${company.street}, ${company.zip} ${company.city}, ` +
  `Telefon ${company.phone}, E-Mail ${company.email}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder E-Mail) ` +
  'über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, ' +
  'das jedoch nicht vorgeschrieben ist.</p>' +
  '<p>Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.</p>' +
  '<h3>Folgen des Widerrufs</h3>' +
  '<p>Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten ' +
  '(mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste ' +
  'Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über ' +
  'Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ' +
  'ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden ' +
  'Ihnen wegen dieser Rückzahlung Entgelte berechnet.</p>' +
  '<p>Wir holen die Waren ab. Wir tragen die Kosten der Rücksendung der Waren.</p>' +
  '<p>Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, ' +
  'Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.</p>' +
  '<h3>Ende der Widerrufsbelehrung</h3>' +
  withdrawalForm;

const pages: { slug: string; title: string; html: string }[] = [
  {
    slug: 'agb',
    title: 'Allgemeine Geschäftsbedingungen',
    html:
      '<h2>Allgemeine Geschäftsbedingungen</h2>' +
      '<h3>§ 1 Geltungsbereich</h3>' +
      `<p>Diese Geschäftsbedingungen gelten für alle Bestellungen, die Verbraucher über den Online-Shop der ${company.name} abschließen. ` +
      'Verbraucher ist jede natürliche Person, die ein Rechtsgeschäft zu Zwecken abschließt, die überwiegend weder ihrer gewerblichen noch ihrer selbständigen beruflichen Tätigkeit zugerechnet werden können.</p>' +
      '<h3>§ 2 Vertragsschluss</h3>' +
      '<p>Die Darstellung der Produkte im Online-Shop ist kein rechtlich bindendes Angebot, sondern eine Aufforderung zur Bestellung. ' +
      'Mit dem Klick auf „Jetzt kaufen" geben Sie eine verbindliche Bestellung ab. Der Vertrag kommt zustande, wenn wir Ihre Bestellung per E-Mail bestätigen.</p>' +
      '<h3>§ 3 Preise und Versandkosten</h3>' +
      '<p>Alle Preise sind Endpreise in Euro und enthalten die gesetzliche Mehrwertsteuer von 19 %. Die Lieferung erfolgt innerhalb Deutschlands kostenfrei per Spedition bis zur Wohnungstür.</p>' +
      '<h3>§ 4 Zahlung</h3>' +
      '<p>Sie können per Kreditkarte oder PayPal bezahlen. Der Betrag wird mit Abschluss der Bestellung belastet.</p>' +
      '<h3>§ 5 Lieferung</h3>' +
      '<p>Die Lieferzeit ist beim jeweiligen Artikel angegeben. Die Spedition vereinbart vor der Zustellung einen Liefertermin mit Ihnen.</p>' +
      '<h3>§ 6 Widerrufsrecht</h3>' +
      '<p>Verbrauchern steht ein Widerrufsrecht von 14 Tagen zu. Einzelheiten finden Sie in der <a href="/widerrufsrecht">Widerrufsbelehrung</a>.</p>' +
      '<h3>§ 7 Gewährleistung</h3>' +
      '<p>Es gelten die gesetzlichen Gewährleistungsrechte. Zusätzlich geben viele Hersteller eine Garantie von 2 Jahren.</p>' +
      '<h3>§ 8 Streitbeilegung</h3>' +
      '<p>Wir sind nicht verpflichtet und nicht bereit, an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>',
  },
  {
    slug: 'impressum',
    title: 'Impressum',
    html:
      // The seller's name, address, register entry and VAT id come first on the page, from the
      // shop's settings (SELLER_*, GET /shop-info): the page's own text holds only the rest.
      '<h2>Impressum</h2>' +
      `<p>Verantwortlich für den Inhalt: ${company.managingDirector}, Anschrift wie oben.</p>` +
      '<p>Hinweis: Wohnwerk ist ein fiktives Demonstrationsprojekt. Alle Angaben sind Beispieldaten.</p>',
  },
  {
    slug: 'daten',
    title: 'Datenschutzerklärung',
    html:
      '<h2>Datenschutzerklärung</h2>' +
      '<h3>1. Verantwortlicher</h3>' +
      `<p>${address}<br>${contact}</p>` +
      '<h3>2. Welche Daten wir verarbeiten</h3>' +
      '<p>Wir verarbeiten die Daten, die Sie bei der Registrierung und Bestellung angeben (Name, Anschrift, E-Mail-Adresse, Telefonnummer), ' +
      'um Ihre Bestellung abzuwickeln (Art. 6 Abs. 1 lit. b DSGVO). Zahlungsdaten werden direkt vom Zahlungsdienstleister verarbeitet.</p>' +
      '<h3>3. Weitergabe an Dritte</h3>' +
      '<p>Für die Lieferung geben wir Name, Anschrift und Telefonnummer an die beauftragte Spedition weiter.</p>' +
      '<h3>4. Newsletter</h3>' +
      '<p>Den Newsletter erhalten Sie nur nach Bestätigung Ihrer E-Mail-Adresse (Double-Opt-in). Sie können ihn jederzeit abbestellen.</p>' +
      '<h3>5. Ihre Rechte</h3>' +
      '<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch ' +
      'sowie das Recht, sich bei einer Aufsichtsbehörde zu beschweren.</p>',
  },
  {
    slug: 'transport-gratis',
    title: 'Gratis Transport',
    html:
      '<h2>Lieferung frei Haus</h2>' +
      '<p>Alle Möbel liefern wir innerhalb Deutschlands kostenlos per Spedition bis zur Wohnungstür – auch in den vierten Stock.</p>' +
      '<p>Die Spedition meldet sich vor der Zustellung telefonisch oder per E-Mail, um einen Liefertermin mit Ihnen abzustimmen.</p>',
  },
  {
    slug: 'sichere',
    title: 'Sicher einkaufen',
    html:
      '<h2>Sicher einkaufen</h2>' +
      '<p>Ihre Daten werden verschlüsselt übertragen. Sie bezahlen per Kreditkarte oder PayPal; Zahlungsdaten speichern wir nicht.</p>' +
      '<p>Sie haben 14 Tage Widerrufsrecht. Bei Fragen hilft Ihnen unser Kundenservice gern weiter.</p>',
  },
  {
    slug: 'kunden',
    title: 'Kundenservice',
    html:
      '<h2>Kundenservice</h2>' +
      `<p>Sie erreichen uns Montag bis Freitag von 8 bis 18 Uhr:<br>${contact}</p>` +
      '<p>Wenn Sie nach 24 Stunden noch keine Antwort erhalten haben, rufen Sie uns bitte an.</p>',
  },
  {
    slug: 'versand',
    title: 'Versand und Lieferung',
    html:
      '<h2>Versand und Lieferung</h2>' +
      '<p>Die Lieferzeit steht bei jedem Artikel. Lagerware liefern wir in 1–2 Wochen, Bestellware je nach Hersteller in 2 bis 14 Wochen.</p>' +
      '<p>Möbel werden zerlegt geliefert und kommen mit Montageanleitung und Montagematerial. Die Versandkosten betragen 0,00 €.</p>',
  },
  { slug: 'widerrufsrecht', title: 'Widerrufsrecht', html: withdrawal },
];

/** sort_order is the position the information pages are read by (spec/backoffice.md §9). */
export const contentPageRows: (typeof contentPages.$inferInsert)[] = pages.map((p, i) => ({
  slug: p.slug,
  name: p.slug,
  title: p.title,
  contentHtml: p.html,
  sortOrder: i,
}));

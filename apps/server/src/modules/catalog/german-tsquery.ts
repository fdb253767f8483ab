import snowball from 'snowball-stemmers';

/**
 * to_tsquery('german', text) computed in this process, for the search texts catalog.search.ts
 * writes (words of letters and digits, each an OR of prefix variants, AND-ed). Used only while
 * PostgreSQL is unreachable (decision 160): a search text this process never sent to the
 * database still finds what it would find. PostgreSQL stays the answer whenever it answers;
 * german-tsquery.api.test.ts holds both to the same lexemes for the catalogue's words.
 */

/** PostgreSQL's german.stop (Snowball's German stop words), which the german configuration drops. */
const STOP_WORDS = new Set(
  'aber alle allem allen aller alles als also am an ander andere anderem anderen anderer anderes anderm andern anderr anders auch auf aus bei bin bis bist da damit dann der den des dem die das daß derselbe derselben denselben desselben demselben dieselbe dieselben dasselbe dazu dein deine deinem deinen deiner deines denn derer dessen dich dir du dies diese diesem diesen dieser dieses doch dort durch ein eine einem einen einer eines einig einige einigem einigen einiger einiges einmal er ihn ihm es etwas euer eure eurem euren eurer eures für gegen gewesen hab habe haben hat hatte hatten hier hin hinter ich mich mir ihr ihre ihrem ihren ihrer ihres euch im in indem ins ist jede jedem jeden jeder jedes jene jenem jenen jener jenes jetzt kann kein keine keinem keinen keiner keines können könnte machen man manche manchem manchen mancher manches mein meine meinem meinen meiner meines mit muss musste nach nicht nichts noch nun nur ob oder ohne sehr sein seine seinem seinen seiner seines selbst sich sie ihnen sind so solche solchem solchen solcher solches soll sollte sondern sonst über um und uns unse unsem unsen unser unses unter viel vom von vor während war waren warst was weg weil weiter welche welchem welchen welcher welches wenn werde werden wie wieder will wir wird wirst wo wollen wollte würde würden zu zum zur zwar zwischen'.split(
    ' ',
  ),
);

const stemmer = snowball.newStemmer('german');
const VOWELS = 'aeiouyäöü';

/** Where R1 begins (Snowball: after the first non-vowel that follows a vowel, at least at 3). */
function r1Start(word: string): number {
  for (let i = 1; i < word.length; i++) {
    if (!VOWELS.includes(word[i]) && VOWELS.includes(word[i - 1])) return Math.max(i + 1, 3);
  }
  return word.length;
}

/**
 * What the database's edition of the Snowball German stemmer does beyond snowball-stemmers' older
 * one: newer editions (PostgreSQL 16 and later, PGlite) read ae/oe/ue as ä/ö/ü (not the ue of
 * "qu", nor a u between vowels, which Snowball keeps as a consonant: "dauer") and take -ln to -l
 * in R1. Learnt from the database once (STEMMER_PROBE), so the fallback stems as it does.
 */
export interface StemmerRules {
  umlautDigraphs: boolean;
  lnSuffix: boolean;
}

/** Asked of the database as it starts: to_tsquery('german', STEMMER_PROBE) tells its rules apart. */
export const STEMMER_PROBE = 'schraenke:* & einzeln:*';

/** The rules of the stemmer that printed STEMMER_PROBE's tsquery. */
export function stemmerRulesOf(printed: string): StemmerRules {
  return { umlautDigraphs: printed.includes("'schrank'"), lnSuffix: printed.includes("'einzel'") };
}

/** The older edition's rules: what the fallback uses before the database ever answered. */
export const OLDER_STEMMER: StemmerRules = { umlautDigraphs: false, lnSuffix: false };

function stem(word: string, rules: StemmerRules): string {
  let w = word;
  if (rules.umlautDigraphs)
    w = w
      .replace(/ae/g, 'ä')
      .replace(/oe/g, 'ö')
      .replace(/(^|[^qaeiouyäöü])ue/g, '$1ü');
  if (rules.lnSuffix && w.endsWith('ln') && w.length - 2 >= r1Start(w)) w = w.slice(0, -1);
  return stemmer.stem(w);
}

/** One word as the german configuration reads it: letters are stemmed, words with digits only lower-cased. */
function lexemeOf(word: string, rules: StemmerRules): string | null {
  const lower = word.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  return /^\p{L}+$/u.test(lower) ? stem(lower, rules) : lower;
}

const quoted = (lexeme: string, prefix: boolean) => `'${lexeme.replaceAll("'", "''")}'${prefix ? ':*' : ''}`;

/**
 * The tsquery text of `text` ("a:* & (b:* | c:*)"), as PostgreSQL prints it; null when every
 * word is a stop word (PostgreSQL's empty query).
 */
export function germanTsquery(text: string, rules: StemmerRules): string | null {
  const groups = text
    .split(' & ')
    .map((group) => {
      const terms = group.replace(/^\(|\)$/g, '').split(' | ');
      const lexemes = new Map<string, boolean>();
      for (const term of terms) {
        const prefix = term.endsWith(':*');
        const lexeme = lexemeOf(prefix ? term.slice(0, -2) : term, rules);
        if (lexeme) lexemes.set(lexeme, (lexemes.get(lexeme) ?? false) || prefix);
      }
      const printed = [...lexemes].map(([lexeme, prefix]) => quoted(lexeme, prefix));
      return printed.length > 1 ? `( ${printed.join(' | ')} )` : printed[0];
    })
    .filter((group): group is string => group !== undefined);
  return groups.length ? groups.join(' & ') : null;
}

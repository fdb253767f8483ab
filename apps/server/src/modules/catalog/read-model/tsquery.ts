/**
 * A tsquery as PostgreSQL prints it (to_tsquery('german', ...)::text), parsed into a tree
 * the in-memory index evaluates: "( 'sopha':* | 'sofa':* ) & 'lima':*". Precedence as in
 * PostgreSQL: ! binds tightest, then <-> (evaluated as &: the index keeps no positions), &, |.
 */

export type TsNode =
  | { kind: 'term'; lexeme: string; prefix: boolean }
  | { kind: 'and' | 'or'; left: TsNode; right: TsNode }
  | { kind: 'not'; operand: TsNode };

const tokenPattern = /\s*(?:'((?:[^']|'')*)'(:[*A-D]*)?|(\()|(\))|(&)|(\|)|(!)|(<(?:-|\d+)>))/y;

type Token = { type: 'term'; lexeme: string; prefix: boolean } | { type: '(' | ')' | '&' | '|' | '!' };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  tokenPattern.lastIndex = 0;
  while (tokenPattern.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(tokenPattern.lastIndex))) break;
    const m = tokenPattern.exec(text);
    if (!m) throw new Error(`unreadable tsquery: ${text}`);
    if (m[1] !== undefined)
      tokens.push({ type: 'term', lexeme: m[1].replace(/''/g, "'"), prefix: (m[2] ?? '').includes('*') });
    else if (m[3]) tokens.push({ type: '(' });
    else if (m[4]) tokens.push({ type: ')' });
    else if (m[5] || m[8]) tokens.push({ type: '&' });
    else if (m[6]) tokens.push({ type: '|' });
    else tokens.push({ type: '!' });
  }
  return tokens;
}

/** The tree of a printed tsquery; null for the empty query (only stop words). */
export function parseTsquery(text: string): TsNode | null {
  const tokens = tokenize(text);
  if (!tokens.length) return null;
  let at = 0;
  const peek = () => tokens[at]?.type;
  const binary = (kind: 'and' | 'or', op: '&' | '|', operand: () => TsNode): TsNode => {
    let node = operand();
    while (peek() === op) {
      at++;
      node = { kind, left: node, right: operand() };
    }
    return node;
  };
  const unary = (): TsNode => {
    const token = tokens[at++];
    if (!token) throw new Error(`unreadable tsquery: ${text}`);
    if (token.type === '!') return { kind: 'not', operand: unary() };
    if (token.type === '(') {
      const inner = or();
      if (tokens[at++]?.type !== ')') throw new Error(`unreadable tsquery: ${text}`);
      return inner;
    }
    if (token.type === 'term') return { kind: 'term', lexeme: token.lexeme, prefix: token.prefix };
    throw new Error(`unreadable tsquery: ${text}`);
  };
  const and = () => binary('and', '&', unary);
  const or = (): TsNode => binary('or', '|', and);
  const tree = or();
  if (at !== tokens.length) throw new Error(`unreadable tsquery: ${text}`);
  return tree;
}

const PARSED_MEMORY = 2000;
const parsed = new Map<string, TsNode | null>();

/** parseTsquery remembered per text: a pure function, and search texts repeat. The trees are never changed. */
export function parseTsqueryRemembered(text: string): TsNode | null {
  const known = parsed.get(text);
  if (known !== undefined) return known;
  const tree = parseTsquery(text);
  if (parsed.size >= PARSED_MEMORY) parsed.delete(parsed.keys().next().value!);
  parsed.set(text, tree);
  return tree;
}

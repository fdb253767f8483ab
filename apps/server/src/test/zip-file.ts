import { constants, crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/** A part of a ZIP as tests write it: deflated bytes with their real size and checksum. */
export interface ZipPart {
  name: string;
  deflated: Buffer;
  size: number;
  crc: number;
  /** The uncompressed size the ZIP claims (a crafted file lies here); the real one by default. */
  declaredSize?: number;
}

export function part(name: string, text: string | Buffer): ZipPart {
  const data = Buffer.isBuffer(text) ? text : Buffer.from(text);
  return { name, deflated: deflateRawSync(data), size: data.length, crc: crc32(data) };
}

/**
 * A part made of `head`, then `fill` repeated until `size` bytes, then `tail`, deflated as it
 * is made: hundreds of MB of unpacked text in a few hundred kB, without holding them in memory.
 */
export async function bombPart(name: string, head: string, fill: string, tail: string, size: number): Promise<ZipPart> {
  const deflate = createDeflateRaw({ level: constants.Z_BEST_COMPRESSION });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const block = Buffer.from(fill.repeat(Math.max(1, Math.floor((1024 * 1024) / fill.length))));
  let crc = 0;
  let written = 0;
  const write = async (b: Buffer) => {
    crc = crc32(b, crc);
    written += b.length;
    if (!deflate.write(b)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  await write(Buffer.from(head));
  const body = size - head.length - tail.length;
  for (let left = body; left > 0; left -= block.length)
    await write(left >= block.length ? block : block.subarray(0, left));
  await write(Buffer.from(tail));
  deflate.end();
  await done;
  return { name, deflated: Buffer.concat(out), size: written, crc };
}

/** A ZIP (deflate, no data descriptors) of the parts in the order given. */
export function zipFile(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const size = p.declaredSize ?? p.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(p.crc, 14);
    local.writeUInt32LE(p.deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, p.deflated);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(p.crc, 16);
    entry.writeUInt32LE(p.deflated.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    offset += local.length + name.length + p.deflated.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

/** The parts every workbook has, for sheets named in tab order (sheetN.xml in the ZIP). */
export function workbookParts(sheets: string[], sharedStrings: boolean): ZipPart[] {
  const rels = sheets.map(
    (_, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  );
  if (sharedStrings) rels.push(`<Relationship Id="rIdS" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>`);
  return [
    part('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types/>'),
    part(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    part(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${sheets
        .map((s, i) => `<sheet name="${s}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
        .join('')}</sheets></workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`,
    ),
  ];
}

/** A sheet's XML around its rows. */
export const sheetXml = (rows: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`;

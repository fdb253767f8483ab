import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads the newest .eml to an address from the server's mail folder (DATA_DIR/mail, where mails
 * go without SMTP), waiting for the outbox worker; quoted-printable soft breaks and escapes undone.
 */
export async function waitForMail(dataDir: string, to: string, timeoutMs = 15_000): Promise<string> {
  const folder = path.join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(folder)) {
      for (const file of fs
        .readdirSync(folder)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .reverse()) {
        const text = fs
          .readFileSync(path.join(folder, file), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(parseInt(h, 16)));
        if (text.includes(`To: ${to}`)) return text;
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

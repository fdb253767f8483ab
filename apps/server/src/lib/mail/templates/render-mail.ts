import { render } from '@react-email/render';
import type { ReactElement } from 'react';

/** A mail as the outbox stores it: subject, plain-text part and HTML part. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Renders a template twice: HTML for mail programs that show it, and the plain-text part from the
 * same markup (react-email's html-to-text), so the two never say different things (decision 111).
 */
export async function renderMail(subject: string, mail: ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([
    render(mail),
    render(mail, {
      plainText: true,
      htmlToTextOptions: {
        selectors: [
          { selector: 'h1', options: { uppercase: false } },
          { selector: 'h2', options: { uppercase: false } },
          { selector: 'hr', options: { length: 20 } },
        ],
      },
    }),
  ]);
  return { subject, text, html };
}

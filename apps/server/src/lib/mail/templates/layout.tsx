/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The server runs through tsx, which reads no tsconfig for these files: the pragmas choose React's automatic runtime here.
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { type Seller, seller } from '../../seller.ts';

const page = { backgroundColor: '#f4f4f2', fontFamily: 'Arial, Helvetica, sans-serif', color: '#222' };
const sheet = { backgroundColor: '#ffffff', padding: '24px 28px', maxWidth: '600px' };
const paragraph = { fontSize: '15px', lineHeight: '22px', margin: '0 0 14px' };
const small = { fontSize: '12px', lineHeight: '18px', color: '#555', margin: '0 0 6px' };

/** A paragraph; lines given as an array keep their own line each (items, addresses, amounts). */
export function P({ children, lines }: { children?: ReactNode; lines?: string[] }) {
  return (
    <Text style={paragraph}>
      {lines?.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines are fixed text, never reordered.
        <span key={i}>
          {i > 0 && <br />}
          {line}
        </span>
      ))}
      {children}
    </Text>
  );
}

/** A link written out in full, so the plain-text part carries the address to copy. */
export function LinkLine({ href, label }: { href: string; label?: string }) {
  return (
    <Text style={paragraph}>
      {label && (
        <>
          {label}
          <br />
        </>
      )}
      <Link href={href} style={{ color: '#1f3a5f' }}>
        {href}
      </Link>
    </Text>
  );
}

/**
 * The shop's footer under every mail: who sends it, how to reach them and the Impressum data
 * (register, USt-IdNr., managing director) from the seller settings (lib/seller.ts, SELLER_*).
 */
function Footer({ s }: { s: Seller }) {
  const legal = [
    s.register,
    s.vatId && `USt-IdNr. ${s.vatId}`,
    s.managingDirector && `Geschäftsführung: ${s.managingDirector}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Section>
      <Hr style={{ borderColor: '#ddd', margin: '20px 0 12px' }} />
      <Text style={small}>
        {`${s.name} · ${s.street} · ${s.zip} ${s.city}`}
        <br />
        {`${s.phone ? `Tel. ${s.phone} · ` : ''}${s.email}`}
        {legal && (
          <>
            <br />
            {legal}
          </>
        )}
      </Text>
    </Section>
  );
}

/** Frame of every shop mail: German, a preview line for the inbox, the content, the seller's footer. */
export function MailLayout({ preview, children }: { preview: string; children: ReactNode }) {
  return (
    <Html lang="de">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={sheet}>
          {children}
          <Footer s={seller()} />
        </Container>
      </Body>
    </Html>
  );
}

import { afterAll, beforeAll, expect } from 'vitest';
import type { RenderedMail } from '../lib/mail/templates/render-mail.ts';
import { developmentSeller, type Seller, setSeller } from '../lib/seller.ts';

/** A seller unlike the demo company, so a footer that ignored the settings would show. */
export const mailSeller: Seller = {
  name: 'Möbelhaus Muster KG',
  street: 'Am Markt 7',
  zip: '01067',
  city: 'Dresden',
  phone: '+49 351 123456',
  email: 'kontakt@moebel-muster.test',
  register: 'Amtsgericht Dresden HRA 4711',
  vatId: 'DE123456789',
  managingDirector: 'Max Muster',
};

/** Renders the file's mails with mailSeller as the shop's settings. */
export function withMailSeller(): void {
  beforeAll(() => setSeller(mailSeller));
  afterAll(() => setSeller(developmentSeller));
}

/** Both parts in German with the seller's footer: name, address, contact and Impressum data. */
export function expectShopMail(mail: RenderedMail): void {
  expect(mail.html).toMatch(/^<!DOCTYPE html/);
  expect(mail.html).toContain('<html dir="ltr" lang="de">');
  for (const part of [mail.text, mail.html]) {
    expect(part).toContain('Möbelhaus Muster KG · Am Markt 7 · 01067 Dresden');
    expect(part).toContain('Tel. +49 351 123456 · kontakt@moebel-muster.test');
    expect(part).toContain('Amtsgericht Dresden HRA 4711 · USt-IdNr. DE123456789 · Geschäftsführung: Max Muster');
  }
}

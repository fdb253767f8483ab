/** The shop operator's data (demo-data.md "Company"); shown in the footer, Impressum, PDFs and mails. */
export const company = {
  name: 'Wohnwerk GmbH',
  street: 'Beispielstraße 12',
  postalCode: '04109',
  city: 'Leipzig',
  phone: '+49 341 0000000',
  phoneHref: 'tel:+493410000000',
  email: 'info@wohnwerk.test',
  register: 'Amtsgericht Leipzig HRB 00000',
  vatId: 'DE000000000',
  managingDirector: 'Erika Beispiel',
} as const;

/** Social profiles; the demo company is fictional, so these point at the networks' shop-name handles. */
export const socialLinks = [
  { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/wohnwerk' },
  { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/wohnwerk' },
  { id: 'pinterest', label: 'Pinterest', href: 'https://www.pinterest.de/wohnwerk' },
] as const;

/** The fictional company behind the demo shop (design/demo-data.md): footer, Impressum, PDFs, mails. */
export const company = {
  name: 'Wohnwerk GmbH',
  street: 'Beispielstraße 12',
  zip: '04109',
  city: 'Leipzig',
  phone: '+49 341 0000000',
  email: 'info@wohnwerk.test',
  register: 'Amtsgericht Leipzig HRB 00000',
  vatId: 'DE000000000',
  managingDirector: 'Erika Beispiel',
  carrier: 'Spedition',
} as const;

export const companyLine = `${company.name} · ${company.street} · ${company.zip} ${company.city} · Tel. ${company.phone} · ${company.email}`;

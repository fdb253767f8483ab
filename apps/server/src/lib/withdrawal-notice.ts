import { type Seller, seller } from './seller.ts';

/** The withdrawal notice (Widerrufsbelehrung, short form) of the order confirmation mail and PDF. */
export const withdrawalNotice = (company: Seller = seller()) =>
  'Widerrufsrecht: Sie können diesen Vertrag binnen 14 Tagen ohne Angabe von Gründen widerrufen. Die Frist beginnt mit dem Tag, an dem Sie ' +
  'oder ein von Ihnen benannter Dritter die Ware in Besitz genommen haben. Zum Widerruf genügt eine eindeutige Erklärung, zum Beispiel über ' +
  `die Funktion „Vertrag widerrufen“ im Shop, per E-Mail an ${company.email} oder per Post an ${company.name}, ${company.street}, ${company.zip} ${company.city}.`;

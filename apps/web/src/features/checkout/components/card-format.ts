/**
 * The card fields format as they are typed (docs/decisions/118): the number in groups of four,
 * the expiry as MM/JJ ("1229" → "12/29"). Only for the eye: the token is made from the digits.
 */
export const formatCardNumber = (typed: string) =>
  typed
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

export const formatExpiry = (typed: string) => {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

export const formatCvc = (typed: string) => typed.replace(/\D/g, '').slice(0, 4);

/** Social profiles; the demo company is fictional, so these point at the networks' shop-name handles. */
export const socialLinks = [
  { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/wohnwerk' },
  { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/wohnwerk' },
  { id: 'pinterest', label: 'Pinterest', href: 'https://www.pinterest.de/wohnwerk' },
] as const;

import type { ShellData } from '../../src/content/render/routeData.ts';

export const shell: ShellData = {
  brand: {
    product: 'ASHDOWN GROUP',
    teamName: 'The Ashdown Group',
    tagline: 'Exceptional homes.',
    logoText: 'ASHDOWN',
  },
  navigation: [
    { label: 'CURRENT LISTINGS', href: '/listings' },
    { label: 'PORTFOLIO', href: '/portfolio' },
    { label: 'EXPLORE', href: '/explore' },
    { label: 'TEAM', href: '/team' },
    { label: 'CONTACT', href: '/contact' },
  ],
  social: [
    { platform: 'instagram', label: 'The Ashdown Group on Instagram', href: 'https://www.instagram.com/example' },
  ],
  contact: {
    email: 'hello@example.com',
    phone: '416-555-0101',
    office: {
      street: '128 Cumberland Street',
      unit: 'Suite 400',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5R 1A6',
    },
  },
  brokerage: {
    name: 'Harbourline Realty Inc., Brokerage',
    address: { street: '2 Bloor Street East', city: 'Toronto', province: 'ON', postalCode: 'M4W 1A8' },
    phone: '416-555-0100',
  },
  footer: {
    areas: ['Forest Hill', 'Rosedale', 'Downtown Toronto'],
    newsletter: {
      heading: 'The Letter',
      text: 'News.',
      consent: [{ text: 'You can unsubscribe at any time. ' }, { text: 'Privacy policy', href: '/privacy' }],
    },
    copyright: '© 2025 The Ashdown Group.',
    legalLinks: [
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms & Conditions', href: '/terms' },
    ],
  },
};

export const photos = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    src: `/media/listings/x/${i + 1}.jpg`,
    alt: `Photo number ${i + 1}`,
    width: 1600,
    height: 1067,
  }));

/** Pretends the visitor does (or does not) prefer reduced motion. */
export function stubReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) => ({
    matches: query.includes('prefers-reduced-motion') ? reduce : false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
}

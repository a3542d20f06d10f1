import { Publications } from '../../model/press.ts';
import { Site } from '../../model/site.ts';
import { defineSingleton } from './defineCollection.ts';

export const site = defineSingleton({
  file: 'site.json',
  schema: Site,
  images: (s) => [{ path: ['defaultShareImage'], image: s.defaultShareImage, role: 'share' }],
});

export const publications = defineSingleton({
  file: 'publications.json',
  schema: Publications,
  images: (p) => p.logos.map((logo, i) => ({ path: ['logos', i, 'image'], image: logo.image, role: 'logo' })),
});

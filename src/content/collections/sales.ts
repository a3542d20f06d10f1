import { Sale } from '../../model/sale.ts';
import { defineCollection } from './defineCollection.ts';

export const sales = defineCollection({
  folder: 'sales',
  entryName: 'sale',
  scaffold: {
    kind: 'sale',
    shownOn: '/portfolio',
    visibility: 'It appears on /portfolio at once (last in its group, "order": 100).',
  },
  example: '112-dunloe-road',
  schema: Sale,
  photos: { field: 'image', list: false, role: 'card' },
});

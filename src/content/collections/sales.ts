import { Sale } from '../../model/sale.ts';
import { defineCollection } from './defineCollection.ts';

export const sales = defineCollection({
  folder: 'sales',
  entryName: 'sale',
  schema: Sale,
  photos: { field: 'image', list: false, role: 'card' },
});

import { PressItem } from '../../model/press.ts';
import { defineCollection } from './defineCollection.ts';

export const press = defineCollection({
  folder: 'press',
  entryName: 'press item',
  schema: PressItem,
  photos: { field: 'image', list: false, role: 'card' },
});

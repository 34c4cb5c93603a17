import { placeholder, samplePage } from '../../../packages/content/src/placeholder';

export const brand = {
  name: 'Εταιρεία',
  phone: placeholder('210 000 0000', 'Το τηλέφωνο της εταιρείας'),
  press: placeholder([{ title: 'Δείγμα', url: samplePage }], 'Τα δημοσιεύματα για την εταιρεία'),
};

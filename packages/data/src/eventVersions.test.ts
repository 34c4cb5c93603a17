import { describe, expect, it } from 'vitest';
import { describeEventChanges, type EventVersionWords } from './eventVersions';

const words: EventVersionWords = {
  labels: {
    title: 'Τίτλος',
    audience: 'Απευθύνεται σε',
    description: 'Περιγραφή',
    address: 'Διεύθυνση',
    city: 'Πόλη',
    online_url: 'Σύνδεσμος διαδικτυακής ημερίδας',
  },
  audiences: { pupils: 'Μαθητές', parents: 'Γονείς', schools: 'Σχολεία', everyone: 'Όλους' },
};

const version = {
  title: 'Ημερίδα για γονείς',
  audience: 'parents' as const,
  description: 'Πώς στηρίζουμε το παιδί. '.repeat(6),
  address: 'Σταδίου 1',
  city: 'Αθήνα',
  online_url: null,
};

describe('describeEventChanges', () => {
  it('names each changed field as the form does, the audience by its Greek name', () => {
    expect(describeEventChanges(version, { ...version, title: 'Ημερίδα για μαθητές', audience: 'pupils' }, words)).toEqual([
      'Τίτλος: από «Ημερίδα για γονείς» σε «Ημερίδα για μαθητές»',
      'Απευθύνεται σε: από «Γονείς» σε «Μαθητές»',
    ]);
  });

  it('says a place turned into a link field by field, a long description by its length, and nothing for no change', () => {
    const online = {
      ...version,
      address: null,
      city: null,
      online_url: 'https://meet.example.gr/a',
      description: `${version.description}Τέλος.`,
    };
    expect(describeEventChanges(version, online, words)).toEqual([
      'Περιγραφή: άλλαξε (από 150 σε 156 χαρακτήρες)',
      'Διεύθυνση: από «Σταδίου 1» σε —',
      'Πόλη: από «Αθήνα» σε —',
      'Σύνδεσμος διαδικτυακής ημερίδας: από — σε «https://meet.example.gr/a»',
    ]);
    expect(describeEventChanges(version, { ...version }, words)).toEqual([]);
  });
});

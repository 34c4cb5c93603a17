import { describe, expect, it } from 'vitest';
import { describeArticleChanges } from './articleVersions';

const version = {
  title: 'Πώς διαλέγουμε σπουδές',
  slug: 'pos-dialegoume-spoudes',
  category: 'education' as const,
  excerpt: 'Μια σύντομη περίληψη.',
  content: 'Κείμενο '.repeat(40),
  thumbnail_url: null,
};

describe('describeArticleChanges', () => {
  it('names each changed field in words, quoting short texts and the category by its Greek name', () => {
    expect(describeArticleChanges(version, { ...version, title: 'Πώς διαλέγουμε σχολή', category: 'work' })).toEqual([
      'Τίτλος: από «Πώς διαλέγουμε σπουδές» σε «Πώς διαλέγουμε σχολή»',
      'Κατηγορία: από «Εκπαίδευση» σε «Αγορά Εργασίας»',
    ]);
  });

  it('says a long text changed by its length instead of quoting it, and an emptied one as a dash', () => {
    expect(describeArticleChanges(version, { ...version, content: `${version.content}Τέλος.`, excerpt: null })).toEqual([
      'Περίληψη: από «Μια σύντομη περίληψη.» σε —',
      'Κείμενο: άλλαξε (από 320 σε 326 χαρακτήρες)',
    ]);
  });

  it('says whether the picture was added, replaced or removed, and nothing for an unchanged version', () => {
    const pictured = { ...version, thumbnail_url: 'https://example.supabase.co/a.webp' };
    expect(describeArticleChanges(version, pictured)).toEqual(['Εικόνα: προστέθηκε']);
    expect(describeArticleChanges(pictured, { ...pictured, thumbnail_url: 'https://example.supabase.co/b.webp' })).toEqual([
      'Εικόνα: άλλαξε',
    ]);
    expect(describeArticleChanges(pictured, version)).toEqual(['Εικόνα: αφαιρέθηκε']);
    expect(describeArticleChanges(version, { ...version })).toEqual([]);
  });
});

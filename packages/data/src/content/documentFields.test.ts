import { describe, expect, it } from 'vitest';
import {
  changeList,
  describeChanges,
  documentFieldGroups,
  documentFormGroups,
  documentFromTexts,
  documentIssues,
  documentTexts,
} from './documentFields.ts';

const company = {
  name: 'Πυξίδα Καριέρας',
  shortName: 'Πυξίδα',
  siteUrl: 'https://www.pyxida-kariera.gr',
  phone: { display: '210 000 0000', href: 'tel:+302100000000', international: '+30 210 000 0000' },
  email: 'info@pyxida-kariera.gr',
  address: {
    street: 'Πανεπιστημίου 10',
    floor: '3ος όροφος',
    postalCode: '106 71',
    city: 'Αθήνα',
    region: 'Αττική',
    country: 'GR',
    geo: { latitude: 37.9795, longitude: 23.7337 },
  },
  foundingYear: 2002,
  appUrl: 'https://app.pyxida-kariera.gr/login',
  termsPdfUrl: 'https://app.pyxida-kariera.gr/terms.pdf',
  questionnaireUrl: 'https://app.pyxida-kariera.gr/test',
  calculatorUrl: '/media/placeholder.html?embed=1',
  social: {
    facebook: '/media/placeholder.html',
    instagram: '/media/placeholder.html',
    linkedin: '/media/placeholder.html',
    youtube: '/media/placeholder.html',
  },
  themeColor: '#004aad',
};

describe('a content document in the editor', () => {
  it('shows every field of the schema, grouped, with its Greek label, input and limit', () => {
    const groups = documentFieldGroups('company');
    expect(groups.map((group) => group.label)).toContain('Τηλέφωνο');
    const phone = groups.find((group) => group.pointer === '/phone')!;
    expect(phone.fields.map((field) => field.label)).toEqual([
      'Τηλέφωνο (όπως εμφανίζεται)',
      'Τηλέφωνο (για κλήση)',
      'Τηλέφωνο (διεθνής μορφή)',
    ]);
    expect(groups.flatMap((group) => group.fields).find((field) => field.pointer === '/name')).toEqual({
      pointer: '/name',
      label: 'Επωνυμία',
      input: 'text',
      maxLength: 80,
    });
    expect(groups.flatMap((group) => group.fields).find((field) => field.pointer === '/address/country')).toMatchObject({
      input: 'choice',
      options: [
        { value: 'GR', label: 'Ελλάδα' },
        { value: 'CY', label: 'Κύπρος' },
      ],
    });
    // An address's long technical limit is no design's: not counted.
    expect(groups.flatMap((group) => group.fields).find((field) => field.pointer === '/appUrl')).not.toHaveProperty('maxLength');
    // Every field has a label of its own, none shows its pointer.
    for (const field of groups.flatMap((group) => group.fields)) expect(field.label).not.toMatch(/^\//);
    for (const group of groups) expect(group.label).not.toMatch(/^[a-z]/);
  });

  it("turns a document into the form's text and back, unchanged, numbers included", () => {
    const texts = documentTexts('company', company);
    expect(texts['/address/geo/latitude']).toBe('37.9795');
    expect(documentFromTexts('company', texts)).toEqual(company);
    expect(documentFromTexts('company', { ...texts, '/foundingYear': '2002,5' }).foundingYear).toBe(2002.5);
    expect(documentFromTexts('company', { ...texts, '/foundingYear': 'δύο' }).foundingYear).toBe('δύο');
  });

  it('says what the schema refuses at each field, in Greek', () => {
    const texts = documentTexts('company', company);
    expect(
      documentIssues(
        'company',
        documentFromTexts('company', { ...texts, '/name': '', '/social/youtube': 'javascript:alert(1)', '/foundingYear': 'δύο' }),
      ),
    ).toEqual({
      '/name': 'Συμπληρώστε το πεδίο.',
      '/foundingYear': expect.any(String),
      '/social/youtube': 'Μια διεύθυνση https:// ή μια σελίδα του ιστότοπου (/…).',
    });
    expect(documentIssues('company', company)).toEqual({});
  });

  it('describes the difference between two versions in words', () => {
    const changed = { ...company, phone: { ...company.phone, display: '211 111 1111' }, email: 'hello@pyxida-kariera.gr' };
    expect(describeChanges('company', company, changed)).toEqual([
      'Τηλέφωνο (όπως εμφανίζεται): από «210 000 0000» σε «211 111 1111»',
      'Email: από «info@pyxida-kariera.gr» σε «hello@pyxida-kariera.gr»',
    ]);
    expect(describeChanges('company', company, company)).toEqual([]);
    expect(describeChanges('company', {}, { name: 'Νέα' })).toEqual(['Επωνυμία: από — σε «Νέα»']);
  });
});

const testimonials = {
  items: [
    { name: 'Μαρία Κ.', role: 'Μητέρα μαθήτριας', content: 'Φύγαμε με σχέδιο.', rating: 5 },
    { name: 'Γιώργος Π.', role: 'Μαθητής', content: 'Κατάλαβα ποιες σχολές έχουν νόημα.', rating: 5 },
    { name: 'Ελένη Δ.', role: 'Απόφοιτος', content: 'Σπουδάζω σε ένα από αυτά.', rating: 4 },
  ],
};

describe("a list in the editor (a page's testimonials)", () => {
  it("shows each item as a group of its own, numbered, with the list's limits", () => {
    const [list] = documentFormGroups('testimonials', documentTexts('testimonials', testimonials));
    expect(list).toMatchObject({ name: '/items', legend: 'Μαρτυρίες', fields: [], list: { min: 1, max: 6 } });
    expect(list!.list!.items.map((item) => item.legend)).toEqual(['Μαρτυρία 1', 'Μαρτυρία 2', 'Μαρτυρία 3']);
    expect(list!.list!.items[1]!.fields.map((field) => [field.name, field.label, field.value])).toEqual([
      ['/items/1/name', 'Όνομα ή αρχικά', 'Γιώργος Π.'],
      ['/items/1/role', 'Ιδιότητα', 'Μαθητής'],
      ['/items/1/content', 'Κείμενο', 'Κατάλαβα ποιες σχολές έχουν νόημα.'],
      ['/items/1/rating', 'Βαθμολογία (1 έως 5)', '5'],
    ]);
    expect(list!.list!.items[0]!.fields.find((field) => field.name.endsWith('content'))!.maxLength).toBe(200);
  });

  it('moves, adds and removes items in the text and back, each item kept whole', () => {
    const texts = documentTexts('testimonials', testimonials);
    expect(documentFromTexts('testimonials', texts)).toEqual(testimonials);
    const moved = changeList('testimonials', texts, '/items', { type: 'move', from: 2, to: 0 });
    expect(documentFromTexts('testimonials', moved).items).toEqual([testimonials.items[2], testimonials.items[0], testimonials.items[1]]);
    const added = changeList('testimonials', texts, '/items', { type: 'add' });
    expect(documentFromTexts('testimonials', added).items).toEqual([
      ...testimonials.items,
      { name: '', role: '', content: '', rating: '' },
    ]);
    const removed = changeList('testimonials', texts, '/items', { type: 'remove', index: 0 });
    expect(documentFromTexts('testimonials', removed).items).toEqual(testimonials.items.slice(1));
    expect(documentFromTexts('testimonials', changeList('testimonials', removed, '/items', { type: 'remove', index: 0 })).items).toEqual([
      testimonials.items[2],
    ]);
  });

  it('refuses an empty list, a seventh item, an empty name and six stars, each in Greek at its place', () => {
    expect(documentIssues('testimonials', { items: [] })).toEqual({ '/items': 'Τουλάχιστον μία μαρτυρία.' });
    expect(documentIssues('testimonials', { items: Array.from({ length: 7 }, () => testimonials.items[0]) })).toEqual({
      '/items': 'Έως 6 μαρτυρίες: τόσες χωρούν στη σελίδα.',
    });
    const texts = changeList('testimonials', documentTexts('testimonials', testimonials), '/items', { type: 'add' });
    expect(documentIssues('testimonials', documentFromTexts('testimonials', { ...texts, '/items/1/rating': '6' }))).toMatchObject({
      '/items/1/rating': 'Έως 5.',
      '/items/3/name': 'Συμπληρώστε το πεδίο.',
    });
  });

  it('says a new order in one line, and a changed item by its place', () => {
    const reordered = { items: [testimonials.items[1], testimonials.items[0], testimonials.items[2]] };
    expect(describeChanges('testimonials', testimonials, reordered)).toEqual(['Μαρτυρίες: νέα σειρά «Γιώργος Π.», «Μαρία Κ.», «Ελένη Δ.»']);
    const edited = { items: [testimonials.items[0], { ...testimonials.items[1], rating: 4 }, testimonials.items[2]] };
    expect(describeChanges('testimonials', testimonials, edited)).toEqual(['Μαρτυρία 2 · Βαθμολογία (1 έως 5): από «5» σε «4»']);
  });
});

describe("a page's questions in the editor", () => {
  it('writes an answer on a few lines, a question on one, with the characters left where the design limits them', () => {
    const texts = changeList('faq', {}, '/items', { type: 'add' });
    const [list] = documentFormGroups('faq', texts);
    expect(list!.list!.items[0]!.fields.map((field) => [field.label, field.input, field.maxLength])).toEqual([
      ['Η ερώτηση', 'longText', 150],
      ['Η απάντηση', 'longText', undefined],
    ]);
    // An address stays one line, however long its limit.
    expect(
      documentFieldGroups('company')
        .flatMap((group) => group.fields)
        .find((field) => field.pointer === '/appUrl')!.input,
    ).toBe('text');
    expect(documentIssues('faq', documentFromTexts('faq', texts))).toEqual({
      '/items/0/question': 'Συμπληρώστε το πεδίο.',
      '/items/0/answer': 'Συμπληρώστε το πεδίο.',
    });
  });
});

describe('an optional field (a TV appearance’s video id)', () => {
  it('is left out of the document while empty, and kept once written; the schema judges only what is written', () => {
    const tv = { items: [{ title: 'Στην πρωινή ζώνη' }, { title: 'Πανελλαδικές χωρίς άγχος', youtubeId: 'dQw4w9WgXcQ' }] };
    const texts = documentTexts('tv', tv);
    expect(texts['/items/0/youtubeId']).toBe('');
    expect(documentFromTexts('tv', texts)).toEqual(tv);
    expect(documentIssues('tv', documentFromTexts('tv', { ...texts, '/items/0/youtubeId': '  ' }))).toEqual({});
    expect(documentIssues('tv', documentFromTexts('tv', { ...texts, '/items/0/youtubeId': 'https://youtu.be/x' }))).toEqual({
      '/items/0/youtubeId': 'Οι 11 χαρακτήρες μετά το «v=» στη διεύθυνση του βίντεο στο YouTube (γράμματα, αριθμοί, - και _).',
    });
    expect(describeChanges('tv', tv, { items: [tv.items[0], { title: tv.items[1]!.title }] })).toEqual([
      'Εμφάνιση 2 · YouTube id (προαιρετικό: χωρίς αυτό η κάρτα ανοίγει τη σελίδα δείγματος): από «dQw4w9WgXcQ» σε —',
    ]);
  });
});

describe('an optional picture (a team member’s photo and its description)', () => {
  const person = { name: 'Ελένη Παπαδοπούλου', role: 'Ιδρύτρια', bio: 'Ψυχολόγος.' };
  const photo = { path: 'team/3f2a9c1e-7b4d-4e8a-9f00-aa11bb22cc33-800x800.jpg', alt: 'Η Ελένη χαμογελά στο γραφείο' };

  it('is a picture field beside its words, and is left out only while both are empty', () => {
    const fields = documentFieldGroups('team')[0]!.list!.itemFields;
    expect(fields.map((field) => [field.pointer, field.input, field.optional])).toEqual([
      ['/name', 'text', undefined],
      ['/role', 'text', undefined],
      ['/bio', 'longText', undefined],
      ['/photo/path', 'picture', 'together'],
      ['/photo/alt', 'longText', 'together'],
    ]);
    const withPhoto = { items: [{ ...person, photo }, person] };
    const texts = documentTexts('team', withPhoto);
    expect(documentFromTexts('team', texts)).toEqual(withPhoto);
    expect(documentIssues('team', documentFromTexts('team', texts))).toEqual({});
  });

  it('asks for its words once a photo is there, and for a photo once its words are', () => {
    const texts = documentTexts('team', { items: [{ ...person, photo }] });
    expect(documentIssues('team', documentFromTexts('team', { ...texts, '/items/0/photo/alt': ' ' }))).toEqual({
      '/items/0/photo/alt': 'Γράψτε τι δείχνει η φωτογραφία: αυτό ακούν όσοι δεν τη βλέπουν.',
    });
    expect(documentIssues('team', documentFromTexts('team', { ...texts, '/items/0/photo/path': '' }))).toEqual({
      '/items/0/photo/path': 'Ανεβάστε μια φωτογραφία.',
    });
    // A path that is not an upload's (another site's picture, a way up the folders) is refused as no photo.
    for (const path of ['https://example.com/a.jpg', 'team/../../secret-800x800.jpg', 'team/abc.svg'])
      expect(documentIssues('team', documentFromTexts('team', { ...texts, '/items/0/photo/path': path }))).toEqual({
        '/items/0/photo/path': 'Ανεβάστε μια φωτογραφία.',
      });
  });
});

describe('an optional logo (a partner’s, named by the partner)', () => {
  const logo = { path: 'partners/3f2a9c1e-7b4d-4e8a-9f00-aa11bb22cc33-1200x300.png' };

  it('is a picture field alone, kept once uploaded and left out once removed, whatever else the form held', () => {
    const [group] = documentFieldGroups('partners');
    expect(group?.list?.itemFields.map((field) => [field.pointer, field.input, field.optional])).toEqual([
      ['/name', 'text', undefined],
      ['/logo/path', 'picture', 'together'],
    ]);
    const texts = documentTexts('partners', { items: [{ name: 'Φορέας', logo }, { name: 'Άλλος' }] });
    expect(documentFromTexts('partners', texts)).toEqual({ items: [{ name: 'Φορέας', logo }, { name: 'Άλλος' }] });
    // Removed as the editor removes a picture: its path and the words a photo would have, both emptied.
    const removed = { ...texts, '/items/0/logo/path': '', '/items/0/logo/alt': '' };
    expect(documentFromTexts('partners', removed)).toEqual({ items: [{ name: 'Φορέας' }, { name: 'Άλλος' }] });
    expect(documentIssues('partners', documentFromTexts('partners', removed))).toEqual({});
  });
});

describe('a video’s picture (decorative, in a list of videos and on a page’s own video)', () => {
  const poster = { path: 'page-videos/3f2a9c1e-7b4d-4e8a-9f00-aa11bb22cc33-1920x1080.webp' };

  it('is a picture field alone after the title and the id, in the list’s items and in a page’s video alike', () => {
    expect(documentFieldGroups('videos')[0]?.list?.itemFields.map((field) => [field.pointer, field.input, field.optional])).toEqual([
      ['/title', 'text', undefined],
      ['/youtubeId', 'text', true],
      ['/poster/path', 'picture', 'together'],
    ]);
    const students = documentFieldGroups('page-videos')
      .flatMap((group) => group.fields)
      .filter((field) => field.pointer.startsWith('/students/'));
    expect(students.map((field) => [field.pointer, field.input, field.label])).toEqual([
      ['/students/title', 'text', 'Σελίδα «Μαθητές»: τίτλος'],
      ['/students/youtubeId', 'text', 'Σελίδα «Μαθητές»: YouTube id (προαιρετικό: χωρίς αυτό το βίντεο ανοίγει τη σελίδα δείγματος)'],
      [
        '/students/poster/path',
        'picture',
        'Σελίδα «Μαθητές»: εικόνα πριν την αναπαραγωγή (προαιρετική: χωρίς αυτή, ένα γενικό σχέδιο του ιστότοπου)',
      ],
    ]);
  });

  it('is kept once uploaded under its kind’s folder, and refused as no picture when the path is not an upload’s', () => {
    const video = { title: 'Μαθητές', poster };
    const data = {
      tests: { career: { title: 'Α' }, personality: { title: 'Β' }, meta: { title: 'Γ' }, next: { title: 'Δ' } },
      students: video,
      university: { title: 'Ε' },
    };
    const texts = documentTexts('page-videos', data);
    expect(documentFromTexts('page-videos', texts)).toEqual(data);
    expect(documentIssues('page-videos', data)).toEqual({});
    for (const path of [
      'Page-videos/3f2a9c1e-0000-1920x1080.webp',
      '-videos/3f2a9c1e-0000-1920x1080.webp',
      'page--videos/3f2a9c1e-0000-1920x1080.webp',
    ])
      expect(documentIssues('page-videos', documentFromTexts('page-videos', { ...texts, '/students/poster/path': path }))).toEqual({
        '/students/poster/path': 'Ανεβάστε μια φωτογραφία.',
      });
  });
});

describe('the pages’ section headings (one document, a group per page)', () => {
  it('names every field by its page and section, and a change by both', () => {
    const groups = documentFieldGroups('sections');
    expect(groups.map((group) => group.label)).toEqual([
      'Αρχική σελίδα',
      '«Μαθητές»',
      '«Φοιτητές & Ενήλικες»',
      '«Τεστ»',
      '«Μηχανογραφικό»',
      '«Ημερίδες»',
      '«Σεμινάρια»',
      '«Για φορείς»',
      '«Ποιοι είμαστε»',
      '«Άρθρα»',
    ]);
    const fields = groups.flatMap((group) => group.fields);
    for (const field of fields) expect(field.label, field.pointer).not.toMatch(/\//);
    expect(fields.find((field) => field.pointer === '/home/stats/title')).toEqual({
      pointer: '/home/stats/title',
      label: 'Αρχική σελίδα: οι αριθμοί, τίτλος',
      input: 'text',
      maxLength: 80,
    });
    // An introduction is prose on a few lines; its limit is the database's guard, not counted.
    const vision = fields.find((field) => field.pointer === '/about/vision/intro');
    expect(vision).toMatchObject({ label: '«Ποιοι είμαστε»: το όραμα, εισαγωγή', input: 'longText' });
    expect(vision).not.toHaveProperty('maxLength');
    expect(fields.some((field) => field.pointer === '/about/team/intro')).toBe(false);
    // The few texts beyond a title and an introduction say what they head.
    expect(fields.find((field) => field.pointer === '/home/contact/hoursTitle')).toMatchObject({
      label: 'Αρχική σελίδα: η επικοινωνία, τίτλος του ωραρίου',
      maxLength: 80,
    });
    expect(fields.find((field) => field.pointer === '/home/podcast/eyebrow')).toMatchObject({
      label: 'Αρχική σελίδα: το podcast, μικρός τίτλος πάνω από τον τίτλο',
      maxLength: 40,
    });
    const before = { home: { stats: { title: 'Τα νούμερά μας', intro: 'Πάνω από 20 χρόνια.' } } };
    const after = { home: { stats: { title: 'Σε αριθμούς', intro: 'Πάνω από 20 χρόνια.' } } };
    expect(describeChanges('sections', before, after)).toEqual([
      'Αρχική σελίδα: οι αριθμοί, τίτλος: από «Τα νούμερά μας» σε «Σε αριθμούς»',
    ]);
  });
});

describe('a card’s points (texts listed one under another)', () => {
  const cards = {
    items: [
      { title: 'Για τον μαθητή', text: 'Ανακαλύπτει τι τον ενδιαφέρει.', points: ['Τεστ', 'Αναφορά αποτελεσμάτων'] },
      { title: 'Για τον γονέα', text: 'Παίρνει καθαρή εικόνα.' },
    ],
  };

  it('is one field written a line per point, read back as the list, blank lines dropped', () => {
    const [group] = documentFieldGroups('cards');
    expect(group?.list?.itemFields.find((field) => field.pointer === '/points')).toMatchObject({ input: 'lines', optional: true });
    const texts = documentTexts('cards', cards);
    expect(texts['/items/0/points']).toBe('Τεστ\nΑναφορά αποτελεσμάτων');
    expect(texts['/items/1/points']).toBe('');
    expect(documentFromTexts('cards', texts)).toEqual(cards);
    const typed = { ...texts, '/items/1/points': '  Συμμετοχή στη συνεδρία \n\n Απαντήσεις  \n' };
    expect(documentFromTexts('cards', typed).items).toEqual([
      cards.items[0],
      { ...cards.items[1], points: ['Συμμετοχή στη συνεδρία', 'Απαντήσεις'] },
    ]);
  });

  it('says which line is too long, and when there are too many, at the one field', () => {
    const texts = documentTexts('cards', cards);
    const long = documentFromTexts('cards', { ...texts, '/items/0/points': `Τεστ\n${'α'.repeat(81)}` });
    expect(documentIssues('cards', long)).toEqual({ '/items/0/points': 'Γραμμή 2: Έως 80 χαρακτήρες.' });
    const many = documentFromTexts('cards', { ...texts, '/items/0/points': 'α\nβ\nγ\nδ\nε\nζ\nη' });
    expect(documentIssues('cards', many)).toEqual({ '/items/0/points': 'Έως 6 γραμμές.' });
  });

  it('describes a changed point in one line, by its card', () => {
    const after = { items: [{ ...cards.items[0], points: ['Τεστ', 'Σχέδιο'] }, cards.items[1]] };
    expect(describeChanges('cards', cards, after)).toEqual([
      'Κάρτα 1 · Σημεία της κάρτας (προαιρετικά: ένα σε κάθε γραμμή): από «Τεστ», «Αναφορά αποτελεσμάτων» σε «Τεστ», «Σχέδιο»',
    ]);
  });
});

describe('a checklist (texts alone, one field)', () => {
  it('is one field written a line each, its refusals named by line', () => {
    expect(documentFieldGroups('checklist')).toEqual([
      {
        pointer: '/items',
        label: 'Τι περιλαμβάνει (ένα σε κάθε γραμμή)',
        fields: [{ pointer: '/items', label: 'Τι περιλαμβάνει (ένα σε κάθε γραμμή)', input: 'lines' }],
      },
    ]);
    const texts = documentTexts('checklist', { items: ['Online τεστ', 'Αναφορά'] });
    expect(texts).toEqual({ '/items': 'Online τεστ\nΑναφορά' });
    expect(documentFromTexts('checklist', { '/items': 'Online τεστ\n\nΣυνεδρία' })).toEqual({ items: ['Online τεστ', 'Συνεδρία'] });
    expect(documentIssues('checklist', documentFromTexts('checklist', { '/items': `Online τεστ\n${'α'.repeat(121)}` }))).toEqual({
      '/items': 'Γραμμή 2: Έως 120 χαρακτήρες.',
    });
    expect(documentIssues('checklist', documentFromTexts('checklist', { '/items': '' }))).toEqual({ '/items': 'Τουλάχιστον μία γραμμή.' });
  });
});

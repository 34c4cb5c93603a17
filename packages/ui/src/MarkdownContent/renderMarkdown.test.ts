import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './renderMarkdown';

// Payloads from the usual XSS lists: each must come out as text or without its dangerous part.
const hostile = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<svg onload=alert(1)>',
  '<style>body{display:none}</style>',
  '<div style="position:fixed;inset:0" onclick="alert(1)">x</div>',
  '[κλικ](javascript:alert(1))',
  '[κλικ](JaVaScRiPt:alert(1))',
  '[κλικ](  javascript:alert(1))',
  '[κλικ](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[κλικ](vbscript:msgbox(1))',
  '![εικόνα](javascript:alert(1))',
  '<javascript:alert(1)>',
  '[ref]\n\n[ref]: javascript:alert(1)',
  '<!-- --><script>alert(1)</script>',
];

describe('renderMarkdown', () => {
  it('renders the Markdown an admin writes', () => {
    const html = renderMarkdown(
      '## Βήμα 1\n\nΓνώρισε **τα ενδιαφέροντά** σου.\n\n- ένα\n- δύο\n\n[Επικοινωνία](/#contact) και [πηγή](https://example.gr)',
    );
    expect(html).toContain('<h2>Βήμα 1</h2>');
    expect(html).toContain('<strong>τα ενδιαφέροντά</strong>');
    expect(html).toContain('<li>ένα</li>');
    expect(html).toContain('<a href="/#contact">Επικοινωνία</a>');
    expect(html).toContain('<a href="https://example.gr">πηγή</a>');
  });

  it('ranks the headings under the page title, skipping no level', () => {
    expect(renderMarkdown('# Α\n\n###### Β')).toBe('<h2>Α</h2>\n<h3>Β</h3>');
    expect(renderMarkdown('### Α\n\n## Β')).toBe('<h3>Α</h3>\n<h2>Β</h2>');
    expect(renderMarkdown('# Α', 1)).toBe('<h1>Α</h1>');
  });

  it.each(hostile)('keeps %j inert', (payload) => {
    const html = renderMarkdown(payload);
    expect(html).not.toMatch(/<(script|iframe|svg|style|div|img[^>]*onerror)/i);
    const realTags = html.match(/<[a-z][^>]*>/gi) ?? [];
    expect(realTags.filter((tag) => /\son\w+\s*=/i.test(tag))).toEqual([]);
    expect(html).not.toMatch(/(href|src)="\s*(javascript|data|vbscript):/i);
  });

  it('keeps the words of a link or image whose address was dropped', () => {
    expect(renderMarkdown('[κλικ](javascript:alert(1) "τίτλος")')).toBe('<p>κλικ</p>');
    expect(renderMarkdown('![εικόνα](data:image/png;base64,AAAA)')).toBe('<p>εικόνα</p>');
  });

  it('escapes raw HTML as visible text', () => {
    expect(renderMarkdown('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(renderMarkdown('<b onclick="x()">bold</b>')).toBe('<p>&lt;b onclick=&quot;x()&quot;&gt;bold&lt;/b&gt;</p>');
  });
});

import { contrastRatio } from '../tokens/contrast';
import { breakpoints, colorValues, fontSizeValues, fontWeightValues, radiusValues, shadowValues, spaceValues } from '../tokens/values';
import { Heading } from '../Heading/Heading';

// Docs pages read the token values themselves, so they can never drift from the theme.
const cell = { padding: '0.5rem 0.75rem', borderBottom: '1px solid #d5dce8', textAlign: 'start' as const };
const cssVar = (...path: Array<string | number>) => `--${path.join('-')}`;

/**
 * Every colour token of the theme with its value and role: the palette designers pick from (Foundations/Colours).
 * Accessibility: each colour is named in text beside its swatch, never by the swatch alone.
 */
export function ColourPalette() {
  return (
    <div style={{ display: 'grid', gap: '2rem' }}>
      {Object.entries(colorValues).map(([group, shades]) => (
        <section key={group}>
          <Heading level={2} style={{ fontSize: '1.25rem', marginBottom: '0.5rem' }}>
            {group}
          </Heading>
          <ul
            role="list"
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
              gap: '0.75rem',
              listStyle: 'none',
              padding: 0,
            }}
          >
            {Object.entries(shades).map(([name, value]) => {
              const hex = value.startsWith('#') ? value : null;
              return (
                <li key={name} style={{ border: '1px solid #d5dce8', borderRadius: 8, overflow: 'hidden' }}>
                  <div style={{ height: 56, background: value }} />
                  <div style={{ padding: '0.5rem', fontSize: '0.875rem' }}>
                    <strong>{name}</strong>
                    <br />
                    {/* The palette is not a variable (theme.css.ts): only its value is shown. */}
                    <code>{group === 'brand' ? 'παλέτα' : cssVar('color', group, name)}</code>
                    <br />
                    <code>{value}</code>
                    {hex ? <span>{` · ${contrastRatio(hex, '#ffffff').toFixed(2)}:1 σε λευκό`}</span> : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * Every type size token with a Greek sample at that size and weight (Foundations/Type).
 * Accessibility: each size is named in text beside its sample.
 */
export function TypeScale() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ textAlign: 'start', marginBottom: '0.5rem' }}>Μεγέθη γραμματοσειράς (Inter, ελληνικά και λατινικά)</caption>
      <thead>
        <tr>
          <th style={cell} scope="col">
            Όνομα
          </th>
          <th style={cell} scope="col">
            Μεταβλητή
          </th>
          <th style={cell} scope="col">
            Τιμή
          </th>
          <th style={cell} scope="col">
            Δείγμα
          </th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(fontSizeValues).map(([name, value]) => (
          <tr key={name}>
            <th style={cell} scope="row">
              {name}
            </th>
            <td style={cell}>
              <code>{cssVar('font', 'size', name)}</code>
            </td>
            <td style={cell}>
              <code>{value}</code>
            </td>
            <td style={{ ...cell, fontSize: value }}>Επαγγελματικός Προσανατολισμός</td>
          </tr>
        ))}
        {Object.entries(fontWeightValues).map(([name, value]) => (
          <tr key={name}>
            <th style={cell} scope="row">
              {name}
            </th>
            <td style={cell}>
              <code>{cssVar('font', 'weight', name)}</code>
            </td>
            <td style={cell}>
              <code>{value}</code>
            </td>
            <td style={{ ...cell, fontWeight: Number(value) }}>Άρθρα, Αναλύσεις & Περιεχόμενο</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Every space token as a bar of its size, the steps Stack, Inline and the layout use (Foundations/Spacing).
 * Accessibility: each step is named in text beside its bar; the bars are decorative.
 */
export function SpacingScale() {
  return (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <caption style={{ textAlign: 'start', marginBottom: '0.5rem' }}>Αποστάσεις</caption>
        <tbody>
          {Object.entries(spaceValues).map(([name, value]) => (
            <tr key={name}>
              <th style={cell} scope="row">
                {name}
              </th>
              <td style={cell}>
                <code>{cssVar('space', name)}</code>
              </td>
              <td style={cell}>
                <code>{value}</code>
              </td>
              <td style={cell}>
                <div style={{ width: value, height: 16, background: '#004aad', borderRadius: 2 }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <caption style={{ textAlign: 'start', marginBottom: '0.5rem' }}>Γωνίες και σκιές</caption>
        <tbody>
          {Object.entries(radiusValues).map(([name, value]) => (
            <tr key={name}>
              <th style={cell} scope="row">
                radius {name}
              </th>
              <td style={cell}>
                <code>{cssVar('radius', name)}</code>
              </td>
              <td style={cell}>
                <div style={{ width: 64, height: 40, background: '#d9e6fc', borderRadius: value }} />
              </td>
            </tr>
          ))}
          {Object.entries(shadowValues).map(([name, value]) => (
            <tr key={name}>
              <th style={cell} scope="row">
                shadow {name}
              </th>
              <td style={cell}>
                <code>{cssVar('shadow', name)}</code>
              </td>
              <td style={cell}>
                <div style={{ width: 64, height: 40, background: '#ffffff', boxShadow: value }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <caption style={{ textAlign: 'start', marginBottom: '0.5rem' }}>Σημεία αλλαγής διάταξης (min-width)</caption>
        <tbody>
          {Object.entries(breakpoints).map(([name, value]) => (
            <tr key={name}>
              <th style={cell} scope="row">
                {name}
              </th>
              <td style={cell}>
                <code>{value}px</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

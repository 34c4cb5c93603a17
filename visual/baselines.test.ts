import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { captureRegistry } from './baselines';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A registry over a throwaway folder, and a way to write a baseline's bytes into it. */
function setup() {
  const directory = mkdtempSync(join(tmpdir(), 'baselines-'));
  folders.push(directory);
  const write = (name: string, bytes: string) => writeFileSync(join(directory, `${name}.png`), bytes);
  return { write, registry: captureRegistry((name) => join(directory, `${name}.png`)) };
}

describe('identical captures are declared, or they fail', () => {
  it('lets distinct captures pass', () => {
    const { write, registry } = setup();
    write('a-mobile', 'one');
    write('b-mobile', 'two');
    expect(registry.check('a-mobile')).toBeUndefined();
    expect(registry.check('b-mobile')).toBeUndefined();
  });

  it('fails the second of two identical captures that declare nothing, naming the first', () => {
    const { write, registry } = setup();
    write('a-mobile', 'same');
    write('b-mobile', 'same');
    expect(registry.check('a-mobile')).toBeUndefined();
    expect(registry.check('b-mobile')).toMatch(/b-mobile captures exactly what a-mobile captures/);
  });

  it('accepts a declared sameAs, whichever of the two is captured first, and a third story declaring the same', () => {
    const { write, registry } = setup();
    for (const name of ['a-mobile', 'b-mobile', 'c-mobile']) write(name, 'same');
    expect(registry.check('b-mobile', 'a-mobile')).toBeUndefined();
    expect(registry.check('a-mobile')).toBeUndefined();
    expect(registry.check('c-mobile', 'a-mobile')).toBeUndefined();
  });

  it('fails a sameAs that no longer holds, and one that names no baseline', () => {
    const { write, registry } = setup();
    write('a-mobile', 'one');
    write('b-mobile', 'two');
    expect(registry.check('b-mobile', 'a-mobile')).toMatch(/differ: drop the declaration/);
    expect(registry.check('b-mobile', 'missing-mobile')).toMatch(/has no baseline/);
  });

  it('fails a capture whose baseline was never written', () => {
    expect(setup().registry.check('nothing-mobile')).toMatch(/no baseline was written/);
  });
});

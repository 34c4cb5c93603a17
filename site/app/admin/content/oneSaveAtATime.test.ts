import { describe, expect, it } from 'vitest';
import { oneSaveAtATime } from './oneSaveAtATime';

/** A save the test ends by hand, as a slow network would. */
function heldSave(log: string[]) {
  const ends: (() => void)[] = [];
  const save = (name: string) =>
    new Promise<string>((resolve) => {
      log.push(`start ${name}`);
      ends.push(() => {
        log.push(`end ${name}`);
        resolve(name);
      });
    });
  return { save, endNext: () => ends.shift()?.() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a draft saved by two callers at once (autosave and a click)', () => {
  it('starts one save after the running one, however many waited for it', async () => {
    const inTurn = oneSaveAtATime();
    const log: string[] = [];
    const saves = heldSave(log);
    // Typing during the first save leaves something to save; it stays unsaved until a save of it ends.
    let unsaved = true;
    const saveIfUnsaved = (caller: string) =>
      inTurn(async () => {
        if (!unsaved) return log.push(`${caller}: nothing left`);
        await saves.save(caller);
        unsaved = false;
      });
    void inTurn(() => saves.save('first'));
    const waiting = [saveIfUnsaved('autosave'), saveIfUnsaved('publish')];
    await settle();
    expect(log).toEqual(['start first']);
    saves.endNext();
    await settle();
    expect(log).toEqual(['start first', 'end first', 'start autosave']);
    saves.endNext();
    await Promise.all(waiting);
    expect(log).toEqual(['start first', 'end first', 'start autosave', 'end autosave', 'publish: nothing left']);
  });

  it('goes on after a save that failed', async () => {
    const inTurn = oneSaveAtATime();
    await expect(inTurn(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    await expect(inTurn(() => 'saved')).resolves.toBe('saved');
  });
});

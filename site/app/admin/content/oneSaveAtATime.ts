/**
 * A draft's saves, one at a time: each names the revision it starts from, so two at once from the same revision would
 * refuse the second as another editor's (409). Each turn starts when the one before it has ended (saved or refused),
 * so it decides what is still unsaved with the revision that save left.
 */
export function oneSaveAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return function inTurn<T>(turn: () => T | Promise<T>): Promise<T> {
    const result = last.then(turn);
    last = result.then(noop, noop);
    return result;
  };
}

const noop = () => undefined;

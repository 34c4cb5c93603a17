import { configure } from 'storybook/test';
import { beforeEach } from 'vitest';

// Each story test starts as a first visit, as each Chromatic snapshot does: no consent answered, no draft, no
// visit kept by an earlier story (files run side by side on one origin, so their storage would be shared).
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

// A `findBy…` or `waitFor` waits up to 5 s here, not Testing Library's 1 s: the back-office stories answer from a
// database in the page, which a busy two-core CI host took over a second for (stop 57's inbox stories). A passing
// story waits no longer; a broken one fails a few seconds later.
configure({ asyncUtilTimeout: 5000 });

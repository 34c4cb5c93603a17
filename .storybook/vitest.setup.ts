import { beforeEach } from 'vitest';

// Each story test starts as a first visit, as each Chromatic snapshot does: no consent answered, no draft, no
// visit kept by an earlier story (files run side by side on one origin, so their storage would be shared).
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

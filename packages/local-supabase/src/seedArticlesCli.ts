// `pnpm seed:articles [count]`: adds `count` published articles (default 1,000, one a week back from
// today) to the local backend's database, so the benchmark can show /articles' cost with a company's
// years of articles: `pnpm seed:articles`, then with `pnpm backend` running `pnpm build`, `pnpm budget`
// and `pnpm lighthouse`.
import { openSeedTarget, seedCount } from './seedTarget';
import { seedArticles } from './seedArticles';

const count = seedCount('seed:articles', process.argv[2], 1_000, 100_000);
const db = await openSeedTarget('seed:articles');
const added = await seedArticles(db, { count });
const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from public.articles where status = 'published'`);
await db.close();
console.log(`seed:articles: added ${added} published articles; ${rows[0]!.n} are published now.`);

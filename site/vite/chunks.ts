import type { Rolldown } from 'vite';

type Groups = NonNullable<Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']>;

const file = (pattern: string) => new RegExp(pattern.replaceAll('/', '[\\\\/]'));

/**
 * The behaviours that run without React, each in a chunk of its own named for it, never in a shared chunk with
 * components (which would bring React along): what every page of islands runs (the loader's first-touch rules, the
 * consent question, the notice's settings, the check for a lead kept to send), then what only some pages need (decision 028).
 */
const withoutReact: readonly (readonly [RegExp, string])[] = [
  [
    file(
      '(packages/ui/src/(Enhancement/|Form/disabledUntilFilled|ConsentBar/reserveBottom|tokens/media)|packages/content/src/(consent|noticeVersion)|site/app/(lib/mainId|islands/(defineIsland|startIsland|firstTouch)|consent/(consentStore|askConsent|changeConsentInPlace|consentStateText)|outbox/(outboxKey|askWhenKept)))\\.',
    ),
    'page-script',
  ],
  [file('packages/ui/src/StatCounters/(countUp|countUpInPlace|formatCount)\\.'), 'count-up'],
  [file('packages/ui/src/ProcessSteps/stepReveal\\.'), 'step-reveal'],
  [file('packages/ui/src/LogoCarousel/runLogoCarousel\\.'), 'carousel-motion'],
  [file('packages/ui/src/VideoEmbed/playInPlace\\.'), 'video-facade'],
];
const behaviourOf = (id: string) => withoutReact.find(([pattern]) => pattern.test(id))?.[1] ?? null;

/**
 * Fewer, larger shared chunks where pages share them (decision 015, measured with pnpm budget): React alone; the
 * behaviours without React apart; the layout and type primitives, under nearly every component, in one chunk; the
 * library's and the content's modules that most routes share in one chunk each. The share counts are the ones that
 * gave every route its smallest first load; a module fewer routes use stays with them.
 */
export const chunkGroups: Groups = [
  // React and React DOM, which the SPA fallback loads at once and a page of islands with its first hydrated island.
  { name: 'react', priority: 10, test: file('/node_modules/(react|react-dom|scheduler)/') },
  // Vite's helper for dynamic imports, which the loader needs before any island.
  { name: 'preload-helper', priority: 11, test: /preload-helper/ },
  { name: behaviourOf, priority: 6, test: (id) => behaviourOf(id) !== null },
  {
    name: 'primitives',
    priority: 3,
    test: file('packages/ui/src/((Box|Stack|Inline|Tiles|Columns|Heading|Text|PageHeader)/|styles/(cx|typography))'),
  },
  { name: 'ui-shared', priority: 2, test: file('packages/ui/src/'), minShareCount: 10 },
  { name: 'content-shared', priority: 1, test: file('packages/content/src/'), minShareCount: 12 },
];

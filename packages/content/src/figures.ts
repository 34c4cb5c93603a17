import type { CompanyFigures } from '@cg/data/contentFigures';

/**
 * Figures the pages repeat (spec section 9): the seed of the «company-figures» document (decision 036), which staff
 * edit in the back office; the pages read them through company.ts.
 */
export const figures: CompanyFigures = {
  users: 500_000,
  years: 20,
  counsellingSessions: 100_000,
  counsellors: 300,
  testTypes: 4,
  satisfaction: 98,
  partnerBodies: 50,
  studentsReached: 20_000,
  guidances: 5000,
  yearsInOneBlock: 15,
  /** 4.9/5 from 250 reviews. */
  rating: { value: 4.9, count: 250 },
};

import { fillFacts } from '@cg/data/contentFacts';
import { brand } from '@cg/content/brand';
import { figures } from '@cg/content/figures';
import { seminar } from '@cg/content/seminar';

/**
 * The route table's words (a page's description, its service's line) as the pages say them: the facts they name in
 * braces («Πάνω από {χρόνια} χρόνια») filled from the published facts, which the build puts in place of these modules
 * (docs/decisions/036-content-as-data.md). Read where the head and the page's frame are built, at build time and in the
 * back office; no public page's script reads the route table's words.
 */
export const factsSaid = <T>(value: T): T => fillFacts(value, { company: brand, figures, seminar });

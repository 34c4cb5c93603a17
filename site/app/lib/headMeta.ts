import type { MetaDescriptor } from 'react-router';
import type { RouteHead } from './routeMeta';

/** A prerendered route's `meta`: the tags its loader built at build time (see headLoader). */
export const headMeta = ({ loaderData }: { loaderData?: Partial<RouteHead> }): MetaDescriptor[] => loaderData?.head ?? [];

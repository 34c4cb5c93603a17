import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadingState } from '@cg/ui';
import { ListFailed } from './ListFailed';

export type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  /** Said while the read is on its way. */
  loading: string;
  /** Said when it failed, beside the way to try again. */
  failed: string;
  children: (data: T) => ReactNode;
};

/** A back-office read as staff see it: its loading line, its failure with a way to try again, or what it read. */
export function QueryState<T>({ query, loading, failed, children }: QueryStateProps<T>) {
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.isError) return <ListFailed what={failed} message={query.error.message} onRetry={() => void query.refetch()} />;
  return children(query.data);
}

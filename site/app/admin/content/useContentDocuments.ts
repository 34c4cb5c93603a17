import { useQuery } from '@tanstack/react-query';
import { AdminReadError, type AppClient } from '@cg/data';
import { readContentDocuments } from '@cg/data/content';
import { adminKeys } from '../adminQueries';

const readDocuments = async (client: AppClient) => {
  const result = await readContentDocuments(client);
  if (!result.ok) throw new AdminReadError(result.message, 0);
  return result.data;
};

/** The content documents as staff list them (one read shared by every part of the page that asks). */
export const useContentDocuments = (client: AppClient, { enabled = true } = {}) =>
  useQuery({ queryKey: adminKeys.content, queryFn: () => readDocuments(client), enabled });

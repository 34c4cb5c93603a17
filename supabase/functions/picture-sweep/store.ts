/**
 * The sweep's calls: the pictures nothing names (public.pictures_to_sweep, through PostgREST) and their removal through
 * the Storage API (rows and bytes together; deleting the rows in SQL would leave the bytes), both as the service role.
 */
import { serviceRpc, type ServiceRpcConfig } from '../_shared/serviceRpc.ts';

export type SweptPicture = { bucket: string; name: string };

export type PictureStore = {
  /** At most 1,000 pictures nothing names, the oldest first (the next call takes the rest). */
  unnamed(): Promise<SweptPicture[]>;
  /** Removes these names from the bucket; answers how many it removed. */
  remove(bucket: string, names: string[]): Promise<number>;
};

export class PicturesUnavailable extends Error {}

export function platformPictureStore(config: ServiceRpcConfig): PictureStore {
  const call = serviceRpc(config, PicturesUnavailable);
  const send = config.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const storage = `${config.supabaseUrl.replace(/\/+$/, '')}/storage/v1/object`;
  return {
    async unnamed() {
      return ((await call('pictures_to_sweep', {})) as SweptPicture[] | null) ?? [];
    },
    async remove(bucket, names) {
      const response = await send(`${storage}/${encodeURIComponent(bucket)}`, {
        method: 'DELETE',
        headers: {
          'Content-Type': 'application/json',
          apikey: config.serviceRoleKey,
          Authorization: `Bearer ${config.serviceRoleKey}`,
        },
        body: JSON.stringify({ prefixes: names }),
      }).catch((error: unknown) => {
        throw new PicturesUnavailable(`Storage unreachable: ${error instanceof Error ? error.message : String(error)}`);
      });
      if (!response.ok) throw new PicturesUnavailable(`Storage answered ${response.status}`);
      return ((await response.json()) as unknown[]).length;
    },
  };
}

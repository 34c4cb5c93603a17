import { generatedFiles } from '@cg/data/routeTable';

const manifest = generatedFiles.find((file) => file.module === 'routes/back-office-manifest.ts')!;

/** Every back-office page names its manifest (the public pages never do), so staff can add it to a home screen. */
export const backOfficeLinks = () => [{ rel: 'manifest', href: manifest.path }];

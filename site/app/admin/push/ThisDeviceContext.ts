import { createContext } from 'react';
import { browserDevice, type ThisDevice } from './thisDevice';

/**
 * The device the push settings speak to: the browser's own, or in a story a device that answers at once, so a
 * page's end state never depends on how long a busy browser takes to read its service workers.
 */
export const ThisDeviceContext = createContext<ThisDevice>(browserDevice);

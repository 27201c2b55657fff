/**
 * The one way the renderer reaches its host: `window.studio` from the Electron preload when it is
 * there, else the web adapter. Both implement the same `StudioApi` (src/shared/studio-api.ts).
 */
import type { StudioApi } from '../../shared/studio-api';
import { createWebHost } from './web-host';

export function getHost(): StudioApi {
  return window.studio ?? createWebHost();
}

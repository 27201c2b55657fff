import { contextBridge } from 'electron';
import { APP_NAME } from '../shared/app-info';

contextBridge.exposeInMainWorld('studio', { appInfo: async () => ({ name: APP_NAME, host: 'electron' }) });

import { useEffect, useState } from 'react';
import type { AppInfo } from '../../shared/studio-api';
import { useStudio } from './hooks';
import { Modal } from './Modal';

const LIBRARIES = [
  'React',
  'Konva',
  'Monaco Editor',
  'i18next',
  'Ajv',
  'jsonc-parser',
  'idb',
  'Comlink',
  'pdf-lib',
  'pure-rand',
  'Electron',
  'Vite',
  'Iconify',
];

export function AboutDialog() {
  const studio = useStudio();
  const t = studio.t;
  const [info, setInfo] = useState<AppInfo | null>(null);
  useEffect(() => {
    void studio.host.appInfo({}).then(setInfo);
  }, [studio]);
  const close = () => studio.setOverlay(null);
  return (
    <Modal title={t('about.title')} onClose={close} className="about" initialFocus=".primary">
      {info && (
        <p>
          {t('about.version', { version: info.version, host: t(info.host === 'web' ? 'about.webHost' : 'about.electronHost') })}
        </p>
      )}
      <p>{t('about.purpose')}</p>
      <p>
        {t('about.icons')}{' '}
        <a href="https://game-icons.net" target="_blank" rel="noreferrer noopener">
          game-icons.net
        </a>{' '}
        ·{' '}
        <a href="https://creativecommons.org/licenses/by/3.0/" target="_blank" rel="noreferrer noopener">
          CC BY 3.0
        </a>
      </p>
      <p>
        {t('about.libraries')}: {LIBRARIES.join(', ')}.
      </p>
      <p className="muted">{t('about.fan')}</p>
      <div className="modal-buttons">
        <button type="button" className="primary" onClick={close}>
          {t('dialog.close')}
        </button>
      </div>
    </Modal>
  );
}

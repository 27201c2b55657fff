import { useStudio } from './hooks';
import { Modal } from './Modal';
import { KindIcon } from './KindIcon';

export function SamplesDialog() {
  const studio = useStudio();
  const t = studio.t;
  const close = () => studio.setOverlay(null);
  return (
    <Modal title={t('dialog.samplesTitle')} onClose={close}>
      <ul className="item-list">
        {studio.samples.map((s) => (
          <li key={s.name}>
            <button
              type="button"
              className="item"
              onClick={() => {
                close();
                void studio.openSample(s.name);
              }}
            >
              <KindIcon kind={s.kind} />
              <span>{s.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="modal-buttons">
        <button type="button" onClick={close}>
          {t('dialog.cancel')}
        </button>
      </div>
    </Modal>
  );
}

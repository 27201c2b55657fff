import { useObservable, useStudio } from './hooks';
import { Modal } from './Modal';

/** Shows the question `Studio.ask` is waiting on. */
export function DialogHost() {
  const studio = useStudio();
  const { dialog } = useObservable(studio.ui);
  if (!dialog) return null;
  return (
    <Modal title={dialog.title} role="alertdialog" onClose={() => dialog.resolve(dialog.cancelId)} initialFocus=".primary">
      <p className="modal-body">{dialog.body}</p>
      <div className="modal-buttons">
        {dialog.buttons.map((b) => (
          <button key={b.id} type="button" className={b.primary ? 'primary' : undefined} onClick={() => dialog.resolve(b.id)}>
            {b.label}
          </button>
        ))}
      </div>
    </Modal>
  );
}

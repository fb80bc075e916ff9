import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog of the contact panel: the native `<dialog>` opened with showModal, so the rest of
 * the page is inert and the browser keeps focus inside. The title names it; Escape and the close
 * button close it (not a click beside it: a long offer would be lost to a stray tap), and focus
 * goes back to what opened it. Full screen on phones (contact-panel.css). `onClose` only asks: the
 * parent unmounts the dialog.
 */
export function ContactDialog({
  title,
  titleId,
  onClose,
  children,
}: {
  title: ReactNode;
  /** The title's id, for the forms inside to be named by it too. */
  titleId: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The button the visitor pressed: focus goes back there when the dialog closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', ''); // environments without modal dialogs (jsdom)
    }
    // The first control of the content (a day, a field, an action), else the close button.
    const body = dialog.querySelector<HTMLElement>('.contact-dialog__body');
    (body?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="contact-dialog"
      aria-labelledby={titleId}
      // Escape: the browser's cancel; closing is the parent's decision (it unmounts the dialog).
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        onClose();
      }}
    >
      <div className="contact-dialog__header">
        <h2 id={titleId} className="contact-dialog__title">
          {title}
        </h2>
        <button type="button" className="contact-dialog__close" onClick={onClose} aria-label={t`Close`}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="contact-dialog__body">{children}</div>
    </dialog>
  );
}

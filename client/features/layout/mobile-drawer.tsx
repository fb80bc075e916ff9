import { useLingui } from '@lingui/react/macro';
import X from 'lucide-react/icons/x';
import { useRef, type ReactNode, type RefObject } from 'react';
import { useFocusTrap } from '../../ui/use-focus-trap';

/**
 * The open mobile drawer, in its own chunk: nobody needs it for the first paint, and it loads
 * when the visitor reaches for the menu button. A dialog that traps focus and closes on Escape,
 * giving focus back to the button that opened it.
 */
export function MobileDrawer({
  id,
  onClose,
  returnTo,
  children,
}: {
  id: string;
  onClose: () => void;
  returnTo: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const drawer = useRef<HTMLDivElement>(null);
  useFocusTrap(drawer, true, onClose, returnTo);
  return (
    <>
      <div className="mobile-menu__backdrop" onClick={onClose} />
      <div
        ref={drawer}
        id={id}
        className="mobile-menu__drawer"
        role="dialog"
        aria-modal="true"
        aria-label={t`Main menu`}
      >
        <button
          type="button"
          className="icon-button mobile-menu__close"
          onClick={onClose}
          aria-label={t`Close menu`}
        >
          <X className="icon" aria-hidden="true" />
        </button>
        {children}
      </div>
    </>
  );
}

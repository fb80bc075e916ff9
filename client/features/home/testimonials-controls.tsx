import { useLingui } from '@lingui/react/macro';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';

/** The slider's previous/next buttons, in their own chunk: they exist only once the page runs. */
export function TestimonialsControls({ onMove }: { onMove: (delta: number) => void }) {
  const { t } = useLingui();
  return (
    <div className="testimonials-controls">
      <button
        type="button"
        className="icon-button"
        onClick={() => onMove(-1)}
        aria-label={t`Previous testimonial`}
      >
        <ChevronLeft className="icon" aria-hidden="true" />
      </button>
      <button
        type="button"
        className="icon-button"
        onClick={() => onMove(1)}
        aria-label={t`Next testimonial`}
      >
        <ChevronRight className="icon" aria-hidden="true" />
      </button>
    </div>
  );
}

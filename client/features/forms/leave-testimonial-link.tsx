import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useRoutePath } from '../../ui/route-path';

/** The way to the testimonial form, from the home slider and the testimonial pages: light, no form code. */
export function LeaveTestimonialLink() {
  const path = useRoutePath('leave-testimonial');
  if (!path) return null;
  return (
    <p className="leave-testimonial">
      <Link to={path} className="button">
        <Trans>Leave a testimonial</Trans>
      </Link>
    </p>
  );
}

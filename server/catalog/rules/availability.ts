/** What a listing's ribbon says about whether the property can still be had. */
export type Availability = 'AVAILABLE' | 'OPTION' | 'SOLD' | 'RENTED';

/**
 * Availability from the CRM's `marquee` code: 0 and 2 both mean an option has been taken,
 * 1 available, 3 sold, 4 rented. Unknown or missing codes show the property as available, since
 * a listing that is published is on the market unless the CRM says otherwise.
 */
export function availabilityOf(marquee: number | null | undefined): Availability {
  switch (marquee) {
    case 0:
    case 2:
      return 'OPTION';
    case 1:
      return 'AVAILABLE';
    case 3:
      return 'SOLD';
    case 4:
      return 'RENTED';
    default:
      return 'AVAILABLE';
  }
}

/** Whether a property is offered for sale or for rent. */
export type Goal = 'SALE' | 'RENT';

/**
 * The goal from the CRM's numeric `goal` field. The CRM's rule is "sale when Goal equals 0", so
 * only 0 is SALE; every other value, including a missing one, is RENT.
 */
export function goalOf(goal: number | null | undefined): Goal {
  return goal === 0 ? 'SALE' : 'RENT';
}

/** The CRM code of a goal, the inverse of {@link goalOf}: SALE is 0, RENT is 1. */
export function goalCode(goal: Goal): 0 | 1 {
  return goal === 'SALE' ? 0 : 1;
}

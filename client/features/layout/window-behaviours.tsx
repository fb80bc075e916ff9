import { NavigationScroll } from '../../ui/navigation-scroll';
import { ScrollToTop } from '../../ui/scroll-to-top';

/** What the window does once the page runs: scroll positions across navigations, the back-to-top button. */
export function WindowBehaviours() {
  return (
    <>
      <ScrollToTop />
      <NavigationScroll />
    </>
  );
}
